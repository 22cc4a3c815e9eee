import { listItems } from '@/utils/openShapes';

/*
 * What a campaign type's calls (spec §7) are made of: the call, the levels its settings are saved by,
 * and the two helpers every type's loading and creating use. Apart from `settingsSync.ts`, which plans
 * a save and loads only when one is made.
 */

/** One call to the API (the builder's `settingsCall` endpoint); resolves its (camel-cased) answer. */
export type SettingsCall = (request: {
  url: string;
  method?: 'get' | 'post' | 'patch' | 'delete';
  data?: object;
  params?: Record<string, unknown>;
}) => Promise<unknown>;

/** A record or item of the form: its id once the backend holds it. */
export interface SyncedItem {
  id?: number;
}

/**
 * How one level of a type's settings is saved. `parentId` is the campaign's id for the top level, the
 * record's id for its children.
 */
export interface SettingsLevel<Item extends SyncedItem = SyncedItem> {
  /** The item's own fields as sent (children left out); an item whose body is unchanged is not sent. */
  body: (item: Item) => object;
  /**
   * What the item is, when that cannot change in place (a task's type is in its address, a drop's
   * prize is never edited): a new kind is a DELETE of the old item and a POST of the new one.
   */
  kind?: (item: Item) => string;
  /** POSTs the item; resolves its id. `remember` keeps an id learnt on the way (a prize made before its drop entry). */
  create: (
    call: SettingsCall,
    item: Item,
    parentId: number,
    remember: (id: number) => void,
  ) => Promise<number>;
  update: (call: SettingsCall, item: Item, id: number, parentId: number) => Promise<unknown>;
  /** Without it items of this level are never removed (the one mission of a campaign). */
  remove?: (call: SettingsCall, saved: Item, parentId: number) => Promise<unknown>;
  /** One call with every id in the form's order, when the order differs from the backend's. */
  reorder?: (call: SettingsCall, ids: number[], parentId: number) => Promise<unknown>;
  /**
   * Where the backend keeps the order on each item instead (a chain's missions' `position`): the item's
   * index in the form is written there before comparing, so each moved item is PATCHed with its new
   * place, in the form's order (item 0 first).
   */
  place?: string;
  /**
   * Whether changing `saved` into `item` makes room under the parent's limits (a lower prize quantity):
   * such changes are sent before the parent's own, so a parent lowered in the same save never sees a
   * state it must refuse.
   */
  makesRoom?: (item: Item, saved: Item) => boolean;
  /** Child collections by their key in the item (`tasks`). */
  children?: Record<string, SettingsLevel>;
}

/** A type's settings: the key in the form's values, one record (`mission`) or a list of them (`missions`). */
export interface SettingsSync {
  field: string;
  level: SettingsLevel;
  many?: boolean;
}

/**
 * A §7 list asked for one campaign's records (`?campaign=`), as an array or as a DRF page. A backend
 * that ignores the filter answers other campaigns' records too: those are left out by their `campaign`.
 */
export async function loadCampaignRecords<T extends { campaign?: number }>(
  call: SettingsCall,
  url: string,
  campaignId: number,
): Promise<T[]> {
  const answer = await call({ url, params: { campaign: campaignId } });
  return listItems<T>(answer).filter(
    (record) => record.campaign === undefined || record.campaign === campaignId,
  );
}

/** The id of what a POST created (DRF answers the created object). */
export async function createdId(answer: Promise<unknown>): Promise<number> {
  return ((await answer) as { id: number }).id;
}
