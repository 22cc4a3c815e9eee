import { asc, inArray, sql } from 'drizzle-orm';
import { missions, missionTasks, taskPrizes, type Mission, type TaskPrize } from '../../../db/schema';
import { cents, jsonRows, rowsOf, intArray, type Batch } from './batch';
import { awardedPrize, prizeValue } from './effects';
import { joinOf } from './participation';
import type { CampaignRules, PreparedRules, RulesInput } from './rules';
import { loadTaskStates } from './task-progress';
import { advance, countedKind, measure, roundAmounts, roundGames, type TaskRule } from './tasks';

export type MissionTaskRule = TaskRule & { campaignId: number; missionId: number; prizes: TaskPrize[] };
export type MissionRule = Mission & {
  tasks: MissionTaskRule[];
  /** Scratch space for the rules' walk: each task's completions before the event in hand. */
  before: number[];
};

/** The least of the first `length` numbers. */
function leastOf(numbers: readonly number[], length: number): number {
  let least = Number.POSITIVE_INFINITY;
  for (let index = 0; index < length; index += 1) least = Math.min(least, numbers[index]);
  return least;
}

/** How often a mission can be completed: once, or its repeat count when repeatable (no count: no limit). */
export const timesAllowed = (mission: Pick<Mission, 'repeatable' | 'repeatCount'>) =>
  mission.repeatable ? (mission.repeatCount ?? Number.POSITIVE_INFINITY) : 1;

/** A campaign's missions (one, or a mission v2's chain in order) with their tasks (in order) and prizes. */
export async function loadMissions(batch: Pick<Batch, 'tx'>, campaignIds: readonly number[]) {
  const byCampaign = new Map<number, MissionRule[]>();
  if (campaignIds.length === 0) return byCampaign;
  const missionRows = await batch.tx
    .select()
    .from(missions)
    .where(inArray(missions.campaignId, [...campaignIds]))
    .orderBy(asc(missions.campaignId), asc(missions.position), asc(missions.id));
  const missionIds = missionRows.map((mission) => mission.id);
  const taskRows =
    missionIds.length === 0
      ? []
      : await batch.tx
          .select()
          .from(missionTasks)
          .where(inArray(missionTasks.missionId, missionIds))
          .orderBy(asc(missionTasks.position), asc(missionTasks.id));
  const taskIds = taskRows.map((task) => task.id);
  const prizeRows =
    taskIds.length === 0
      ? []
      : await batch.tx
          .select()
          .from(taskPrizes)
          .where(inArray(taskPrizes.taskId, taskIds))
          .orderBy(asc(taskPrizes.position), asc(taskPrizes.id));
  for (const mission of missionRows) {
    const tasks = taskRows
      .filter((task) => task.missionId === mission.id)
      .map((task) => ({
        ...task,
        campaignId: mission.campaignId,
        prizes: prizeRows.filter((prize) => prize.taskId === task.id),
      }));
    const list = byCampaign.get(mission.campaignId) ?? [];
    list.push({ ...mission, tasks, before: tasks.map(() => 0) });
    byCampaign.set(mission.campaignId, list);
  }
  return byCampaign;
}

/** The award key of a task's n-th completion's prize; `taskAwardPrefix` covers all its prizes. */
const taskAwardPrefix = (taskId: number, playerId: number, completion: number) =>
  `task:${taskId}:${playerId}:${completion}:`;

/**
 * Missions, mission v2 and sportsbook missions: every task type counted as the builder defines it, tasks
 * in order when the mission says so (a task counts only while the one before is ahead of it), repeatable
 * up to its count (the mission is completed as often as its least-completed task), a v2 chain's missions
 * unlocked one after another. Each completion of a task creates its prizes' awards; a rollback that
 * takes a completion back cancels them.
 */
async function prepare(batch: Batch, campaignIds: readonly number[]): Promise<PreparedRules> {
  const byCampaign = await loadMissions(batch, campaignIds);
  // The event kinds each campaign's tasks count (a sportsbook mission has nothing to do with a game
  // round) and the games its rounds must be on: most of a batch's rounds count for few missions.
  const scopes = new Map(
    [...byCampaign].map(([campaignId, chain]) => {
      const tasks = chain.flatMap((mission) => mission.tasks);
      return [campaignId, { kinds: new Set(tasks.map(countedKind)), games: roundGames(tasks) }];
    }),
  );
  return {
    scope: (campaignId) => scopes.get(campaignId),
    apply: (input) => apply(input, byCampaign),
  };
}

async function apply(
  { batch, entries, campaignIds, effects }: RulesInput,
  byCampaign: ReadonlyMap<number, MissionRule[]>,
): Promise<void> {
  const tasks = new Map<number, MissionTaskRule>();
  for (const list of byCampaign.values())
    for (const mission of list) for (const task of mission.tasks) tasks.set(task.id, task);
  const states = await loadTaskStates(batch, 'mission', tasks, campaignIds);
  const missionTimes = new Map<
    string,
    { campaignId: number; missionId: number; playerId: number; times: number; at: Date | null }
  >();

  const completionsOf = (mission: MissionRule, playerId: number) => {
    let least = mission.tasks.length === 0 ? 0 : Number.POSITIVE_INFINITY;
    for (const task of mission.tasks) least = Math.min(least, states.peek(task, playerId).completions);
    return least;
  };

  // Tens of thousands of entries a batch, most of which count for none of their mission's tasks: what
  // the event measures comes first (it depends on the event alone), the player's states only after.
  for (const entry of entries) {
    const { event, player, sign } = entry;
    const chain = byCampaign.get(entry.campaign.id) ?? [];
    let counted = false;
    for (let index = 0; index < chain.length; index += 1) {
      const mission = chain[index];
      if (index > 0 && completionsOf(chain[index - 1], player.id) < 1) break;
      const round = roundAmounts(batch, event);
      if (round && mission.minBet !== null && round.bet < cents(mission.minBet)) continue;
      const allowed = timesAllowed(mission);
      // The tasks' completions before the event (scratch space of the mission's, not an array a time).
      const before = mission.before;
      for (let position = 0; position < mission.tasks.length; position += 1)
        before[position] = states.peek(mission.tasks[position], player.id).completions;
      let changed = false;
      for (let position = 0; position < mission.tasks.length; position += 1) {
        const task = mission.tasks[position];
        // Tasks in order: a task counts only while the one before is ahead of it (asked before the event
        // is measured: for most rounds only the first task is open, and it is not on the round's game).
        if (mission.tasksInOrder && position > 0 && before[position - 1] <= before[position]) continue;
        const units = measure(batch, task, event);
        if (units === null) continue;
        counted = true;
        changed = true;
        const state = states.of(task, player.id);
        const limit =
          mission.tasksInOrder && position > 0
            ? Math.min(allowed, states.peek(mission.tasks[position - 1], player.id).completions)
            : allowed;
        const had = state.completions;
        const now = advance(task, state, units, sign, limit, event.occurredAt);
        for (let completion = had + 1; completion <= now && !entry.controlGroup; completion += 1)
          for (const prize of task.prizes)
            effects.award({
              key: `${taskAwardPrefix(task.id, player.id, completion)}${prize.id}`,
              campaignId: entry.campaign.id,
              playerId: player.id,
              source: 'task',
              prize: awardedPrize(prize),
              value: prizeValue(prize),
              at: event.occurredAt,
            });
        for (let completion = now + 1; completion <= had; completion += 1)
          effects.cancel(entry.campaign.id, taskAwardPrefix(task.id, player.id, completion));
      }
      // No task counted the event: the mission's count is as it was.
      if (!changed) continue;
      const times = completionsOf(mission, player.id);
      const key = `${mission.id}:${player.id}`;
      const known = missionTimes.get(key);
      // Written when the count changes (or was written in this batch): most rounds change no mission.
      if (!known && mission.tasks.length > 0 && times === leastOf(before, mission.tasks.length)) continue;
      missionTimes.set(key, {
        campaignId: entry.campaign.id,
        missionId: mission.id,
        playerId: player.id,
        times,
        at: times > 0 && (!known || known.times < times) ? event.occurredAt : (known?.at ?? null),
      });
    }
    if (counted) {
      effects.touch(entry.campaign.id);
      if (sign > 0) effects.join(joinOf(entry));
      if (chain.length > 0 && chain.every((mission) => completionsOf(mission, player.id) > 0))
        effects.complete(entry.campaign.id, player.id, event.occurredAt);
    }
  }
  await states.save();
  await saveMissionTimes(batch, [...missionTimes.values()]);
}

/** Mission completion counts (what the chain unlocks and the progress API reads). */
async function saveMissionTimes(
  batch: Batch,
  rows: Array<{ campaignId: number; missionId: number; playerId: number; times: number; at: Date | null }>,
) {
  if (rows.length === 0) return;
  await batch.tx.execute(sql`
    insert into engine_mission_progress as m (mission_id, player_id, campaign_id, times_completed, completed_at, updated)
    select r.mission_id, r.player_id, r.campaign_id, r.times, r.at, ${batch.now.toISOString()}
    from jsonb_to_recordset(${jsonRows(
      rows.map((row) => ({
        mission_id: row.missionId,
        player_id: row.playerId,
        campaign_id: row.campaignId,
        times: row.times,
        at: row.at?.toISOString() ?? null,
      })),
    )}) as r(mission_id int, player_id int, campaign_id int, times int, at timestamptz)
    order by r.mission_id, r.player_id
    on conflict (mission_id, player_id) do update set
      times_completed = excluded.times_completed,
      completed_at = coalesce(excluded.completed_at, m.completed_at), updated = excluded.updated`);
}

/** Completion counts of the player's missions in these campaigns (reads). */
export async function missionTimesOf(
  batch: Pick<Batch, 'tx'>,
  campaignIds: readonly number[],
  playerId: number,
) {
  const rows = await rowsOf<{ mission_id: number; times_completed: number }>(
    batch.tx,
    sql`select mission_id, times_completed from engine_mission_progress
        where campaign_id = any(${intArray(campaignIds)}) and player_id = ${playerId}`,
  );
  return new Map(rows.map((row) => [row.mission_id, row.times_completed]));
}

export const missionRules: CampaignRules = {
  types: ['mission', 'missionV2', 'sportsbookMission'],
  prepare,
};
