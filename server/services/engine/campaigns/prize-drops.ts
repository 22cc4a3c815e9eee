import { asc, eq, inArray, sql } from 'drizzle-orm';
import { prizeDropPrizes, prizeDrops, prizes, type Prize, type PrizeDrop } from '../../../db/schema';
import { cents, intArray, jsonRows, lockCampaigns, rowsOf, type Batch, type EngineCampaign } from './batch';
import { awardedPrize, prizeValue } from './effects';
import { joinOf } from './participation';
import { roundRules, type CampaignRules, type PreparedRules, type RulesInput } from './rules';
import { roundAmounts } from './tasks';

const HOUR_MS = 3_600_000;
/** The shortest remainder of an hour a chance is weighed against (a bet in its last second is not a sure win). */
const MIN_HOUR_FRACTION = 1 / 60;

export type DropPrize = Prize & { quantity: number };
export type PrizeDropRule = PrizeDrop & { prizes: DropPrize[] };

/** The campaigns' prize drops with their prizes (each with its quantity). */
export async function loadPrizeDrops(batch: Pick<Batch, 'tx'>, campaignIds: readonly number[]) {
  const byCampaign = new Map<number, PrizeDropRule>();
  if (campaignIds.length === 0) return byCampaign;
  const drops = await batch.tx
    .select()
    .from(prizeDrops)
    .where(inArray(prizeDrops.campaignId, [...campaignIds]));
  if (drops.length === 0) return byCampaign;
  const rows = await batch.tx
    .select({ dropId: prizeDropPrizes.prizeDropId, quantity: prizeDropPrizes.quantity, prize: prizes })
    .from(prizeDropPrizes)
    .innerJoin(prizes, eq(prizes.id, prizeDropPrizes.prizeId))
    .where(
      inArray(
        prizeDropPrizes.prizeDropId,
        drops.map((drop) => drop.id),
      ),
    )
    .orderBy(asc(prizeDropPrizes.position), asc(prizeDropPrizes.id));
  for (const drop of drops)
    byCampaign.set(drop.campaignId, {
      ...drop,
      prizes: rows
        .filter((row) => row.dropId === drop.id)
        .map((row) => ({ ...row.prize, quantity: row.quantity })),
    });
  return byCampaign;
}

/** How many drops the campaign has in all: its setting, else its prizes' quantities. */
export const totalDrops = (drop: PrizeDropRule) =>
  drop.drops ?? drop.prizes.reduce((sum, prize) => sum + prize.quantity, 0);

/** The campaign's hours (at least 1; a campaign without an end spreads its drops over a day). */
export const campaignHours = (campaign: Pick<EngineCampaign, 'startDate' | 'endDate'>) =>
  campaign.endDate
    ? Math.max(1, Math.ceil((campaign.endDate.getTime() - campaign.startDate.getTime()) / HOUR_MS))
    : 24;

/** Drops due by the end of hour `hour` (0-based): spread evenly, so what one hour leaves rolls over. */
export const dropsDueBy = (total: number, hours: number, hour: number) =>
  Math.floor((total * Math.min(hour + 1, hours)) / hours);

interface Hour {
  turnover: number;
  won: number;
  changed: boolean;
}

/**
 * Prize drops. A campaign's drops are spread evenly over its hours; drops not won in an hour roll over
 * to the next. Each qualifying bet (at least the minimum bet, on the drop's games) of a player who has
 * not won this hour draws once, with a chance of (drops left by this hour × its bet ÷ the turnover
 * expected in the rest of the hour), the expectation read from the hour before (or this one so far):
 * a big bet is likelier to win, and an hour running out of time raises the chance. Every draw is
 * recorded with its seed; a won draw picks a prize weighted by the quantities left. A voided bet
 * cancels what it won. A player takes part (a participation row) by winning or opting in, not by every
 * bet (that would be a row per bet and campaign).
 */
/** Only game rounds draw, on the drop's games. */
const prepare = async (batch: Batch, campaignIds: readonly number[]): Promise<PreparedRules> =>
  roundRules(
    await loadPrizeDrops(batch, campaignIds),
    (drop) => (drop.allGames ? null : new Set(drop.games)),
    apply,
  );

async function apply(
  { batch, entries, campaignIds, effects, draws }: RulesInput,
  byCampaign: ReadonlyMap<number, PrizeDropRule>,
): Promise<void> {
  await lockCampaigns(batch.tx, campaignIds);
  const won = new Map<number, number>();
  const prizesLeft = new Map<string, number>();
  for (const row of await rowsOf<{ campaign_id: number; prize_id: number | null; won: number }>(
    batch.tx,
    sql`select campaign_id, (prize->>'id')::int as prize_id, count(*)::int as won from engine_awards
        where source = 'prize_drop' and campaign_id = any(${intArray(campaignIds)}) and cancelled is null
        group by 1, 2`,
  )) {
    won.set(row.campaign_id, (won.get(row.campaign_id) ?? 0) + row.won);
    prizesLeft.set(`${row.campaign_id}:${row.prize_id}`, -row.won);
  }
  // Per campaign and hour (numbers, not string keys: every bet of the batch asks): who won a drop, and
  // the hour's turnover and drops won.
  const winners = new Map<number, Map<number, Set<number>>>();
  const winnersOf = (campaignId: number, hour: number) => {
    let byHour = winners.get(campaignId);
    if (!byHour) winners.set(campaignId, (byHour = new Map()));
    let players = byHour.get(hour);
    if (!players) byHour.set(hour, (players = new Set()));
    return players;
  };
  for (const row of await rowsOf<{ campaign_id: number; player_id: number; hour: number }>(
    batch.tx,
    sql`select d.campaign_id, d.player_id,
               floor(extract(epoch from d.occurred_at - c.start_date) / 3600)::int as hour
        from engine_draws d join campaigns c on c.id = d.campaign_id
        where d.won and d.kind = 'prize_drop' and d.campaign_id = any(${intArray(campaignIds)})
          and d.player_id = any(${intArray(batch.players.keys())})`,
  ))
    winnersOf(row.campaign_id, row.hour).add(row.player_id);
  const hours = new Map<number, Map<number, Hour>>();
  const hourOf = (campaignId: number, hour: number) => {
    let byHour = hours.get(campaignId);
    if (!byHour) hours.set(campaignId, (byHour = new Map()));
    let found = byHour.get(hour);
    if (!found) byHour.set(hour, (found = { turnover: 0, won: 0, changed: false }));
    return found;
  };
  for (const row of await rowsOf<{ campaign_id: number; hour: number; turnover: number; won: number }>(
    batch.tx,
    sql`select campaign_id, hour, turnover::float8 as turnover, won from engine_prize_drop_hours
        where campaign_id = any(${intArray(campaignIds)})`,
  ))
    Object.assign(hourOf(row.campaign_id, row.hour), {
      turnover: Math.round(row.turnover * 100),
      won: row.won,
    });

  // What each campaign's prizes have left, worked out again only when one is won (not for every bet).
  const stocks = new Map<number, Array<{ prize: DropPrize; left: number }>>();
  const stockOf = (campaignId: number, drop: PrizeDropRule) => {
    let stock = stocks.get(campaignId);
    if (!stock) {
      stock = drop.prizes.map((prize) => ({
        prize,
        left: prize.quantity + (prizesLeft.get(`${campaignId}:${prize.id}`) ?? 0),
      }));
      stocks.set(campaignId, stock);
    }
    return stock;
  };

  for (const entry of entries) {
    const { campaign, player, event, sign, controlGroup } = entry;
    const drop = byCampaign.get(campaign.id);
    const round = roundAmounts(batch, event);
    if (!drop || !round) continue;
    if (drop.minBet !== null && round.bet < cents(drop.minBet)) continue;
    effects.touch(campaign.id);
    if (sign < 0) {
      effects.cancel(campaign.id, `drop:${campaign.id}:${event.uniqueId}`);
      continue;
    }
    const elapsed = event.occurredAt.getTime() - campaign.startDate.getTime();
    const hour = Math.floor(elapsed / HOUR_MS);
    const current = hourOf(campaign.id, hour);
    current.turnover += round.bet;
    current.changed = true;
    if (controlGroup || round.bet <= 0) continue;
    const wonSoFar = won.get(campaign.id) ?? 0;
    const total = totalDrops(drop);
    const left = Math.min(total, dropsDueBy(total, campaignHours(campaign), hour)) - wonSoFar;
    if (left <= 0) continue;
    const hourWinners = winnersOf(campaign.id, hour);
    if (hourWinners.has(player.id)) continue;
    const stock = stockOf(campaign.id, drop);
    const stockLeft = stock.reduce((sum, item) => sum + Math.max(0, item.left), 0);
    if (stockLeft <= 0) continue;

    const hourFraction = Math.max(MIN_HOUR_FRACTION, (elapsed - hour * HOUR_MS) / HOUR_MS);
    const before = hours.get(campaign.id)?.get(hour - 1)?.turnover ?? 0;
    const hourlyRate = before > 0 ? before : current.turnover / hourFraction;
    const expected = Math.max(round.bet, hourlyRate * Math.max(MIN_HOUR_FRACTION, 1 - hourFraction));
    const draw = draws.draw('prize_drop', entry, (left * round.bet) / expected);
    if (!draw.won) continue;
    // The prize: a second number from the same seed, over the quantities left.
    let pick = draw.pick * stockLeft;
    const chosen =
      stock.find((item) => item.left > 0 && (pick -= item.left) < 0) ?? stock.find((item) => item.left > 0)!;
    won.set(campaign.id, wonSoFar + 1);
    prizesLeft.set(
      `${campaign.id}:${chosen.prize.id}`,
      (prizesLeft.get(`${campaign.id}:${chosen.prize.id}`) ?? 0) - 1,
    );
    stocks.delete(campaign.id);
    hourWinners.add(player.id);
    current.won += 1;
    effects.join(joinOf(entry));
    effects.award({
      key: `drop:${campaign.id}:${event.uniqueId}`,
      campaignId: campaign.id,
      playerId: player.id,
      source: 'prize_drop',
      prize: awardedPrize(chosen.prize),
      value: prizeValue(chosen.prize),
      at: event.occurredAt,
    });
  }

  const changed = [...hours].flatMap(([campaignId, byHour]) =>
    [...byHour].flatMap(([index, hour]) =>
      hour.changed
        ? [{ campaign_id: campaignId, hour: index, turnover: hour.turnover / 100, won: hour.won }]
        : [],
    ),
  );
  if (changed.length > 0)
    await batch.tx.execute(sql`
      insert into engine_prize_drop_hours as h (campaign_id, hour, turnover, won)
      select r.campaign_id, r.hour, r.turnover, r.won
      from jsonb_to_recordset(${jsonRows(changed)}) as r(campaign_id int, hour int, turnover numeric, won int)
      on conflict (campaign_id, hour) do update set turnover = excluded.turnover, won = excluded.won`);
}

export const prizeDropRules: CampaignRules = {
  types: ['prizeDrop'],
  prepare,
};
