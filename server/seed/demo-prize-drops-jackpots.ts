import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  campaigns,
  jackpotContributions,
  jackpots,
  JACKPOT_TYPES,
  players,
  prizeDropPrizes,
  prizeDrops,
  prizes,
  type BoostInterval,
  type CampaignType,
} from '../db/schema';
import { prizeFields } from '../services/prize-rules';

const WEEKEND_EVENINGS: BoostInterval = {
  kind: 'week',
  days: [5, 6, 7],
  fromTime: '18:00',
  toTime: '23:00',
  start: null,
  end: null,
};
const PAYDAYS: BoostInterval = {
  kind: 'month',
  days: [1, 15],
  fromTime: null,
  toTime: null,
  start: null,
  end: null,
};

/**
 * Settings for the demo's prize drop and jackpot campaigns (every status, templates too), complete
 * enough to publish; contributions to the running and finished jackpots, spread over their time so far;
 * the cancelled ones paid out.
 */
export async function seedDemoPrizeDropsJackpots(
  tx: Executor,
  rows: ReadonlyArray<{ id: number; type: CampaignType }>,
  gameIds: number[],
): Promise<void> {
  const drops = rows.filter((row) => row.type === 'prizeDrop');
  const pots = rows.filter((row) => row.type === 'jackpot');

  if (drops.length > 0) {
    const [cash, spins] = await tx
      .insert(prizes)
      .values([
        prizeFields({ kind: 'cash', amount: 25 }),
        prizeFields({ kind: 'free_spins', free_spins_number: 20, bet_level: 0.2, wagering: 30 }),
      ])
      .returning({ id: prizes.id });
    const inserted = await tx
      .insert(prizeDrops)
      .values(
        drops.map((row, k) => ({
          campaignId: row.id,
          minBet: 0.2 * ((k % 3) + 1),
          allGames: k % 2 === 0,
          games: k % 2 === 0 ? [] : gameIds.slice(k, k + 12),
          drops: 20 + k * 5,
        })),
      )
      .returning({ id: prizeDrops.id });
    await tx.insert(prizeDropPrizes).values(
      inserted.flatMap((drop) => [
        { prizeDropId: drop.id, prizeId: cash.id, quantity: 5, position: 0 },
        { prizeDropId: drop.id, prizeId: spins.id, quantity: 10, position: 1 },
      ]),
    );
  }

  if (pots.length === 0) return;
  await tx.insert(jackpots).values(
    pots.map((row, k) => ({
      campaignId: row.id,
      contributionLevel: [0.5, 1, 0.25][k % 3],
      type: JACKPOT_TYPES[k % JACKPOT_TYPES.length],
      title: ['Mega pot', 'Lucky vault', 'Golden jar'][k % 3],
      titles: { en: ['Mega pot', 'Lucky vault', 'Golden jar'][k % 3] },
      startOnValue: 1000 * ((k % 3) + 1),
      boosted: k % 2 === 0,
      boostedChance: k % 2 === 0 ? 2 : null,
      boostIntervals: k % 2 === 0 ? [WEEKEND_EVENINGS, PAYDAYS] : [],
      notifyWhenWon: k % 3 !== 1,
      averagePayout: 5000 * ((k % 3) + 1),
      maxPayout: 25000 * ((k % 3) + 1),
    })),
  );
  const ids = pots.map((row) => row.id);
  // Bets of some players over each running or finished jackpot's time so far, the level's share each.
  await tx.execute(sql`
    insert into ${jackpotContributions} (jackpot_id, player_id, bet_amount, amount, created)
    select j.id, p.id, b.bet, round(b.bet * j.contribution_level / 100, 2), t.created
    from ${jackpots} j
    join ${campaigns} c on c.id = j.campaign_id
    cross join lateral (select id from ${players} where id % 37 = c.id % 37 order by id limit 300) p
    cross join lateral (select ((p.id % 20) + 1) * 0.5 as bet) b
    cross join lateral (
      select c.start_date + ((p.id * 7919) % greatest(3600,
        extract(epoch from (least(c.end_date, now()) - c.start_date))::int)) * interval '1 second' as created
    ) t
    where c.id in ${sql.raw(`(${ids.join(', ')})`)} and c.status in ('AC', 'FI', 'CA')
      and not c.is_template and c.start_date is not null`);
  await tx.execute(sql`
    update ${jackpots} j set cancellation = 'paid_out', cancelled_at = least(c.end_date, now()),
      pot_at_cancellation = j.start_on_value + coalesce(
        (select sum(amount) from ${jackpotContributions} where jackpot_id = j.id), 0)
    from ${campaigns} c
    where c.id = j.campaign_id and c.status = 'CA'`);
}
