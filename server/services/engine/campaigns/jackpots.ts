import { inArray, sql } from 'drizzle-orm';
import { jackpots, type BoostInterval, type Jackpot } from '../../../db/schema';
import { campaignUrl } from '../../campaigns/access';
import { cents, intArray, jsonRows, lockCampaigns, rowsOf, type Batch, type EngineCampaign } from './batch';
import { roundRules, type CampaignRules, type PreparedRules, type RulesInput } from './rules';
import { roundAmounts } from './tasks';

const DAY_MS = 86_400_000;

/** Minutes since midnight of "HH:mm" (null: the day's edge). */
const minutesOf = (time: string | null, fallback: number) => {
  if (!time) return fallback;
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * Whether a moment falls in one of the boost intervals (days of the month or week between two times,
 * UTC, or a timespan), its times and dates read once: a batch asks it for every bet and jackpot.
 */
export function boostedAt(intervals: readonly BoostInterval[]): (at: Date) => boolean {
  const windows = intervals.map((interval) =>
    interval.kind === 'timespan'
      ? {
          kind: interval.kind,
          start: interval.start ? Date.parse(interval.start) : Number.NEGATIVE_INFINITY,
          end: interval.end ? Date.parse(interval.end) : Number.POSITIVE_INFINITY,
        }
      : {
          kind: interval.kind,
          days: interval.days,
          from: minutesOf(interval.fromTime, 0),
          to: minutesOf(interval.toTime, 24 * 60),
        },
  );
  // A loop rather than `windows.some(…)`: a callback closing over `at` would be a new function per bet.
  return (at) => {
    const minute = at.getUTCHours() * 60 + at.getUTCMinutes();
    for (const window of windows) {
      if (window.kind === 'timespan') {
        if (at.getTime() >= window.start && at.getTime() <= window.end) return true;
        continue;
      }
      const day = window.kind === 'month' ? at.getUTCDate() : ((at.getUTCDay() + 6) % 7) + 1;
      if (window.days.length > 0 && !window.days.includes(day)) continue;
      if (minute >= window.from && minute < window.to) return true;
    }
    return false;
  };
}

/** A jackpot's settings with its boost intervals read (`boostedAt`), once a batch. */
type JackpotRule = Jackpot & { boostedAt: (at: Date) => boolean };

interface Pot {
  /** Cents. */
  pot: number;
  contributed: number;
  since: Date;
  wins: number;
  changed: boolean;
}

/**
 * A bet's chance to win the pot after its contribution. Timed: the bet's share of the turnover expected
 * until the deadline (the campaign's end), so the chance rises to certainty as the deadline comes.
 * Payout before: its contribution's share of what is left up to the maximum, certain at the maximum.
 * Progressive: its contribution over the average payout's distance from the start value, so pots are
 * won around the average. During a boost interval the chance is multiplied by the boosted chance.
 */
export function winChance(
  jackpot: JackpotRule,
  campaign: Pick<EngineCampaign, 'endDate'>,
  pot: Pot,
  bet: number,
  contribution: number,
  at: Date,
): number {
  let chance = 0;
  const start = cents(jackpot.startOnValue);
  if (jackpot.type === 'timed') {
    const deadline = campaign.endDate?.getTime() ?? pot.since.getTime() + DAY_MS;
    const level = (jackpot.contributionLevel ?? 0) / 100;
    const turnover = level > 0 ? pot.contributed / level : 0;
    const rate = turnover / Math.max(1000, at.getTime() - pot.since.getTime());
    chance = bet / Math.max(bet, rate * Math.max(0, deadline - at.getTime()));
  } else if (jackpot.type === 'payout_before' && jackpot.maxPayout !== null) {
    chance = contribution / Math.max(contribution, cents(jackpot.maxPayout) - pot.pot);
  } else if (jackpot.averagePayout !== null) {
    chance = contribution / Math.max(contribution, cents(jackpot.averagePayout) - start);
  }
  if (jackpot.boosted && jackpot.boostedChance && jackpot.boostedAt(at)) chance *= jackpot.boostedChance;
  return Math.min(1, chance);
}

/**
 * Jackpots. Each qualifying bet contributes the level's percentage to the pot (which holds the start-on
 * value first), recorded per jackpot and batch in jackpot_contributions (one ledger row per batch, not
 * one per bet: a row per bet and pot would cap the engine at the database's insert rate divided by the
 * number of pots); then draws for the pot (see `winChance`; control-group players contribute but never
 * draw). A win awards the pot, starts it again
 * from the start-on value, and tells the campaign's creator when "notify when won" is on. A voided bet
 * takes its contribution back and cancels its win. A bettor is not a participant by contributing (that
 * too would be a row per bet and pot): the winner is, and whoever opts in.
 */
async function prepare(batch: Batch, campaignIds: readonly number[]): Promise<PreparedRules> {
  const rows = await batch.tx
    .select()
    .from(jackpots)
    .where(inArray(jackpots.campaignId, [...campaignIds]));
  // Every game round contributes (a cancelled jackpot takes nothing more).
  return roundRules(
    new Map(
      rows
        .filter((row) => row.cancellation === null)
        .map((row) => [row.campaignId, { ...row, boostedAt: boostedAt(row.boostIntervals) }]),
    ),
    () => null,
    apply,
  );
}

async function apply(
  { batch, entries, campaignIds, effects, draws }: RulesInput,
  byCampaign: ReadonlyMap<number, JackpotRule>,
): Promise<void> {
  await lockCampaigns(batch.tx, campaignIds);
  const pots = new Map<number, Pot>();
  for (const row of await rowsOf<{
    campaign_id: number;
    pot: number;
    contributed: number;
    since: string;
    wins: number;
  }>(
    batch.tx,
    sql`select campaign_id, pot::float8 as pot, contributed::float8 as contributed, since, wins
        from engine_jackpot_pots where campaign_id = any(${intArray(campaignIds)})`,
  ))
    pots.set(row.campaign_id, {
      pot: Math.round(row.pot * 100),
      contributed: Math.round(row.contributed * 100),
      since: new Date(row.since),
      wins: row.wins,
      changed: false,
    });
  /** The batch's contributions per jackpot: one ledger row each, whatever the number of bets. */
  const contributions = new Map<number, { bet: number; amount: number }>();
  const history: Array<{ campaign_id: number; at: string; pot: number; won: boolean }> = [];

  for (const entry of entries) {
    const { campaign, player, event, sign, controlGroup } = entry;
    const jackpot = byCampaign.get(campaign.id);
    const round = roundAmounts(batch, event);
    if (!jackpot || !round || round.bet <= 0) continue;
    const contribution = Math.round((round.bet * (jackpot.contributionLevel ?? 0)) / 100);
    let pot = pots.get(campaign.id);
    if (!pot) {
      pot = {
        pot: cents(jackpot.startOnValue),
        contributed: 0,
        since: campaign.startDate,
        wins: 0,
        changed: true,
      };
      pots.set(campaign.id, pot);
    }
    pot.pot = Math.max(0, pot.pot + sign * contribution);
    pot.contributed += sign * contribution;
    pot.changed = true;
    let sum = contributions.get(jackpot.id);
    if (!sum) contributions.set(jackpot.id, (sum = { bet: 0, amount: 0 }));
    sum.bet += sign * round.bet;
    sum.amount += sign * contribution;
    effects.touch(campaign.id);
    if (sign < 0) {
      effects.cancel(campaign.id, `jackpot:${campaign.id}:${event.uniqueId}`);
      continue;
    }
    if (controlGroup) continue;
    const draw = draws.draw(
      'jackpot',
      entry,
      winChance(jackpot, campaign, pot, round.bet, contribution, event.occurredAt),
    );
    if (!draw.won) continue;
    const value = pot.pot / 100;
    effects.award({
      key: `jackpot:${campaign.id}:${event.uniqueId}`,
      campaignId: campaign.id,
      playerId: player.id,
      source: 'jackpot',
      prize: { kind: 'cash', id: null, amount: value, free_spins_number: null },
      value,
      at: event.occurredAt,
    });
    effects.complete(campaign.id, player.id, event.occurredAt);
    history.push({ campaign_id: campaign.id, at: event.occurredAt.toISOString(), pot: value, won: true });
    if (jackpot.notifyWhenWon)
      effects.notify({
        campaignId: campaign.id,
        title: `Jackpot won: ${campaign.name}`,
        text: `Player ${player.hash} won the jackpot "${campaign.name}": ${value.toFixed(2)} ${batch.baseCurrency}.`,
        url: campaignUrl(campaign.id),
      });
    pot.pot = cents(jackpot.startOnValue);
    pot.since = event.occurredAt;
    pot.wins += 1;
  }

  await savePots(batch, pots, contributions, history);
}

async function savePots(
  batch: Batch,
  pots: Map<number, Pot>,
  contributions: Map<number, { bet: number; amount: number }>,
  history: Array<{ campaign_id: number; at: string; pot: number; won: boolean }>,
) {
  const changed = [...pots.entries()].filter(([, pot]) => pot.changed);
  if (changed.length === 0) return;
  const at = batch.now.toISOString();
  await batch.tx.execute(sql`
    insert into engine_jackpot_pots as p (campaign_id, pot, contributed, since, wins, updated)
    select r.campaign_id, r.pot, r.contributed, r.since, r.wins, ${at}
    from jsonb_to_recordset(${jsonRows(
      changed.map(([campaignId, pot]) => ({
        campaign_id: campaignId,
        pot: pot.pot / 100,
        contributed: pot.contributed / 100,
        since: pot.since.toISOString(),
        wins: pot.wins,
      })),
    )}) as r(campaign_id int, pot numeric, contributed numeric, since timestamptz, wins int)
    on conflict (campaign_id) do update set pot = excluded.pot, contributed = excluded.contributed,
      since = excluded.since, wins = excluded.wins, updated = excluded.updated`);
  for (const [campaignId, pot] of changed)
    history.push({ campaign_id: campaignId, at, pot: pot.pot / 100, won: false });
  await batch.tx.execute(sql`
    insert into engine_jackpot_pot_history (campaign_id, at, pot, won)
    select r.campaign_id, r.at, r.pot, r.won
    from jsonb_to_recordset(${jsonRows(history)}) as r(campaign_id int, at timestamptz, pot numeric, won boolean)`);
  const rows = [...contributions].filter(([, row]) => row.bet !== 0 || row.amount !== 0);
  if (rows.length > 0)
    await batch.tx.execute(sql`
      insert into jackpot_contributions (jackpot_id, bet_amount, amount, created)
      select r.jackpot_id, r.bet, r.amount, ${at}
      from jsonb_to_recordset(${jsonRows(
        rows.map(([jackpotId, row]) => ({
          jackpot_id: jackpotId,
          bet: row.bet / 100,
          amount: row.amount / 100,
        })),
      )}) as r(jackpot_id int, bet numeric, amount numeric)`);
}

export const jackpotRules: CampaignRules = {
  types: ['jackpot'],
  prepare,
};
