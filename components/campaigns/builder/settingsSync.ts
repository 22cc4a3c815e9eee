import type { SettingsCall, SettingsLevel, SettingsSync, SyncedItem } from './settingsCalls';

/**
 * Saving a campaign type's settings through the calls spec §7 names for them (a mission and its tasks,
 * a prize drop and its prizes …) rather than inside the campaign's PATCH, which a backend built to the
 * spec would not read.
 *
 * A type describes its settings as a record with child collections (`SettingsLevel`); saving compares
 * what the backend holds (the form's clean state) with what the form shows and sends the fewest calls
 * between them: first what makes room under a record's limits (removed items, lowered prize
 * quantities), then the record's own change (a drop's count), then each changed item (PATCH) or new one
 * (POST), then one reorder call where the order changed — so a backend never sees a state it must
 * refuse, such as more prizes than drops. Every call that
 * succeeds is written into the saved state at once, so a failure leaves an exact record of what the
 * backend now holds: the form keeps what was typed, and a retry sends only what is still missing.
 */

/** The call that failed, and where its errors belong in the form (`mission.tasks.1`). */
export interface SyncFailure {
  path: string;
  error: unknown;
}

export interface SyncResult<Values> {
  /** What the backend holds now (the form's new clean state). */
  saved: Values;
  /** What the form shows, with the ids of everything created. */
  current: Values;
  failure?: SyncFailure;
}

class FailedCall extends Error {
  constructor(
    readonly path: string,
    readonly cause: unknown,
  ) {
    super(`Saving ${path} failed`);
  }
}

async function attempt<T>(path: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new FailedCall(path, error);
  }
}

type Loose = SyncedItem & Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The item's own fields (a copy), its child collections as given. */
function ownFields(item: Loose, level: SettingsLevel, children: (key: string) => unknown[]): Loose {
  const copy: Loose = structuredClone(item);
  Object.keys(level.children ?? {}).forEach((key) => {
    copy[key] = children(key);
  });
  return copy;
}

/** PATCHes a saved record whose own fields changed, and records that the backend now holds them. */
async function updateRecord(
  call: SettingsCall,
  level: SettingsLevel,
  item: Loose,
  record: Loose,
  path: string,
  parentId: number,
): Promise<void> {
  if (same(level.body(item), level.body(record))) return;
  await attempt(path, () => level.update(call, item, record.id as number, parentId));
  Object.assign(
    record,
    ownFields(item, level, (key) => record[key] as unknown[]),
  );
}

/** Each child collection of a record: its items, the saved ones, and where its errors go. */
function childCollections(level: SettingsLevel, item: Loose, record: Loose, path: string) {
  return Object.entries(level.children ?? {}).map(([key, child]) => {
    const savedItems = (record[key] ?? []) as Loose[];
    record[key] = savedItems;
    return { child, items: (item[key] ?? []) as Loose[], savedItems, path: `${path}.${key}` };
  });
}

async function syncItem(
  call: SettingsCall,
  level: SettingsLevel,
  item: Loose,
  saved: Loose | undefined,
  path: string,
  parentId: number,
  place: (record: Loose) => void,
): Promise<void> {
  let record = saved;
  if (!record) {
    const id = await attempt(path, () =>
      level.create(call, item, parentId, (learnt) => {
        item.id = learnt;
      }),
    );
    item.id = id;
    // Its children are not saved yet: the saved record starts without them.
    record = ownFields(item, level, () => []);
    place(record);
  } else {
    for (const children of childCollections(level, item, record, path))
      await makeRoom(
        call,
        children.child,
        children.items,
        children.savedItems,
        children.path,
        record.id as number,
      );
    await updateRecord(call, level, item, record, path, parentId);
  }
  for (const children of childCollections(level, item, record, path))
    await syncCollection(
      call,
      children.child,
      children.items,
      children.savedItems,
      children.path,
      record.id as number,
    );
}

const kindOf = (level: SettingsLevel, item: Loose) => (level.kind ? level.kind(item) : '');

/**
 * What makes room in a collection before its parent changes: removed items, items whose kind changed
 * (the new kind is created later), and changes the level says make room.
 */
async function makeRoom(
  call: SettingsCall,
  level: SettingsLevel,
  items: Loose[],
  saved: Loose[],
  path: string,
  parentId: number,
): Promise<void> {
  for (const stale of [...saved]) {
    const kept = items.find((item) => item.id === stale.id);
    if (kept && kindOf(level, kept) === kindOf(level, stale)) continue;
    if (!level.remove) continue;
    const remove = level.remove;
    await attempt(path, () => remove(call, stale, parentId));
    saved.splice(saved.indexOf(stale), 1);
    if (kept) delete kept.id;
  }
  const makesRoom = level.makesRoom;
  if (!makesRoom) return;
  for (const [index, item] of items.entries()) {
    const record = saved.find((candidate) => item.id !== undefined && candidate.id === item.id);
    if (record && makesRoom(item, record))
      await updateRecord(call, level, item, record, `${path}.${index}`, parentId);
  }
}

async function syncCollection(
  call: SettingsCall,
  level: SettingsLevel,
  items: Loose[],
  saved: Loose[],
  path: string,
  parentId: number,
): Promise<void> {
  await makeRoom(call, level, items, saved, path, parentId);
  for (const [index, item] of items.entries()) {
    if (level.place) item[level.place] = index;
    const match = item.id === undefined ? undefined : saved.find((record) => record.id === item.id);
    await syncItem(call, level, item, match, `${path}.${index}`, parentId, (record) => saved.push(record));
  }
  const ids = items.map((item) => item.id as number);
  if (
    level.reorder &&
    !same(
      ids,
      saved.map((record) => record.id),
    )
  ) {
    const reorder = level.reorder;
    await attempt(path, () => reorder(call, ids, parentId));
    saved.sort((a, b) => ids.indexOf(a.id as number) - ids.indexOf(b.id as number));
  }
}

/**
 * Takes the backend from `saved` (what it holds) to `values` (what the form shows) for the campaign
 * `campaignId`. Never throws for a refused call: the result names it, with the state reached so far.
 */
export async function syncSettings<Values extends object>(
  sync: SettingsSync,
  call: SettingsCall,
  saved: Values,
  values: Values,
  campaignId: number,
): Promise<SyncResult<Values>> {
  const savedState = structuredClone(saved) as Record<string, unknown>;
  const current = structuredClone(values) as Record<string, unknown>;
  const result = () => ({ saved: savedState as Values, current: current as Values });
  try {
    if (sync.many) {
      const savedItems = (savedState[sync.field] ?? []) as Loose[];
      savedState[sync.field] = savedItems;
      await syncCollection(
        call,
        sync.level,
        current[sync.field] as Loose[],
        savedItems,
        sync.field,
        campaignId,
      );
    } else {
      const savedRecord = savedState[sync.field] as Loose;
      await syncItem(
        call,
        sync.level,
        current[sync.field] as Loose,
        savedRecord.id === undefined ? undefined : savedRecord,
        sync.field,
        campaignId,
        (record) => {
          savedState[sync.field] = record;
        },
      );
    }
    return result();
  } catch (error) {
    if (error instanceof FailedCall)
      return { ...result(), failure: { path: error.path, error: error.cause } };
    throw error;
  }
}
