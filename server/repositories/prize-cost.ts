import { sql, type SQL } from 'drizzle-orm';
import { campaignParticipations, players } from '../db/schema';

/**
 * `prize_paid` (paid in the player's currency) turned into the base currency: `rates` says how many
 * units of a currency one base unit buys, so an amount is divided by its rate; an unknown currency gives
 * null (left out of a sum). A query using it joins `players` to `campaign_participations`.
 */
export function prizePaidInBase(rates: Record<string, number>): SQL<string | null> {
  const known = Object.entries(rates).filter(([, rate]) => Number.isFinite(rate) && rate > 0);
  if (known.length === 0) return sql<null>`null`;
  const cases = sql.join(
    known.map(([currency, rate]) => sql`when ${currency} then ${campaignParticipations.prizePaid} / ${rate}`),
    sql` `,
  );
  return sql<string | null>`case ${players.currency} ${cases} end`;
}
