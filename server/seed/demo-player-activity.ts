import { count, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  campaigns,
  depositMethods,
  games,
  playerOptOuts,
  players,
  playerTransactions,
  sportsbookTransactions,
} from '../db/schema';

/** Players (by id, from 1) who get a history: enough for every screen, small enough for PGlite. */
export const ACTIVE_PLAYERS = 2000;
/** Days back the history reaches. */
const HISTORY_DAYS = 120;

const DEPOSIT_METHODS = [
  { code: 'visa', name: 'Visa', currencies: [] },
  { code: 'mastercard', name: 'Mastercard', currencies: [] },
  { code: 'skrill', name: 'Skrill', currencies: ['EUR', 'USD', 'GBP'] },
  { code: 'neteller', name: 'Neteller', currencies: ['EUR', 'USD', 'GBP', 'CAD'] },
  { code: 'trustly', name: 'Trustly', currencies: ['EUR', 'SEK', 'NOK'] },
  { code: 'paysafecard', name: 'Paysafecard', currencies: ['EUR', 'GBP'] },
  { code: 'interac', name: 'Interac', currencies: ['CAD'] },
  { code: 'bank_transfer', name: 'Bank transfer', currencies: [], enabled: false },
];

const PAYMENT_PROVIDERS = sql.raw(`array['Visa', 'Mastercard', 'Skrill', 'Neteller', 'Trustly']::text[]`);
const SPORTS = sql.raw(`array['Football', 'Tennis', 'Ice hockey', 'Basketball', 'Formula 1']::text[]`);
const EVENTS = sql.raw(
  `array['Bayern – Dortmund', 'HJK – KuPS', 'Arsenal – Chelsea', 'Frölunda – Färjestad', 'Real – Barcelona', 'Leafs – Canadiens']::text[]`,
);
const BET_TYPES = sql.raw(`array['single', 'single', 'combo', 'system']::text[]`);
const BET_STATUSES = sql.raw(`array['won', 'lost', 'lost', 'open', 'void', 'cashed_out']::text[]`);

/**
 * Demo casino history for the first players: deposits, withdrawals, bets, wins and bonuses on the demo
 * games over the last months, sportsbook bets for every fourth player, a few opt-outs, and the deposit
 * methods. Only while the transactions table is empty; one statement per table.
 */
export async function seedDemoPlayerActivity(tx: Executor): Promise<boolean> {
  const [{ n }] = await tx.select({ n: count() }).from(playerTransactions);
  if (n > 0) return false;
  const [{ players: playerCount }] = await tx.select({ players: count() }).from(players);
  if (playerCount === 0) return false;

  await tx.insert(depositMethods).values(DEPOSIT_METHODS).onConflictDoNothing();

  // Per player: a first deposit, then rounds of play (bet and sometimes a win) on a game, with a
  // deposit every sixth round and a withdrawal or bonus now and then.
  await tx.execute(sql`
    insert into ${playerTransactions} (player_id, created, type, category, provider, game_id, description, amount, currency)
    select p.id, t.created, t.type,
      case when t.type in ('deposit', 'withdrawal') then 'payments' when t.type = 'bonus' then 'bonus' else g.category end,
      case when t.type in ('deposit', 'withdrawal') then (${PAYMENT_PROVIDERS})[1 + (p.id + r) % 5]
        when t.type = 'bonus' then 'Casino' else g.provider end,
      case when t.type in ('bet', 'win') then g.id end,
      case when t.type in ('bet', 'win') then g.name when t.type = 'bonus' then 'Welcome bonus' else '' end,
      t.amount, p.currency
    from ${players} p
    cross join generate_series(0, 5 + p.id % 30) as r
    cross join lateral (
      select id, name, provider, category from ${games} where id = 1 + ((p.id * 31 + r * 17) % 200)
    ) g
    cross join lateral (values
      (now() - ((${HISTORY_DAYS} * (35 - r)) / 36) * interval '1 day' - ((p.id * 97 + r * 13) % 1440) * interval '1 minute')
    ) as at(created)
    cross join lateral (
      select * from (values
        ('deposit', at.created - interval '5 minutes', (20 + (p.id * 7 + r) % 9 * 10)::numeric, r % 6 = 0),
        ('bet', at.created, (1 + (p.id + r) % 10)::numeric, true),
        ('win', at.created + interval '1 minute', ((1 + (p.id + r) % 10) * ((p.id + r * 3) % 4))::numeric, (p.id + r) % 3 = 0),
        ('withdrawal', at.created + interval '2 hours', (50 + p.id % 5 * 10)::numeric, r % 11 = 7),
        ('bonus', at.created + interval '3 minutes', 10::numeric, r % 13 = 5)
      ) as v(type, created, amount, happens)
      where v.happens and v.amount > 0
    ) t
    where p.id <= ${ACTIVE_PLAYERS}`);

  await tx.execute(sql`
    insert into ${sportsbookTransactions} (player_id, created, bet_type, status, sport, event, odds, stake, payout, currency)
    select p.id,
      now() - ((${HISTORY_DAYS} * (20 - r)) / 21) * interval '1 day' - ((p.id * 53 + r * 7) % 1440) * interval '1 minute',
      (${BET_TYPES})[1 + (p.id + r) % 4],
      s.status,
      (${SPORTS})[1 + (p.id + r) % 5],
      (${EVENTS})[1 + (p.id * 3 + r) % 6],
      o.odds,
      o.stake,
      case s.status when 'won' then round(o.stake * o.odds, 2) when 'cashed_out' then round(o.stake * 0.8, 2)
        when 'void' then o.stake else 0 end,
      p.currency
    from ${players} p
    cross join generate_series(1, 3 + p.id % 8) as r
    cross join lateral (select (${BET_STATUSES})[1 + (p.id * 5 + r) % 6] as status) s
    cross join lateral (select (1.2 + ((p.id + r) % 40) / 10.0)::numeric(10, 2) as odds,
      (2 + (p.id * 3 + r) % 25)::numeric as stake) o
    where p.id <= ${ACTIVE_PLAYERS} and p.id % 4 = 0`);

  // Some players said no to the campaigns of a type offered through a campaign's target group.
  await tx.execute(sql`
    insert into ${playerOptOuts} (target_group_id, player_id, campaign_type, created)
    select c.target_group_id, p.id, c.type, now() - (p.id % 20) * interval '1 day'
    from ${campaigns} c
    join ${players} p on p.id <= 60 and p.id % 7 = c.id % 7
    where c.target_group_id is not null and not c.is_template and c.status in ('SC', 'AC')
    on conflict do nothing`);
  return true;
}
