import { asc, inArray, sql } from 'drizzle-orm';
import {
  competitionPlacePrizes,
  competitionPlaces,
  competitions,
  competitionTasks,
  type Competition,
  type CompetitionPlace,
  type CompetitionPlacePrize,
  type CompetitionTask,
} from '../../../db/schema';
import { columnsOf, jsonColumns } from '../../../db/columns';
import { bigintArray, boolArray, cents, intArray, timeArray, type Batch } from './batch';
import { joinOf } from './participation';
import { roundRules, type CampaignRules, type PreparedRules, type RulesInput } from './rules';
import { loadTaskStates } from './task-progress';
import { advance, measure, roundAmounts, roundGames, type TaskRule } from './tasks';

export type CompetitionTaskRule = TaskRule & { campaignId: number; points: number | null };
export type PlaceRule = CompetitionPlace & { prizes: CompetitionPlacePrize[] };
export type CompetitionRule = Competition & { tasks: CompetitionTaskRule[] };

/** Competition tasks have no deposit, netloss or sportsbook fields: they read as null. */
const asTaskRule = (task: CompetitionTask, campaignId: number): CompetitionTaskRule => ({
  ...task,
  campaignId,
  ranges: null,
  sport: null,
  league: null,
  market: null,
  betType: null,
  minOdds: null,
  settledStatus: null,
});

/**
 * The campaigns' tournaments and races with their tasks, in order: what the rules count with, read
 * every batch (the places and their prizes are the leaderboard's and the settlement's, never a bet's).
 */
async function loadCompetitionRules(batch: Pick<Batch, 'tx'>, campaignIds: readonly number[]) {
  const byCampaign = new Map<number, CompetitionRule>();
  if (campaignIds.length === 0) return byCampaign;
  const rows = await batch.tx
    .select()
    .from(competitions)
    .where(inArray(competitions.campaignId, [...campaignIds]));
  if (rows.length === 0) return byCampaign;
  const tasks = await batch.tx
    .select()
    .from(competitionTasks)
    .where(
      inArray(
        competitionTasks.competitionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(competitionTasks.position), asc(competitionTasks.id));
  for (const row of rows)
    byCampaign.set(row.campaignId, {
      ...row,
      tasks: tasks
        .filter((task) => task.competitionId === row.id)
        .map((task) => asTaskRule(task, row.campaignId)),
    });
  return byCampaign;
}

/** The campaigns' tournaments and races with their tasks and their places (with prizes), in order. */
export async function loadCompetitions(batch: Pick<Batch, 'tx'>, campaignIds: readonly number[]) {
  const rules = await loadCompetitionRules(batch, campaignIds);
  const byCampaign = new Map<number, CompetitionRule & { places: PlaceRule[] }>();
  if (rules.size === 0) return byCampaign;
  const places = await batch.tx
    .select()
    .from(competitionPlaces)
    .where(
      inArray(
        competitionPlaces.competitionId,
        [...rules.values()].map((rule) => rule.id),
      ),
    )
    .orderBy(asc(competitionPlaces.lowerPosition));
  const prizes =
    places.length === 0
      ? []
      : await batch.tx
          .select()
          .from(competitionPlacePrizes)
          .where(
            inArray(
              competitionPlacePrizes.placeId,
              places.map((place) => place.id),
            ),
          )
          .orderBy(asc(competitionPlacePrizes.position), asc(competitionPlacePrizes.id));
  for (const [campaignId, rule] of rules)
    byCampaign.set(campaignId, {
      ...rule,
      places: places
        .filter((place) => place.competitionId === rule.id)
        .map((place) => ({ ...place, prizes: prizes.filter((prize) => prize.placeId === place.id) })),
    });
  return byCampaign;
}

interface Standing {
  campaignId: number;
  playerId: number;
  points: number;
  scoredAt: Date;
  spins: number;
  attempt: number;
  attemptPoints: number;
  attemptSpins: number;
  controlGroup: boolean;
  changed: boolean;
}

/** Whether the score is a best single round (highest win or multiplier) rather than points added up. */
const ranksBestRound = (competition: Competition) =>
  competition.kind === 'tournament' &&
  (competition.tournamentType === 'highest_win' || competition.tournamentType === 'highest_multiplier');

/**
 * Tournaments and races. Each qualifying spin (a round on a task's games, at least the minimum bet)
 * advances the tasks; every completion of a task scores its points. A tournament restarts the attempt
 * after its spins before restart (task progress and attempt points back to 0) while attempts are left,
 * and ranks the best attempt; a race stops counting at its max spins. Highest win / highest multiplier
 * tournaments rank the best round. The leaderboard orders by points, then the earlier score.
 */
/** Only game rounds count, on the games the tasks list. */
const prepare = async (batch: Batch, campaignIds: readonly number[]): Promise<PreparedRules> =>
  roundRules(await loadCompetitionRules(batch, campaignIds), ({ tasks }) => roundGames(tasks), apply);

async function apply(
  { batch, entries, campaignIds, effects }: RulesInput,
  byCampaign: ReadonlyMap<number, CompetitionRule>,
): Promise<void> {
  const tasks = new Map<number, CompetitionTaskRule>();
  for (const competition of byCampaign.values())
    for (const task of competition.tasks) tasks.set(task.id, task);
  const states = await loadTaskStates(batch, 'competition', tasks, campaignIds);
  const standings = await loadStandings(batch, campaignIds);

  for (const entry of entries) {
    const { campaign, player, event, sign, controlGroup } = entry;
    const competition = byCampaign.get(campaign.id);
    const round = roundAmounts(batch, event);
    if (!competition || !round) continue;
    if (competition.minBet !== null && round.bet < cents(competition.minBet)) continue;
    const measured = competition.tasks.map((task) => measure(batch, task, event));
    if (measured.every((units) => units === null)) continue;
    const key = `${campaign.id}:${player.id}`;
    let standing = standings.get(key);
    if (!standing) {
      standing = {
        campaignId: campaign.id,
        playerId: player.id,
        points: 0,
        scoredAt: event.occurredAt,
        spins: 0,
        attempt: 1,
        attemptPoints: 0,
        attemptSpins: 0,
        controlGroup,
        changed: true,
      };
      standings.set(key, standing);
    }
    if (sign > 0) {
      if (
        competition.kind === 'race' &&
        competition.maxSpins !== null &&
        standing.spins >= competition.maxSpins
      )
        continue;
      const restartAfter = competition.kind === 'tournament' ? competition.spinsBeforeRestart : null;
      if (restartAfter !== null && restartAfter > 0 && standing.attemptSpins >= restartAfter) {
        if (competition.attempts !== null && standing.attempt >= competition.attempts) continue;
        standing.attempt += 1;
        standing.attemptSpins = 0;
        standing.attemptPoints = 0;
        for (const task of competition.tasks) {
          const state = states.of(task, player.id);
          Object.assign(state, { progress: 0, completions: 0, streak: 0, changed: true });
        }
      }
      standing.spins += 1;
      standing.attemptSpins += 1;
    }
    const before = standing.points;
    if (ranksBestRound(competition)) {
      if (sign > 0) {
        const score =
          competition.tournamentType === 'highest_win'
            ? round.win / 100
            : round.bet > 0
              ? round.win / round.bet
              : 0;
        standing.attemptPoints = Math.max(standing.attemptPoints, Math.round(score * 100) / 100);
      }
    } else {
      for (const [index, task] of competition.tasks.entries()) {
        const units = measured[index];
        if (units === null) continue;
        const state = states.of(task, player.id);
        const had = state.completions;
        const now = advance(task, state, units, sign, Number.POSITIVE_INFINITY, event.occurredAt);
        standing.attemptPoints =
          Math.round((standing.attemptPoints + (now - had) * (task.points ?? 0)) * 100) / 100;
      }
    }
    standing.points = competition.spinsBeforeRestart
      ? Math.max(standing.points, standing.attemptPoints)
      : standing.attemptPoints;
    // Ties go to the earlier score. A best round's score dates from that round (the first, of equal
    // ones); a sum dates from the player's latest counted bet — the latest of a set, whatever order
    // the bets arrive in, where "the bet that crossed the line" would depend on it.
    if (ranksBestRound(competition)) {
      if (
        standing.points > before ||
        (standing.points === before && sign > 0 && event.occurredAt < standing.scoredAt)
      )
        standing.scoredAt = event.occurredAt;
    } else if (sign > 0 && event.occurredAt > standing.scoredAt) standing.scoredAt = event.occurredAt;
    standing.changed = true;
    effects.touch(campaign.id);
    if (sign > 0) effects.join(joinOf(entry));
  }
  await states.save();
  await saveStandings(
    batch,
    [...standings.values()].filter((standing) => standing.changed),
  );
}

async function loadStandings(batch: Batch, campaignIds: readonly number[]) {
  const standings = new Map<string, Standing>();
  if (campaignIds.length === 0) return standings;
  const [
    campaignOf,
    playerOf,
    pointsOf,
    scoredAt,
    spinsOf,
    attemptOf,
    attemptPointsOf,
    attemptSpinsOf,
    controlGroupOf,
  ] = await columnsOf(
    batch.tx,
    sql`select ${jsonColumns(
      ...['campaign_id', 'player_id', 'points', 'scored_at', 'spins', 'attempt', 'attempt_points'],
      ...['attempt_spins', 'control_group'],
    )}
          from engine_standings
          where campaign_id = any(${intArray(campaignIds)}) and player_id = any(${intArray(batch.players.keys())})`,
  );
  campaignOf.forEach((campaignId, index) => {
    const playerId = playerOf[index] as number;
    standings.set(`${campaignId as number}:${playerId}`, {
      campaignId: campaignId as number,
      playerId,
      points: pointsOf[index] as number,
      scoredAt: new Date(scoredAt[index] as string),
      spins: spinsOf[index] as number,
      attempt: attemptOf[index] as number,
      attemptPoints: attemptPointsOf[index] as number,
      attemptSpins: attemptSpinsOf[index] as number,
      controlGroup: controlGroupOf[index] as boolean,
      changed: false,
    });
  });
  return standings;
}

async function saveStandings(batch: Batch, standings: Standing[]) {
  if (standings.length === 0) return;
  // Column by column, as task progress: points (two decimals) travel as whole hundredths.
  const column = <T>(of: (standing: Standing) => T) => standings.map(of);
  await batch.tx.execute(sql`
    insert into engine_standings as s (campaign_id, player_id, points, scored_at, spins, attempt, attempt_points,
      attempt_spins, control_group, updated)
    select r.campaign_id, r.player_id, r.points::numeric / 100, r.scored_at, r.spins, r.attempt,
      r.attempt_points::numeric / 100, r.attempt_spins, r.control_group, ${batch.now.toISOString()}
    from unnest(${intArray(column((standing) => standing.campaignId))},
      ${intArray(column((standing) => standing.playerId))},
      ${bigintArray(column((standing) => Math.round(standing.points * 100)))},
      ${timeArray(column((standing) => standing.scoredAt))}, ${intArray(column((standing) => standing.spins))},
      ${intArray(column((standing) => standing.attempt))},
      ${bigintArray(column((standing) => Math.round(standing.attemptPoints * 100)))},
      ${intArray(column((standing) => standing.attemptSpins))},
      ${boolArray(column((standing) => standing.controlGroup))})
      as r(campaign_id, player_id, points, scored_at, spins, attempt, attempt_points, attempt_spins, control_group)
    order by r.campaign_id, r.player_id
    on conflict (campaign_id, player_id) do update set
      points = excluded.points, scored_at = excluded.scored_at, spins = excluded.spins, attempt = excluded.attempt,
      attempt_points = excluded.attempt_points, attempt_spins = excluded.attempt_spins, updated = excluded.updated`);
}

export const competitionRules: CampaignRules = {
  types: ['tournament', 'race'],
  prepare,
};
