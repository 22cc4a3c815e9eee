import { sql } from 'drizzle-orm';
import { columnsOf, jsonColumns } from '../../../db/columns';
import type { EngineTaskKind } from '../../../db/tables/engine-campaigns';
import { bigintArray, intArray, timeArray, type Batch } from './batch';
import { countsMoney, emptyTaskState, storedUnits, type TaskRule, type TaskState } from './tasks';

type StoredState = TaskState & { taskId: number; playerId: number; campaignId: number };

/** What a player without progress on a task reads (never changed: `of` creates their own state). */
const NO_PROGRESS: Readonly<TaskState> = Object.freeze(emptyTaskState());

/**
 * The batch players' progress on the tasks of one kind (missions' or competitions'), read once, changed
 * in memory event by event, and written back in one statement.
 */
export async function loadTaskStates(
  batch: Batch,
  kind: EngineTaskKind,
  tasks: ReadonlyMap<number, TaskRule & { campaignId: number }>,
  campaignIds: readonly number[],
) {
  // Per task, then per player: a batch reads hundreds of thousands of states, so no string keys.
  const states = new Map<number, Map<number, StoredState>>();
  const ofTask = (taskId: number) => {
    let byPlayer = states.get(taskId);
    if (!byPlayer) {
      byPlayer = new Map();
      states.set(taskId, byPlayer);
    }
    return byPlayer;
  };
  if (campaignIds.length > 0) {
    const [taskOf, playerOf, campaignOf, progressOf, completionsOf, streakOf, completedAt] = await columnsOf(
      batch.tx,
      sql`select ${jsonColumns(
        ...['task_id', 'player_id', 'campaign_id', 'progress', 'completions', 'streak', 'completed_at'],
      )}
          from engine_task_progress
          where task_kind = ${kind} and campaign_id = any(${intArray(campaignIds)})
            and player_id = any(${intArray(batch.players.keys())})`,
    );
    taskOf.forEach((taskId, index) => {
      const task = tasks.get(taskId as number);
      if (!task) return;
      const playerId = playerOf[index] as number;
      ofTask(taskId as number).set(playerId, {
        taskId: taskId as number,
        playerId,
        campaignId: campaignOf[index] as number,
        progress: storedUnits(task, progressOf[index] as number),
        completions: completionsOf[index] as number,
        streak: streakOf[index] as number,
        completedAt: completedAt[index] === null ? null : new Date(completedAt[index] as string),
        changed: false,
      });
    });
  }

  return {
    /** The player's state on the task, to change (a fresh one when they have none yet). */
    of(task: TaskRule & { campaignId: number }, playerId: number): TaskState {
      const byPlayer = ofTask(task.id);
      let state = byPlayer.get(playerId);
      if (!state) {
        state = { ...emptyTaskState(), taskId: task.id, playerId, campaignId: task.campaignId };
        byPlayer.set(playerId, state);
      }
      return state;
    },
    /** The player's state on the task, to read (creates nothing: most players touch few tasks). */
    peek(task: Pick<TaskRule, 'id'>, playerId: number): Readonly<TaskState> {
      return states.get(task.id)?.get(playerId) ?? NO_PROGRESS;
    },
    async save(): Promise<void> {
      const changed = [...states.values()].flatMap((byPlayer) =>
        [...byPlayer.values()].filter((state) => state.changed),
      );
      if (changed.length === 0) return;
      // Column by column (arrays of whole numbers), not a JSON document of rows: a batch writes tens of
      // thousands of states. Units are cents or counts; the stored figure is the shown one (per unit).
      const column = <T>(of: (state: StoredState) => T) => changed.map(of);
      await batch.tx.execute(sql`
        insert into engine_task_progress as t
          (task_kind, task_id, player_id, campaign_id, progress, completions, streak, completed_at, updated)
        select ${kind}, r.task_id, r.player_id, r.campaign_id, r.units::numeric / r.per_unit, r.completions, r.streak,
               r.completed_at, ${batch.now.toISOString()}
        from unnest(${intArray(column((state) => state.taskId))}, ${intArray(column((state) => state.playerId))},
          ${intArray(column((state) => state.campaignId))}, ${bigintArray(column((state) => state.progress))},
          ${intArray(column((state) => (countsMoney(tasks.get(state.taskId)!) ? 100 : 1)))},
          ${intArray(column((state) => state.completions))}, ${intArray(column((state) => state.streak))},
          ${timeArray(column((state) => state.completedAt))})
          as r(task_id, player_id, campaign_id, units, per_unit, completions, streak, completed_at)
        order by r.task_id, r.player_id
        on conflict (task_kind, task_id, player_id) do update set
          progress = excluded.progress, completions = excluded.completions, streak = excluded.streak,
          completed_at = excluded.completed_at, updated = excluded.updated`);
    },
  };
}
