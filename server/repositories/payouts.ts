import { and, asc, count, desc, eq, gt, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { campaigns, payouts, players, type PayoutState, type PrizeKind } from '../db/schema';
import type { ListRequest } from '../lib/resource';

export interface PayoutFilters {
  state?: PayoutState;
  campaign?: number;
  /** The player's hash. */
  player?: string;
  kind?: PrizeKind;
  /** Created at or after. */
  from?: Date;
  /** Created before. */
  to?: Date;
}

/** The orders the payouts list offers (`?order_by=`). */
export const PAYOUT_SORTING = {
  fields: {
    created: payouts.created,
    value: payouts.value,
    state: payouts.state,
    attempts: payouts.attempts,
    next_try: payouts.nextTry,
  },
  tieBreaker: payouts.id,
};

const columns = {
  id: payouts.id,
  awardId: payouts.awardId,
  campaignId: payouts.campaignId,
  campaignName: campaigns.name,
  campaignCreatorId: campaigns.creatorId,
  campaignType: campaigns.type,
  playerId: payouts.playerId,
  playerHash: players.hash,
  kind: payouts.kind,
  prize: payouts.prize,
  value: payouts.value,
  currency: payouts.currency,
  state: payouts.state,
  attempts: payouts.attempts,
  nextTry: payouts.nextTry,
  message: payouts.message,
  sent: payouts.sent,
  paid: payouts.paid,
  releasedById: payouts.releasedById,
  created: payouts.created,
  updated: payouts.updated,
};

const selectPayouts = (tx: Executor) =>
  tx
    .select(columns)
    .from(payouts)
    .innerJoin(campaigns, eq(campaigns.id, payouts.campaignId))
    .innerJoin(players, eq(players.id, payouts.playerId));

export type PayoutRow = Awaited<ReturnType<typeof selectPayouts>>[number];

/** Totals of the listed payouts per state and currency. */
export interface PayoutTotal {
  state: PayoutState;
  currency: string;
  count: number;
  value: number;
}

function whereOf(filters: PayoutFilters): SQL | undefined {
  return and(
    filters.state === undefined ? undefined : eq(payouts.state, filters.state),
    filters.campaign === undefined ? undefined : eq(payouts.campaignId, filters.campaign),
    filters.player === undefined ? undefined : eq(players.hash, filters.player),
    filters.kind === undefined ? undefined : eq(payouts.kind, filters.kind),
    filters.from === undefined ? undefined : gte(payouts.created, filters.from),
    filters.to === undefined ? undefined : lt(payouts.created, filters.to),
  );
}

/** Payouts as staff see them (spec: `/payouts`), with their campaign and player. */
export function createPayoutsRepository(db: Executor) {
  const listed = selectPayouts;

  return {
    async find(id: number, tx: Executor = db): Promise<PayoutRow | undefined> {
      const [row] = await listed(tx).where(eq(payouts.id, id));
      return row;
    },

    /** Locks the payout for a change in `tx` (a delivery round may be claiming it). */
    async lock(id: number, tx: Executor): Promise<PayoutRow | undefined> {
      const [row] = await listed(tx).where(eq(payouts.id, id)).for('update', { of: payouts });
      return row;
    },

    async count(filters: PayoutFilters): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(payouts)
        .innerJoin(players, eq(players.id, payouts.playerId))
        .where(whereOf(filters));
      return row.n;
    },

    async list({ filters, page, orderBy }: ListRequest<PayoutFilters>): Promise<PayoutRow[]> {
      return listed(db)
        .where(whereOf(filters))
        .orderBy(...orderBy)
        .limit(page.limit)
        .offset(page.offset);
    },

    async totals(filters: PayoutFilters): Promise<PayoutTotal[]> {
      return db
        .select({
          state: payouts.state,
          currency: payouts.currency,
          count: count(),
          value: sql<number>`coalesce(sum(${payouts.value}), 0)::float8`,
        })
        .from(payouts)
        .innerJoin(players, eq(players.id, payouts.playerId))
        .where(whereOf(filters))
        .groupBy(payouts.state, payouts.currency)
        .orderBy(payouts.state, payouts.currency);
    },

    /** Moves one payout to `state` with the given fields; the caller has locked and checked it. */
    async set(
      id: number,
      values: Partial<typeof payouts.$inferInsert> & { state: PayoutState },
      tx: Executor,
    ): Promise<void> {
      await tx
        .update(payouts)
        .set({ ...values, updated: new Date() })
        .where(eq(payouts.id, id));
    },

    /** A player's payouts that count (held, pending, sent, paid), newest first: their prize payouts. */
    async ofPlayer(playerId: number): Promise<PayoutRow[]> {
      return listed(db)
        .where(
          and(eq(payouts.playerId, playerId), inArray(payouts.state, ['held', 'pending', 'sent', 'paid'])),
        )
        .orderBy(desc(payouts.created), desc(payouts.id));
    },

    /** A campaign's payouts in the order they were written, `limit` after the id `afterId` (a report's page). */
    async campaignPage(
      campaignId: number,
      afterId: number | null,
      limit: number,
      tx: Executor = db,
    ): Promise<PayoutRow[]> {
      return listed(tx)
        .where(
          and(eq(payouts.campaignId, campaignId), afterId === null ? undefined : gt(payouts.id, afterId)),
        )
        .orderBy(asc(payouts.id))
        .limit(limit);
    },

    /** Releases every held payout of a campaign; answers how many. */
    async releaseCampaign(campaignId: number, userId: number, tx: Executor): Promise<number> {
      const released = await tx
        .update(payouts)
        .set({ state: 'pending', nextTry: new Date(), releasedById: userId, updated: new Date() })
        .where(and(eq(payouts.campaignId, campaignId), eq(payouts.state, 'held')))
        .returning({ id: payouts.id });
      return released.length;
    },
  };
}

export type PayoutsRepository = ReturnType<typeof createPayoutsRepository>;
