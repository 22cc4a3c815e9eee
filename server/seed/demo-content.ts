import { asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  CAMPAIGN_TYPES,
  campaigns,
  games,
  missions,
  missionTasks,
  players,
  taskPrizes,
  targetGroups,
  users,
  type CampaignStatus,
  type CampaignType,
  type NewCampaign,
  type NewMissionTask,
  type NewTaskPrize,
  type PlayerFilters,
  type Recurring,
} from '../db/schema';
import { CAMPAIGN_TYPE_TABLE } from '../../contract/campaignTypes';
import { seedDemoCompetitions } from './demo-competitions';
import { seedDemoGallery } from './demo-gallery';
import { seedDemoPlayerActivity } from './demo-player-activity';
import { seedDemoPrizeDropsJackpots } from './demo-prize-drops-jackpots';

export interface DemoContentOptions {
  /** Number of games (default 2000). */
  games?: number;
  /** Number of players (default 50,000). */
  players?: number;
}

const PROVIDERS = [
  'NetEnt',
  "Play'n GO",
  'Pragmatic Play',
  'Microgaming',
  'Evolution',
  'Yggdrasil',
  'Push Gaming',
  'Quickspin',
  'Red Tiger',
  'Relax Gaming',
  'Hacksaw Gaming',
  'Nolimit City',
  'Thunderkick',
  'ELK Studios',
  'Big Time Gaming',
];
const CATEGORIES = [
  'slots',
  'live casino',
  'table games',
  'jackpots',
  'megaways',
  'instant win',
  'bingo',
  'poker',
];
const THEMES = [
  'adventure',
  'animals',
  'asian',
  'egypt',
  'fantasy',
  'fruits',
  'gems',
  'horror',
  'irish',
  'mythology',
  'pirates',
  'space',
  'sports',
  'vikings',
  'western',
];
const FEATURES = [
  'free spins',
  'bonus buy',
  'cascading reels',
  'expanding wilds',
  'sticky wilds',
  'multipliers',
  'respins',
  'cluster pays',
  'hold and win',
  'gamble',
];
const WORDS_A = ['Book of', 'Reels of', 'Fortune', 'Wild', 'Mega', 'Golden', 'Lucky', 'Mystic'];
const WORDS_B = [
  'Riches',
  'Spins',
  'Gems',
  'Legends',
  'Treasure',
  'Quest',
  'Kingdom',
  'Blaze',
  'Storm',
  'Dreams',
];

const CURRENCIES = ['EUR', 'EUR', 'EUR', 'USD', 'GBP', 'SEK', 'NOK', 'CAD'];
const MARKETS = ['DE', 'FI', 'SE', 'NO', 'GB', 'CA', 'AT', 'IE'];
const VIP_LEVELS = ['Bronze', 'Bronze', 'Bronze', 'Silver', 'Silver', 'Gold', 'Platinum', 'Diamond'];
const CUSTOMER_STATES = ['active', 'active', 'active', 'new', 'dormant', 'self_excluded'];
const SEGMENTS = ['high_roller', 'slots_lover', 'live_casino', 'sports', 'bonus_hunter', 'weekend', 'mobile'];

const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]::text[]`);

const DAY = 86400_000;

/** Demo games in one statement (generate_series). */
async function seedGames(tx: Executor, n: number): Promise<void> {
  await tx.execute(sql`
    insert into ${games} (name, provider, category, themes, features, device_types, image, exists_in_external_api)
    select
      (${textArray(WORDS_A)})[1 + i % ${WORDS_A.length}] || ' ' ||
        (${textArray(WORDS_B)})[1 + (i / ${WORDS_A.length}) % ${WORDS_B.length}] || ' ' || i,
      (${textArray(PROVIDERS)})[1 + i % ${PROVIDERS.length}],
      (${textArray(CATEGORIES)})[1 + (i * 7) % ${CATEGORIES.length}],
      array(select distinct unnest(array[
        (${textArray(THEMES)})[1 + i % ${THEMES.length}],
        (${textArray(THEMES)})[1 + (i * 5 + 3) % ${THEMES.length}]
      ]) order by 1),
      array(select distinct unnest(array[
        (${textArray(FEATURES)})[1 + i % ${FEATURES.length}],
        (${textArray(FEATURES)})[1 + (i * 3 + 1) % ${FEATURES.length}],
        (${textArray(FEATURES)})[1 + (i * 7 + 2) % ${FEATURES.length}]
      ]) order by 1),
      case i % 5 when 0 then array['desktop']::text[] when 1 then array['desktop', 'mobile']::text[]
        else array['desktop', 'mobile', 'tablet']::text[] end,
      'https://cdn.example.com/games/' || i || '.png',
      i % 20 <> 0
    from generate_series(1, ${n}) as i`);
}

/** Demo players in one statement: hash md5('player-<n>'). */
async function seedPlayers(tx: Executor, n: number): Promise<void> {
  await tx.execute(sql`
    insert into ${players} (hash, currency, market, vip_level, affiliate, customer_state, segments, registered, self_excluded, blocked)
    select
      md5('player-' || i),
      (${textArray(CURRENCIES)})[1 + i % ${CURRENCIES.length}],
      (${textArray(MARKETS)})[1 + (i * 3) % ${MARKETS.length}],
      (${textArray(VIP_LEVELS)})[1 + (i * 7) % ${VIP_LEVELS.length}],
      case when i % 3 = 0 then null else 'AFF-' || lpad((1 + i % 40)::text, 3, '0') end,
      (${textArray(CUSTOMER_STATES)})[1 + (i * 11) % ${CUSTOMER_STATES.length}],
      array(select distinct unnest(array[
        (${textArray(SEGMENTS)})[1 + i % ${SEGMENTS.length}],
        (${textArray(SEGMENTS)})[1 + (i * 13) % ${SEGMENTS.length}]
      ]) order by 1),
      now() - ((i * 7919) % 1000) * interval '1 day',
      (${textArray(CUSTOMER_STATES)})[1 + (i * 11) % ${CUSTOMER_STATES.length}] = 'self_excluded',
      i % 97 = 0
    from generate_series(1, ${n}) as i`);
}

const TYPE_NAMES: Record<CampaignType, string> = {
  mission: 'Mission',
  missionV2: 'Mission v2',
  sportsbookMission: 'Sportsbook mission',
  tournament: 'Tournament',
  race: 'Race',
  prizeDrop: 'Prize drop',
  jackpot: 'Jackpot',
};
const STATUS_NAMES: Record<CampaignStatus, string> = {
  DR: 'draft',
  SC: 'scheduled',
  AC: 'active',
  CA: 'cancelled',
  FI: 'finished',
};
const THEME_NAMES = ['Spring', 'Summer', 'Autumn', 'Winter', 'Weekend', 'Midweek', 'Nordic', 'Golden'];

/** Start and end (days from now) of a demo campaign of each status. */
function datesFor(status: CampaignStatus, k: number, now: number): { start: Date | null; end: Date | null } {
  const at = (days: number) => new Date(now + days * DAY);
  switch (status) {
    case 'DR':
      return k % 3 === 0 ? { start: null, end: null } : { start: at(20 + k), end: at(50 + k) };
    case 'SC':
      return { start: at(10 + k), end: at(40 + k) };
    case 'AC':
      return { start: at(-(7 + k * 2)), end: at(30 + k * 3) };
    case 'FI':
      return { start: at(-(45 + k * 3)), end: at(-(5 + k)) };
    case 'CA':
      return { start: at(-(3 + k)), end: at(25 + k) };
  }
}

/** The demo tasks of the k-th mission: 1 to 4 of mixed types, each with prizes. */
function demoTasks(
  k: number,
  gameIds: number[],
): Array<{ task: Omit<NewMissionTask, 'missionId'>; prizes: Omit<NewTaskPrize, 'taskId'>[] }> {
  const pick = (offset: number, n: number) =>
    Array.from({ length: n }, (_, index) => gameIds[(offset + index * 7) % gameIds.length]);
  const all = [
    {
      task: { type: 'deposit' as const, amount: 50 + k * 10 },
      prizes: [{ kind: 'bonus' as const, amount: 20, wagering: 35, bonusCode: 'DEPO20' }],
    },
    {
      task: { type: 'gameplay' as const, rounds: 50, mode: 'times' as const, times: 5, games: pick(k, 5) },
      prizes: [{ kind: 'free_spins' as const, freeSpinsNumber: 25, betLevel: 0.2, wagering: 20 }],
    },
    {
      task: { type: 'turnover' as const, amount: 500, games: pick(k + 3, 8) },
      prizes: [{ kind: 'cash' as const, amount: 10 }],
    },
    {
      task: { type: 'netloss' as const, amount: 100, maxAmount: 500 },
      prizes: [
        { kind: 'cash' as const, amount: 15 },
        { kind: 'bonus' as const, amount: 25, wagering: 30, payWinningsAsBonus: true },
      ],
    },
    {
      task: {
        type: 'deposit' as const,
        ranges: [
          { min: 20, max: 100 },
          { min: 100, max: 500 },
        ],
      },
      prizes: [{ kind: 'free_spins' as const, freeSpinsNumber: 50, betLevel: 0.1 }],
    },
    {
      task: {
        type: 'gameplay' as const,
        rounds: 20,
        mode: 'multiplier' as const,
        multiplier: 50,
        games: pick(k + 1, 3),
      },
      prizes: [{ kind: 'catalog_item' as const, catalogItemId: 1 }],
    },
  ];
  const n = 1 + (k % 4);
  return Array.from({ length: n }, (_, index) => all[(k + index) % all.length]).map((entry, position) => ({
    task: { ...entry.task, position },
    prizes: entry.prizes.map((prize, index) => ({ ...prize, position: index })),
  }));
}

/**
 * A few dozen campaigns by the admin: every type in every status, some recurring, a few templates;
 * missions with 1–4 tasks and their prizes. Their participations, progress and cost come from the
 * history the engine applies (demo-history.ts), never from rows written here.
 */
/** The order the demo makes each type's campaigns in (fixed, so the demo's ids and names stay put). */
const SEEDED_STATUS_ORDER: readonly CampaignStatus[] = ['DR', 'SC', 'AC', 'CA', 'FI'];

async function seedCampaigns(tx: Executor, adminId: number): Promise<void> {
  const now = Date.now();
  const gameIds = (await tx.select({ id: games.id }).from(games).orderBy(asc(games.id)).limit(200)).map(
    (g) => g.id,
  );
  const specs: Array<NewCampaign & { k: number }> = [];
  let k = 0;
  for (const type of CAMPAIGN_TYPES) {
    for (const status of SEEDED_STATUS_ORDER) {
      const { start, end } = datesFor(status, k % 5, now);
      const theme = THEME_NAMES[k % THEME_NAMES.length];
      const name = `${theme} ${TYPE_NAMES[type]} (${STATUS_NAMES[status]})`;
      let recurring: Recurring | null = null;
      if (k % 6 === 1) recurring = { kind: 'every', every_n: 1, unit: 'week', quantity: 3 };
      if (k % 6 === 4 && start)
        recurring = {
          kind: 'dates',
          dates: [1, 2].map((m) => new Date(start.getTime() + m * 35 * DAY).toISOString()),
          quantity: 2,
        };
      specs.push({
        k,
        name,
        type,
        status,
        startDate: start,
        endDate: end,
        recurring,
        priority: k % 7 === 0,
        optIn: k % 3 === 0,
        hideOverlay: k % 5 === 0,
        showOverlayAfterEnd: k % 4 === 0,
        titles: { en: name, de: `${name} (DE)` },
        terms: { en: `<h2>Terms</h2><p>Play responsibly. <b>${name}</b> runs from start to end.</p>` },
        campaignImage: `https://cdn.example.com/campaigns/${(k % 8) + 1}.png`,
        costAlarm: status === 'AC' && k % 2 === 0 ? 500 : null,
        creatorId: adminId,
      });
      k += 1;
    }
  }
  for (const { code: type } of CAMPAIGN_TYPE_TABLE.filter((row) => row.templates)) {
    specs.push({
      k,
      name: `Template: ${TYPE_NAMES[type]}`,
      type,
      status: 'DR',
      isTemplate: true,
      titles: { en: `${TYPE_NAMES[type]} template` },
      creatorId: adminId,
    });
    k += 1;
  }

  const groups = await tx
    .insert(targetGroups)
    .values(
      specs.map((spec) => ({
        // One market each (every fifth campaign is for everyone), so the calendar's player clashes are
        // the few campaigns that really meet the same players, not every pair.
        filters: (spec.k % 5 === 4 ? {} : { markets: [MARKETS[spec.k % MARKETS.length]] }) as PlayerFilters,
        lastPlayersCount: 0,
      })),
    )
    .returning({ id: targetGroups.id });
  const rows = await tx
    .insert(campaigns)
    .values(specs.map(({ k: _k, ...spec }, index) => ({ ...spec, targetGroupId: groups[index].id })))
    .returning({ id: campaigns.id, type: campaigns.type });

  const missionRows = await tx
    .insert(missions)
    .values(
      rows
        .filter((row) => row.type === 'mission')
        .map((row, index) => ({
          campaignId: row.id,
          tasksInOrder: index % 2 === 0,
          minBet: index % 3 === 0 ? 0.5 : null,
          repeatable: index % 4 === 1,
          repeatCount: index % 4 === 1 ? 3 : null,
        })),
    )
    .returning({ id: missions.id });
  const planned = missionRows.map((mission, index) => ({
    missionId: mission.id,
    tasks: demoTasks(index, gameIds),
  }));
  const taskRows = await tx
    .insert(missionTasks)
    .values(planned.flatMap((plan) => plan.tasks.map(({ task }) => ({ ...task, missionId: plan.missionId }))))
    .returning({ id: missionTasks.id });
  const prizes = planned
    .flatMap((plan) => plan.tasks)
    .flatMap((entry, index) => entry.prizes.map((prize) => ({ ...prize, taskId: taskRows[index].id })));
  if (prizes.length > 0) await tx.insert(taskPrizes).values(prizes);
  await seedDemoCompetitions(tx, rows, gameIds);
  await seedDemoPrizeDropsJackpots(tx, rows, gameIds);

  await tx.execute(sql`
    update ${targetGroups} g set last_players_count = case
      when g.filters ? 'markets' then (select count(*) from ${players} p
        where p.market in (select jsonb_array_elements_text(g.filters -> 'markets')))
      else (select count(*) from ${players}) end`);
}

/**
 * The demo games, players, campaigns and gallery photos, each only when its table is empty
 * (idempotent); campaigns only once the demo admin exists.
 */
export async function seedDemoContent(
  tx: Executor,
  adminEmail: string,
  options: DemoContentOptions = {},
): Promise<{
  games: boolean;
  players: boolean;
  campaigns: boolean;
  gallery: boolean;
  playerActivity: boolean;
}> {
  const empty = async (table: typeof games | typeof players | typeof campaigns) =>
    (await tx.select({ n: count() }).from(table))[0].n === 0;
  const result = { games: false, players: false, campaigns: false, gallery: false, playerActivity: false };
  if (await empty(games)) {
    await seedGames(tx, options.games ?? 2000);
    result.games = true;
  }
  if (await empty(players)) {
    await seedPlayers(tx, options.players ?? 50_000);
    result.players = true;
  }
  if (await empty(campaigns)) {
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, adminEmail));
    if (admin) {
      await seedCampaigns(tx, admin.id);
      result.campaigns = true;
    }
  }
  result.gallery = await seedDemoGallery(tx);
  result.playerActivity = await seedDemoPlayerActivity(tx);
  // Planner statistics for the new rows (PGlite has no autovacuum to gather them).
  if (Object.values(result).some(Boolean)) await tx.execute(sql`analyze`);
  return result;
}
