import { createdId, type SettingsLevel, type SyncedItem } from './settingsCalls';

/*
 * The levels most types' settings are saved by, for their save modules (`missionSync.ts` and the like),
 * which load with the first save: kept apart from `settingsCalls.ts`, which the settings' first read loads.
 */

/**
 * A type's own record of a campaign (spec §7: `v1/jackpots/jackpots/` and the like): POSTed with the
 * campaign's id, PATCHed at `{url}{id}/`.
 */
export function campaignRecordLevel<Item extends SyncedItem>(
  url: string,
  body: (item: Item) => object,
): SettingsLevel<Item> {
  return {
    body,
    create: (call, item, campaign) =>
      createdId(call({ url, method: 'post', data: { campaign, ...body(item) } })),
    update: (call, item, id) => call({ url: `${url}${id}/`, method: 'patch', data: body(item) }),
  };
}

/**
 * Tasks whose type is in their address (spec §7: `v1/missions/tasks/{type}/`, `v1/tournaments/tasks/{type}/`):
 * a new type is a new task; POSTed with their parent's id under `parent`, and put in order by one call.
 */
export function typedTaskLevel<Task extends SyncedItem & { type: string }>({
  tasksUrl,
  parent,
  reorderUrl,
  body,
}: {
  tasksUrl: string;
  parent: string;
  reorderUrl: (parentId: number) => string;
  body: (task: Task) => { type: string };
}): SettingsLevel<Task> {
  const urlOf = (task: Task) => `${tasksUrl}${task.type}/`;
  // The type is in the address, not the body.
  const fields = (task: Task): object => {
    const { type: _type, ...rest } = body(task);
    return rest;
  };
  return {
    kind: (task) => task.type,
    body: fields,
    create: (call, task, parentId) =>
      createdId(call({ url: urlOf(task), method: 'post', data: { [parent]: parentId, ...fields(task) } })),
    update: (call, task, id) => call({ url: `${urlOf(task)}${id}/`, method: 'patch', data: fields(task) }),
    remove: (call, task) => call({ url: `${urlOf(task)}${task.id}/`, method: 'delete' }),
    reorder: (call, tasks, parentId) => call({ url: reorderUrl(parentId), method: 'patch', data: { tasks } }),
  };
}
