import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { createClaimingLoop } from '../../lib/claiming-loop';
import type { Payout, PayoutPrize } from '../../db/schema';
import type { NotificationKind } from '../../../contract/notifications';
import { PERMISSIONS } from '../../../contract/permissions';
import { formatAmount } from '../../lib/money';
import type { CreditOutcome, CreditRequest, PlatformAdapter } from '../../platforms/types';
import { campaignWatchersSql } from '../../repositories/users';
import { campaignUrl } from '../campaigns';
import { rowsOf } from '../engine/campaigns/batch';

/** Payouts one claim takes: each is one platform call, so a few at a time keep the claim short. */
export const PAYOUT_BATCH_SIZE = 20;
/** How often an idle delivery worker looks for due payouts. */
export const PAYOUT_POLL_MS = 1_000;
/** The first wait after a timeout or 5xx; it doubles with each attempt up to RETRY_MAX_MS. */
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 3_600_000;

/** A claimed payout with what the platform needs to credit it. */
type Claimed = Pick<
  Payout,
  'id' | 'awardId' | 'campaignId' | 'kind' | 'prize' | 'value' | 'currency' | 'attempts'
> & {
  playerHash: string;
};

// The prize's fields as won, from the table its award's prize id points at (a jackpot has none: its
// cash amount is the award's value).
const PRIZE_FIELDS =
  sql.raw(`kind, amount::float8 as amount, cash_amounts, deposit_bonus_percentage::float8 as deposit_bonus_percentage,
  bonus_code, free_spins_number, bet_level::float8 as bet_level, wagering::float8 as wagering, eligible_games,
  catalog_item_id, platform_bonus_id, loot_box_id, action_group_id`);

/**
 * The payouts' outbox: every award not cancelled and without a payout gets one, `held` when its
 * campaign holds payouts, else `pending` (due now). The unique `award_id` makes two instances (or two
 * runs) write it once; awards cancelled by a rollback take their undelivered payout with them.
 */
export async function createPayouts(tx: Executor, now: Date, limit = 1_000): Promise<number> {
  const created = await rowsOf<{ id: number }>(
    tx,
    sql`insert into payouts (award_id, campaign_id, player_id, kind, prize, value, currency, state, next_try)
        select a.id, a.campaign_id, a.player_id, a.prize->>'kind',
          coalesce(to_jsonb(pr), '{}'::jsonb) || jsonb_build_object('kind', a.prize->>'kind')
            || case when pr is null then jsonb_build_object('amount', a.value) else '{}'::jsonb end,
          a.value, a.currency,
          case when c.hold_payouts then 'held' else 'pending' end, ${now.toISOString()}
        from engine_awards a
        join campaigns c on c.id = a.campaign_id
        left join lateral (
          select ${PRIZE_FIELDS} from task_prizes where a.source = 'task' and id = (a.prize->>'id')::int
          union all
          select ${PRIZE_FIELDS} from competition_place_prizes where a.source = 'place' and id = (a.prize->>'id')::int
          union all
          select ${PRIZE_FIELDS} from prizes where a.source = 'prize_drop' and id = (a.prize->>'id')::int
          limit 1
        ) pr on true
        where a.cancelled is null and not exists (select 1 from payouts p where p.award_id = a.id)
        order by a.id
        limit ${limit}
        on conflict (award_id) do nothing
        returning id`,
  );
  await tx.execute(sql`
    update payouts p set state = 'cancelled', message = 'The award was taken back (its event was rolled back).',
      updated = ${now.toISOString()}
    from engine_awards a
    where a.id = p.award_id and a.cancelled is not null and p.state in ('held', 'pending')`);
  return created.length;
}

/** The wire body of a credit: the award's id is the idempotency key, the same on every attempt. */
export function creditRequestOf(payout: Claimed): CreditRequest {
  const prize: Partial<PayoutPrize> = payout.prize;
  return {
    idempotency_key: `award-${payout.awardId}`,
    player: payout.playerHash,
    campaign: payout.campaignId,
    kind: payout.kind,
    value: payout.value,
    currency: payout.currency,
    amount: prize.amount ?? null,
    cash_amounts: prize.cash_amounts ?? {},
    deposit_bonus_percentage: prize.deposit_bonus_percentage ?? null,
    bonus_code: prize.bonus_code ?? null,
    free_spins_number: prize.free_spins_number ?? null,
    bet_level: prize.bet_level ?? null,
    wagering: prize.wagering ?? null,
    eligible_games: prize.eligible_games ?? [],
    platform_bonus_id: prize.platform_bonus_id ?? null,
    loot_box_id: prize.loot_box_id ?? null,
    action_group_id: prize.action_group_id ?? null,
  };
}

export const retryDelayMs = (attempts: number, baseMs = RETRY_BASE_MS) =>
  Math.min(baseMs * 2 ** Math.max(attempts - 1, 0), RETRY_MAX_MS);

export interface DeliveryOptions {
  db: Executor;
  platform(): Promise<PlatformAdapter>;
  log: FastifyBaseLogger;
  /** PAYOUT_RETRY_HOURS: retries stop this long after the first attempt. */
  retryHours: number;
  /**
   * How long a `sent` payout waits for its answer before another attempt (same key) may claim it: the
   * attempt's process may have died. Longer than the platform's timeout, so a live attempt is not raced.
   */
  leaseMs: number;
  retryBaseMs?: number;
  batchSize?: number;
  pollMs?: number;
  /** After a payout failed for good: the staff notified. */
  onNotified(userIds: number[]): void;
}

export interface DeliveryResult {
  created: number;
  attempted: number;
  paid: number;
  failed: number;
}

/**
 * The delivery worker, one per instance. Each round: write the outbox's payouts, then claim due ones
 * (`FOR UPDATE SKIP LOCKED`, so instances never claim the same) and record the attempt — `sent`, one
 * more attempt, answer awaited until the lease ends — and COMMIT before the platform is called. Then
 * the platform's answer is recorded against that attempt. A crash between the two leaves the payout
 * `sent`; when its lease ends it is sent again with the same idempotency key, which the platform
 * answers as the first time: a payout is credited once, however often it is sent.
 */
export function createPayoutDelivery(options: DeliveryOptions) {
  const {
    db,
    platform,
    log,
    retryHours,
    leaseMs,
    retryBaseMs = RETRY_BASE_MS,
    batchSize = PAYOUT_BATCH_SIZE,
    pollMs = PAYOUT_POLL_MS,
    onNotified,
  } = options;
  /** Staff given a notification this round, told over their sockets after it. */
  const notified = new Set<number>();

  async function claim(now: Date): Promise<Claimed[]> {
    const at = now.toISOString();
    return db.transaction((tx) =>
      rowsOf<Claimed>(
        tx,
        sql`with due as (
              select id from payouts
              where state in ('pending', 'sent') and next_try <= ${at} and kind <> 'catalog_item'
              order by next_try, id
              limit ${batchSize}
              for update skip locked
            )
            update payouts p set state = 'sent', attempts = p.attempts + 1, sent = ${at}, updated = ${at},
              next_try = ${new Date(now.getTime() + leaseMs).toISOString()},
              retry_until = coalesce(p.retry_until, ${new Date(now.getTime() + retryHours * 3_600_000).toISOString()})
            from due, players pl
            where p.id = due.id and pl.id = p.player_id
            returning p.id, p.award_id as "awardId", p.campaign_id as "campaignId", p.kind, p.prize,
              p.value::float8 as value, p.currency, p.attempts, pl.hash as "playerHash"`,
      ),
    );
  }

  /** Records one attempt's answer, only while the payout is still that attempt (a later one may have begun). */
  async function record(
    payout: Claimed,
    outcome: CreditOutcome,
    now: Date,
  ): Promise<'paid' | 'failed' | 'retry'> {
    const at = now.toISOString();
    const mine = sql`id = ${payout.id} and state = 'sent' and attempts = ${payout.attempts}`;
    if (outcome.outcome === 'paid') {
      await db.execute(
        sql`update payouts set state = 'paid', paid = ${at}, message = '', updated = ${at} where ${mine}`,
      );
      return 'paid';
    }
    return db.transaction(async (tx) => {
      const [row] = await rowsOf<{ state: 'failed' | 'pending'; campaign_id: number }>(
        tx,
        sql`update payouts set
              state = case when ${outcome.outcome === 'refused'} or retry_until <= ${at} then 'failed' else 'pending' end,
              next_try = ${new Date(now.getTime() + retryDelayMs(payout.attempts, retryBaseMs)).toISOString()},
              message = ${outcome.message}, updated = ${at}
            where ${mine}
            returning state, campaign_id`,
      );
      if (row?.state !== 'failed') return 'retry';
      await failedForGood(tx, payout, outcome.message);
      return 'failed';
    });
  }

  /**
   * A payout that will not be paid leaves the cost, and the staff who may see its campaign and its
   * payouts (`view_payout`) are told.
   */
  async function failedForGood(tx: Executor, payout: Claimed, message: string): Promise<void> {
    await adjustCost(tx, payout.id, -1);
    const told = await rowsOf<{ user_id: number }>(
      tx,
      sql`insert into notifications (user_id, kind, title, text, url)
          select w.id, ${'payout_failed' satisfies NotificationKind}, ${'Payout failed: '} || c.name,
            ${`The payout of ${formatAmount(payout.value, payout.currency)} to player ${payout.playerHash} failed: ${message}`},
            ${campaignUrl(payout.campaignId)}
          from (${campaignWatchersSql(payout.campaignId, PERMISSIONS.viewPayout)}) w
          join campaigns c on c.id = ${payout.campaignId}
          returning user_id`,
    );
    for (const { user_id } of told) notified.add(user_id);
  }

  async function deliver(payout: Claimed, now: Date): Promise<'paid' | 'failed' | 'retry'> {
    const started = Date.now();
    let outcome: CreditOutcome;
    try {
      outcome = await (await platform()).credit(creditRequestOf(payout));
    } catch (error) {
      log.warn({ err: error, payout: payout.id }, 'payout credit threw: tried again later');
      outcome = { outcome: 'retry', message: 'The platform could not be reached.' };
    }
    // The round's clock moved on by the call's time (tests run rounds at chosen times).
    return record(payout, outcome, new Date(now.getTime() + Date.now() - started));
  }

  async function work(now: Date): Promise<DeliveryResult> {
    const created = await db.transaction((tx) => createPayouts(tx, now));
    const claimed = await claim(now);
    const outcomes = await Promise.all(claimed.map((payout) => deliver(payout, now)));
    if (notified.size > 0) {
      onNotified([...notified]);
      notified.clear();
    }
    return {
      created,
      attempted: claimed.length,
      paid: outcomes.filter((outcome) => outcome === 'paid').length,
      failed: outcomes.filter((outcome) => outcome === 'failed').length,
    };
  }

  const loop = createClaimingLoop<DeliveryResult>({
    round: work,
    full: ({ attempted }) => attempted >= batchSize,
    idle: { created: 0, attempted: 0, paid: 0, failed: 0 },
    pollMs,
    retryMs: pollMs,
    log,
    failureMessage: 'payout round failed: its payouts stay due',
  });

  return { runRound: loop.runRound, wake: loop.wake, start: loop.start, stop: loop.stop };
}

export type PayoutDelivery = ReturnType<typeof createPayoutDelivery>;

/**
 * A payout leaving (`direction` -1: failed for good, cancelled) or coming back into (+1: retried) the
 * campaign's cost, and its player's prizes in the campaign. The award added it when won, so the cost
 * is always the paid and pending payouts.
 */
export async function adjustCost(tx: Executor, payoutId: number, direction: 1 | -1): Promise<void> {
  await tx.execute(sql`
    with p as (select campaign_id, player_id, value * ${direction} as value from payouts where id = ${payoutId}),
    c as (update campaigns c set cost = greatest(c.cost + p.value, 0) from p where c.id = p.campaign_id)
    update campaign_participations cp set prize_paid = greatest(cp.prize_paid + p.value, 0)
    from p where cp.campaign_id = p.campaign_id and cp.player_id = p.player_id`);
}
