import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import type { Campaign, Player } from '../../../db/schema';
import type {
  AwardPrizeDto,
  LeaderboardRowDto,
  LiveFiguresDto,
  PlayerEngagementDto,
  ProgressDto,
} from '../../../schemas/engine';
import { loadCurrency, rowsOf } from './batch';
import { loadCompetitions, type PlaceRule } from './competitions';
import { prizeValue } from './effects';
import { loadMissions, timesAllowed } from './missions';
import { excludedAt, inControlGroup } from './participation';
import { loadPrizeDrops, totalDrops } from './prize-drops';
import { RANK_ORDER, ranks, ranksBefore } from './standings';
import { progressTowardNext, shownUnits, storedUnits } from './tasks';

const POT_HISTORY_POINTS = 200;
const PLAYER_AWARDS = 100;
const LIVE_TOP = 10;

/** A place's prize on the leaderboard: its first prize's kind, the value of all its prizes. */
function placePrize(places: readonly PlaceRule[], position: number, currency: string): AwardPrizeDto | null {
  const place = places.find(
    (candidate) => position >= candidate.lowerPosition && position <= candidate.upperPosition,
  );
  if (!place || place.prizes.length === 0) return null;
  const value = place.prizes.reduce((sum, prize) => sum + prizeValue(prize), 0);
  return { kind: place.prizes[0].kind, value: Math.round(value * 100) / 100, currency };
}

/**
 * What the engine recorded, for staff and operators' screens: a competition's leaderboard (final once
 * settled), a player's mission progress, a campaign's live figures and a player's engagement. Access
 * to the campaign is checked by the routes.
 */
export function createEngineReads(db: Executor) {
  const isSettled = async (campaignId: number) =>
    (await rowsOf(db, sql`select 1 from engine_settlements where campaign_id = ${campaignId}`)).length > 0;

  async function leaderboard(
    campaign: Pick<Campaign, 'id' | 'endDate'>,
    page: { limit: number; offset: number },
    playerHash?: string,
  ): Promise<{ count: number; results: LeaderboardRowDto[]; final: boolean }> {
    const [{ baseCurrency }, competitions, final] = [
      await loadCurrency(db),
      await loadCompetitions({ tx: db }, [campaign.id]),
      await isSettled(campaign.id),
    ];
    const places = competitions.get(campaign.id)?.places ?? [];
    const toRow = (row: { hash: string; points: number; position: number }): LeaderboardRowDto => ({
      position: Number(row.position),
      player: row.hash,
      points: row.points,
      prize: placePrize(places, Number(row.position), baseCurrency),
    });
    const onlyPlayer = playerHash === undefined ? sql`true` : sql`p.hash = ${playerHash}`;
    if (final) {
      const [{ count }] = await rowsOf<{ count: number }>(
        db,
        sql`select count(*)::int as count from engine_standings s join players p on p.id = s.player_id
            where s.campaign_id = ${campaign.id} and s.position is not null and ${onlyPlayer}`,
      );
      const rows = await rowsOf<{ hash: string; points: number; position: number }>(
        db,
        sql`select p.hash, s.points::float8 as points, s.position from engine_standings s
            join players p on p.id = s.player_id
            where s.campaign_id = ${campaign.id} and s.position is not null and ${onlyPlayer}
            order by s.position limit ${page.limit} offset ${page.offset}`,
      );
      return { count, results: rows.map(toRow), final };
    }
    const now = sql`${new Date().toISOString()}::timestamptz`;
    if (playerHash !== undefined) {
      const rows = await rowsOf<{ hash: string; points: number; position: number }>(
        db,
        sql`select p.hash, s.points::float8 as points,
                   1 + (select count(*) from engine_standings s2 join players p2 on p2.id = s2.player_id
                        where s2.campaign_id = s.campaign_id and ${ranksBefore('s2')}
                          and ${ranks(now, 's2', 'p2')})::int as position
            from engine_standings s join players p on p.id = s.player_id
            where s.campaign_id = ${campaign.id} and p.hash = ${playerHash} and ${ranks(now)}`,
      );
      return {
        count: rows.length,
        results: page.offset === 0 ? rows.slice(0, page.limit).map(toRow) : [],
        final,
      };
    }
    const [{ count }] = await rowsOf<{ count: number }>(
      db,
      sql`select count(*)::int as count from engine_standings s join players p on p.id = s.player_id
          where s.campaign_id = ${campaign.id} and ${ranks(now)}`,
    );
    const rows = await rowsOf<{ hash: string; points: number }>(
      db,
      sql`select p.hash, s.points::float8 as points from engine_standings s join players p on p.id = s.player_id
          where s.campaign_id = ${campaign.id} and ${ranks(now)}
          order by ${RANK_ORDER} limit ${page.limit} offset ${page.offset}`,
    );
    return {
      count,
      results: rows.map((row, index) => toRow({ ...row, position: page.offset + index + 1 })),
      final,
    };
  }

  return {
    leaderboard,

    /** A player's progress in a mission campaign's missions; null when there is no such player. */
    async progress(campaign: Campaign, playerHash: string): Promise<ProgressDto | null> {
      const [player] = await rowsOf<{
        id: number;
        blocked: boolean;
        self_excluded: boolean;
        excluded_since: string | null;
      }>(db, sql`select id, blocked, self_excluded, excluded_since from players where hash = ${playerHash}`);
      if (!player) return null;
      const chain = (await loadMissions({ tx: db }, [campaign.id])).get(campaign.id) ?? [];
      const states = await rowsOf<{ task_id: number; progress: number; completions: number }>(
        db,
        sql`select task_id, progress::float8 as progress, completions from engine_task_progress
            where task_kind = 'mission' and campaign_id = ${campaign.id} and player_id = ${player.id}`,
      );
      const [joined] = await rowsOf<{ joined: string }>(
        db,
        sql`select joined from campaign_participations where campaign_id = ${campaign.id} and player_id = ${player.id}`,
      );
      const byTask = new Map(states.map((state) => [state.task_id, state]));
      let unlocked = true;
      const missions = chain.map((mission) => {
        const allowed = timesAllowed(mission);
        const tasks = mission.tasks.map((task) => {
          const state = byTask.get(task.id);
          const units = {
            progress: storedUnits(task, state?.progress ?? 0),
            completions: state?.completions ?? 0,
          };
          const toward = progressTowardNext(task, units, allowed);
          return {
            task_id: task.id,
            type: task.type,
            progress: shownUnits(task, toward.progress),
            target: shownUnits(task, toward.target),
            completed: units.completions >= allowed,
            times_completed: units.completions,
          };
        });
        const times = tasks.length === 0 ? 0 : Math.min(...tasks.map((task) => task.times_completed));
        const dto = {
          mission_id: mission.id,
          position: mission.position,
          unlocked,
          times_completed: times,
          times_allowed: Number.isFinite(allowed) ? allowed : 0,
          tasks,
        };
        unlocked = unlocked && times > 0;
        return dto;
      });
      return {
        player: playerHash,
        excluded: excludedAt(
          {
            blocked: player.blocked,
            selfExcluded: player.self_excluded,
            excludedSince: player.excluded_since === null ? null : new Date(player.excluded_since),
          },
          new Date(),
        ),
        control_group: inControlGroup(campaign, player.id),
        joined: joined ? new Date(joined.joined).toISOString() : null,
        missions,
      };
    },

    /** The campaign's live figures (reports step, statistics). */
    async live(campaign: Campaign): Promise<LiveFiguresDto> {
      const { baseCurrency } = await loadCurrency(db);
      const groups = await rowsOf<{ control_group: boolean; participants: number; completions: number }>(
        db,
        sql`select control_group, count(*)::int as participants, count(completed)::int as completions
            from campaign_participations where campaign_id = ${campaign.id} group by control_group`,
      );
      const side = (control: boolean) => {
        const row = groups.find((group) => group.control_group === control);
        const participants = row?.participants ?? 0;
        const completions = row?.completions ?? 0;
        return {
          participants,
          completions,
          completion_rate: participants > 0 ? Math.round((completions / participants) * 10000) / 10000 : 0,
        };
      };
      const [awards] = await rowsOf<{ count: number; value: number }>(
        db,
        sql`select count(*)::int as count, coalesce(sum(value), 0)::float8 as value from engine_awards
            where campaign_id = ${campaign.id} and cancelled is null`,
      );
      const drop = (await loadPrizeDrops({ tx: db }, [campaign.id])).get(campaign.id);
      let drops: LiveFiguresDto['drops'] = null;
      if (drop) {
        const [{ won }] = await rowsOf<{ won: number }>(
          db,
          sql`select count(*)::int as won from engine_awards
              where campaign_id = ${campaign.id} and source = 'prize_drop' and cancelled is null`,
        );
        const total = totalDrops(drop);
        drops = { won, left: Math.max(0, total - won), total };
      }
      const [pot] = await rowsOf<{ pot: number; wins: number }>(
        db,
        sql`select pot::float8 as pot, wins from engine_jackpot_pots where campaign_id = ${campaign.id}`,
      );
      const [jackpot] = await rowsOf<{ start_on_value: number | null }>(
        db,
        sql`select start_on_value::float8 as start_on_value from jackpots where campaign_id = ${campaign.id}`,
      );
      let potFigures: LiveFiguresDto['pot'] = null;
      if (jackpot) {
        const history = await rowsOf<{ at: string; pot: number; won: boolean }>(
          db,
          sql`select at, pot, won from (
                select at, pot::float8 as pot, won, id from engine_jackpot_pot_history
                where campaign_id = ${campaign.id} order by at desc, id desc limit ${POT_HISTORY_POINTS}
              ) as latest order by at, id`,
        );
        potFigures = {
          value: pot?.pot ?? jackpot.start_on_value ?? 0,
          currency: baseCurrency,
          wins: pot?.wins ?? 0,
          history: history.map((point) => ({
            at: new Date(point.at).toISOString(),
            pot: point.pot,
            won: point.won,
          })),
        };
      }
      const board = await leaderboard(campaign, { limit: LIVE_TOP, offset: 0 });
      const control = side(true);
      const rest = side(false);
      return {
        campaign: campaign.id,
        type: campaign.type,
        status: campaign.status,
        participants: control.participants + rest.participants,
        completions: control.completions + rest.completions,
        awards: { count: awards.count, value: Math.round(awards.value * 100) / 100, currency: baseCurrency },
        control_group: control,
        rest,
        drops: drop ? drops : null,
        pot: potFigures,
        leaderboard: board.results,
        final: board.final,
      };
    },

    /**
     * A player's engagement in the campaigns `visible` lets the staff member see: progress, position and
     * points, times completed, their awards, and the exclusion flags.
     */
    async engagement(
      player: Player,
      visible: { ownerId: number } | 'all' | 'none',
    ): Promise<PlayerEngagementDto> {
      const { baseCurrency } = await loadCurrency(db);
      const seen =
        visible === 'all'
          ? sql`true`
          : visible === 'none'
            ? sql`false`
            : sql`c.creator_id = ${visible.ownerId}`;
      const rows = await rowsOf<{
        id: number;
        name: string;
        type: Campaign['type'];
        status: Campaign['status'];
        joined: string;
        control_group: boolean;
        tasks_done: number;
        tasks_total: number;
        times_completed: number | null;
        points: number | null;
        position: number | null;
        settled: boolean;
      }>(
        db,
        sql`select c.id, c.name, c.type, c.status, cp.joined, cp.control_group,
                   (select count(*)::int from engine_task_progress t
                     where t.task_kind = 'mission' and t.campaign_id = c.id and t.player_id = cp.player_id
                       and t.completions > 0) as tasks_done,
                   (select count(*)::int from mission_tasks mt join missions m on m.id = mt.mission_id
                     where m.campaign_id = c.id) as tasks_total,
                   (select min(times_completed)::int from engine_mission_progress mp
                     where mp.campaign_id = c.id and mp.player_id = cp.player_id) as times_completed,
                   s.points::float8 as points, s.position,
                   exists (select 1 from engine_settlements es where es.campaign_id = c.id) as settled
            from campaign_participations cp
            join campaigns c on c.id = cp.campaign_id
            left join engine_standings s on s.campaign_id = c.id and s.player_id = cp.player_id
            where cp.player_id = ${player.id} and ${seen}
            order by cp.joined desc, c.id desc`,
      );
      const campaigns = [];
      for (const row of rows) {
        let position: number | null = row.position;
        if (row.points !== null && !row.settled) {
          const [mine] = (
            await leaderboard({ id: row.id, endDate: null }, { limit: 1, offset: 0 }, player.hash)
          ).results;
          position = mine?.position ?? null;
        }
        campaigns.push({
          campaign: { id: row.id, name: row.name, type: row.type, status: row.status },
          joined: new Date(row.joined).toISOString(),
          control_group: row.control_group,
          tasks_done: row.tasks_done,
          tasks_left: Math.max(0, row.tasks_total - row.tasks_done),
          times_completed: row.times_completed ?? (row.position !== null ? 1 : 0),
          position,
          points: row.points,
        });
      }
      const awards = await rowsOf<{
        id: number;
        campaign_id: number;
        name: string;
        source: string;
        kind: string;
        value: number;
        awarded: string;
        cancelled: string | null;
      }>(
        db,
        sql`select a.id, a.campaign_id, c.name, a.source, a.prize->>'kind' as kind, a.value::float8 as value,
                   a.awarded, a.cancelled
            from engine_awards a join campaigns c on c.id = a.campaign_id
            where a.player_id = ${player.id} and ${seen}
            order by a.awarded desc, a.id desc limit ${PLAYER_AWARDS}`,
      );
      return {
        player: player.hash,
        blocked: player.blocked,
        self_excluded: player.selfExcluded,
        excluded_since: player.excludedSince?.toISOString() ?? null,
        campaigns,
        awards: awards.map((award) => ({
          id: Number(award.id),
          campaign: { id: award.campaign_id, name: award.name },
          source: award.source,
          prize: { kind: award.kind, value: award.value, currency: baseCurrency },
          awarded: new Date(award.awarded).toISOString(),
          cancelled: award.cancelled === null ? null : new Date(award.cancelled).toISOString(),
        })),
      };
    },
  };
}

export type EngineReads = ReturnType<typeof createEngineReads>;
