import { count, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/client';
import { playerEvents, type PlayerFilters } from '../db/schema';
import { createRepositories } from '../repositories';
import { MAX_EVENTS_PER_BATCH } from '../schemas/events';
import { applyCampaignEffects } from '../services/engine/campaigns';
import { createEventIngest } from '../services/engine/ingest-service';
import { createEngineWorker } from '../services/engine/worker';
import { createPayouts } from '../services/payouts/delivery';
import { ACTIVE_PLAYERS } from './demo-player-activity';

/** Players of each active or finished demo campaign who get activity in its window. */
const PARTICIPANTS_PER_CAMPAIGN = 150;
/** Game rounds each participant plays after their deposit (games 1–200, those the demo's tasks name). */
const ROUNDS_PER_PARTICIPANT = 3;
const DEMO_GAMES = 200;
const MINUTE = 60_000;

interface HistoryCampaign {
  id: number;
  type: string;
  status: string;
  start_date: string | Date;
  end_date: string | Date | null;
  opt_in: boolean;
  filters: PlayerFilters | null;
}

interface HistoryPlayer {
  id: number;
  hash: string;
  currency: string;
  market: string | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const noop = () => undefined;
/** The worker logs only when it runs as a loop; the demo's history drains it directly. */
const silentLog: FastifyBaseLogger = {
  level: 'silent',
  fatal: noop,
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => silentLog,
};

/**
 * The demo's past activity as a platform would have sent it: for each active and finished campaign, a
 * few of the players with a history (in its target group's market) opt in when it asks for it, then
 * deposit and play a few rounds (a sportsbook mission's players bet on sports) inside its window. The
 * events go through the same ingest as `POST v1/events/` and are applied by the engine's worker, so
 * participations, progress, standings, draws, pots, awards and costs are all the engine's own figures.
 * Finished campaigns are reopened while their history is applied (the engine applies events only to
 * active campaigns) and closed again after; the awards' payouts are recorded as paid. Only while
 * no event was ever stored; returns how many it sent.
 */
export async function seedDemoHistory(db: Executor, now: number = Date.now()): Promise<number> {
  const [{ n: stored }] = await db.select({ n: count() }).from(playerEvents);
  if (stored > 0) return 0;
  const campaignRows = rowsOf<HistoryCampaign>(
    await db.execute(sql`
      select c.id, c.type, c.status, c.start_date, c.end_date, c.opt_in, g.filters
      from campaigns c left join target_groups g on g.id = c.target_group_id
      where c.status in ('AC', 'FI') and not c.is_template and c.start_date is not null
      order by c.id`),
  );
  if (campaignRows.length === 0) return 0;
  const players = rowsOf<HistoryPlayer>(
    await db.execute(
      sql`select id, hash, currency, market from players where id <= ${ACTIVE_PLAYERS} order by id`,
    ),
  );
  const repos = createRepositories(db);
  const casino = await repos.casino.get();
  const currencies = new Set(casino?.currencies ?? []);
  const fallbackCurrency = casino?.currencies[0] ?? 'EUR';

  const events = campaignRows.flatMap((campaign) =>
    campaignEvents(
      campaign,
      players,
      (player) => (currencies.has(player.currency) ? player.currency : fallbackCurrency),
      now,
    ),
  );
  if (events.length === 0) return 0;

  const finished = campaignRows.filter((campaign) => campaign.status === 'FI').map((c) => c.id);
  const ingest = createEventIngest({ db, repos, onStored: noop });
  const worker = createEngineWorker({
    db,
    events: repos.playerEvents,
    applyCampaigns: applyCampaignEffects,
    log: silentLog,
    onApplied: noop,
  });
  const reopen = (status: 'AC' | 'FI') =>
    finished.length === 0
      ? Promise.resolve()
      : db.execute(
          sql`update campaigns set status = ${status} where id in (${sql.join(
            finished.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
  for (let from = 0; from < events.length; from += MAX_EVENTS_PER_BATCH)
    await ingest({ events: events.slice(from, from + MAX_EVENTS_PER_BATCH) }, new Date(now));
  await reopen('AC');
  try {
    await worker.drain(new Date(now));
  } finally {
    await reopen('FI');
  }
  // The awards' payouts, made as a running instance makes them; being history, they were paid when won
  // (a fresh demo must not start by crediting hundreds of old prizes to the platform).
  while ((await db.transaction((tx) => createPayouts(tx, new Date(now)))) > 0);
  await db.execute(sql`
    update payouts p set state = 'paid', attempts = 1, sent = a.awarded, paid = a.awarded,
      created = a.awarded, updated = a.awarded
    from engine_awards a where a.id = p.award_id and p.state in ('pending', 'held')`);
  await db.execute(sql`analyze`);
  return events.length;
}

/** One campaign's share of the history: every participant's events, in its window (all in the past). */
function campaignEvents(
  campaign: HistoryCampaign,
  players: readonly HistoryPlayer[],
  currencyOf: (player: HistoryPlayer) => string,
  now: number,
): Record<string, unknown>[] {
  const start = new Date(campaign.start_date).getTime();
  const end = Math.min(campaign.end_date ? new Date(campaign.end_date).getTime() : now, now) - 10 * MINUTE;
  if (end <= start) return [];
  const markets = campaign.filters?.markets ?? [];
  const eligible = players.filter((player) => markets.length === 0 || markets.includes(player.market ?? ''));
  const step = Math.max(1, Math.floor(eligible.length / PARTICIPANTS_PER_CAMPAIGN));
  const chosen = eligible.filter((_, index) => index % step === 0).slice(0, PARTICIPANTS_PER_CAMPAIGN);
  return chosen.flatMap((player, index) => {
    // Spread over the window, the same for every seed (no randomness: the demo is reproducible).
    const at =
      start + (((player.id * 7919 + campaign.id * 104729) % 1000) / 1000) * (end - start - 5 * MINUTE);
    const id = (what: string) => `demo-history-${campaign.id}-${player.id}-${what}`;
    const common = (what: string, offsetMinutes: number) => ({
      unique_id: id(what),
      player: player.hash,
      occurred_at: new Date(at + offsetMinutes * MINUTE).toISOString(),
    });
    const currency = currencyOf(player);
    const own: Record<string, unknown>[] = [];
    if (campaign.opt_in) own.push({ kind: 'opt_in', ...common('opt-in', 0), campaign: campaign.id });
    if (campaign.type === 'sportsbookMission') {
      const stake = 5 + ((player.id + index) % 26);
      const odds = 1.5 + ((player.id * 3 + index) % 20) / 10;
      const won = (player.id + campaign.id) % 3 !== 0;
      own.push({
        kind: 'sportsbet',
        ...common('sportsbet', 1),
        bet_id: id('bet'),
        stake: stake.toFixed(2),
        currency,
        odds: Number(odds.toFixed(2)),
        sport: 'Football',
        league: 'Bundesliga',
        market: 'Match result',
        status: won ? 'won' : 'lost',
        payout: won ? (stake * odds).toFixed(2) : '0.00',
      });
      return own;
    }
    own.push({
      kind: 'deposit',
      ...common('deposit', 1),
      amount: (20 + ((player.id * 7 + campaign.id) % 19) * 10).toFixed(2),
      currency,
      method: 'visa',
    });
    for (let round = 0; round < ROUNDS_PER_PARTICIPANT; round += 1) {
      const bet = 1 + ((player.id + round * 3 + campaign.id) % 10);
      const multiplier = (player.id + round) % 4;
      own.push({
        kind: 'gameround',
        ...common(`round-${round}`, 2 + round),
        game: 1 + ((player.id * 31 + campaign.id * 17 + round * 7) % DEMO_GAMES),
        round_id: id(`round-${round}`),
        bet: bet.toFixed(2),
        win: (bet * multiplier).toFixed(2),
        currency,
      });
    }
    return own;
  });
}
