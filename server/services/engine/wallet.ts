import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { EngineEvent } from './types';

const json = (rows: unknown[]) => JSON.stringify(rows);

/**
 * The player's wallet history from a batch (the transactions and sportsbook screens), set-based: one
 * statement per table. Rounds give a bet row and a win row (when they won), deposits a deposit row (a
 * rolled-back deposit a negative one); sports bets one row per bet id, its settlement updating it; a
 * `rollback` adds the opposite rows of the round or deposit it cancels (when that event is known) or
 * voids the bet.
 */
export async function writeWalletHistory(tx: Executor, events: readonly EngineEvent[]): Promise<void> {
  const casino: unknown[] = [];
  const bets: unknown[] = [];
  const rollbacks: unknown[] = [];
  for (const event of events) {
    const at = event.occurredAt.toISOString();
    const p = event.payload;
    if (event.kind === 'gameround') {
      const description = p.is_bonus ? 'Bonus round' : '';
      casino.push({
        player_id: event.playerId,
        created: at,
        type: 'bet',
        game: p.game,
        description,
        amount: p.bet,
        currency: p.currency,
      });
      if (Number(p.win) > 0)
        casino.push({
          player_id: event.playerId,
          created: at,
          type: 'win',
          game: p.game,
          description,
          amount: p.win,
          currency: p.currency,
        });
    } else if (event.kind === 'deposit') {
      const rolledBack = p.status === 'rollback';
      casino.push({
        player_id: event.playerId,
        created: at,
        type: 'deposit',
        provider: p.method,
        description: rolledBack ? 'Deposit rolled back' : '',
        amount: rolledBack ? `-${String(p.amount)}` : p.amount,
        currency: p.currency,
      });
    } else if (event.kind === 'sportsbet') {
      bets.push({
        player_id: event.playerId,
        created: at,
        bet_id: p.bet_id,
        bet_type: p.bet_type,
        status: p.status === 'placed' ? 'open' : p.status,
        sport: p.sport,
        event: [p.league, p.market].filter(Boolean).join(' · '),
        odds: p.odds,
        stake: p.stake,
        payout: p.payout,
        currency: p.currency,
      });
    } else if (event.kind === 'rollback') {
      rollbacks.push({ player_id: event.playerId, created: at, target: p.target });
    }
  }

  if (casino.length > 0) {
    await tx.execute(sql`
      insert into player_transactions (player_id, created, type, category, provider, game_id, description, amount, currency)
      select r.player_id, r.created, r.type,
        case when r.type = 'deposit' then 'payments' else coalesce(g.category, '') end,
        coalesce(r.provider, g.provider, ''), g.id, concat_ws(' · ', nullif(g.name, ''), nullif(r.description, '')),
        r.amount, r.currency
      from json_to_recordset(${json(casino)}::json)
        as r(player_id int, created timestamptz, type text, game int, provider text, description text, amount numeric, currency text)
      left join games g on g.id = r.game`);
  }
  if (bets.length > 0) {
    // One row per bet: of a batch's events for one bet, a settlement wins over "placed", then the latest.
    await tx.execute(sql`
      insert into sportsbook_transactions (player_id, created, bet_id, bet_type, status, sport, event, odds, stake, payout, currency)
      select distinct on (r.player_id, r.bet_id) r.player_id, r.created, r.bet_id, r.bet_type, r.status, r.sport,
        r.event, r.odds, r.stake, r.payout, r.currency
      from json_to_recordset(${json(bets)}::json)
        as r(player_id int, created timestamptz, bet_id text, bet_type text, status text, sport text, event text,
          odds numeric, stake numeric, payout numeric, currency text)
      order by r.player_id, r.bet_id, (r.status <> 'open') desc, r.created desc
      on conflict (player_id, bet_id) do update set
        status = case when excluded.status = 'open' then sportsbook_transactions.status else excluded.status end,
        payout = case when excluded.status = 'open' then sportsbook_transactions.payout else excluded.payout end`);
  }
  if (rollbacks.length > 0) {
    const targets = sql`
      select r.player_id, r.created, e.kind, e.payload
      from json_to_recordset(${json(rollbacks)}::json) as r(player_id int, created timestamptz, target text)
      join player_events e on e.unique_id = r.target and e.player_id = r.player_id`;
    await tx.execute(sql`
      insert into player_transactions (player_id, created, type, category, provider, game_id, description, amount, currency)
      select t.player_id, t.created, v.type, case when t.kind = 'deposit' then 'payments' else coalesce(g.category, '') end,
        coalesce(g.provider, t.payload->>'method', ''), g.id, 'Rolled back', -v.amount, t.payload->>'currency'
      from (${targets}) t
      cross join lateral (values
        ('bet', case when t.kind = 'gameround' then (t.payload->>'bet')::numeric end),
        ('win', case when t.kind = 'gameround' then (t.payload->>'win')::numeric end),
        ('deposit', case when t.kind = 'deposit' and t.payload->>'status' = 'approved' then (t.payload->>'amount')::numeric end)
      ) as v(type, amount)
      left join games g on g.id = (t.payload->>'game')::int
      where v.amount > 0`);
    await tx.execute(sql`
      update sportsbook_transactions s set status = 'void', payout = s.stake
      from (${targets}) t
      where t.kind = 'sportsbet' and s.player_id = t.player_id and s.bet_id = t.payload->>'bet_id'`);
  }
}
