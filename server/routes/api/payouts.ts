import { Type, type Static, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PERMISSIONS } from '../../../contract/permissions';
import type { Executor } from '../../db/client';
import { PAYOUT_STATES, PRIZE_KINDS, type Payout, type PayoutState } from '../../db/schema';
import { actorOf } from '../../lib/campaign-access';
import { nonFieldError, notFound, permissionDenied, validationError } from '../../lib/errors';
import { orderingFrom } from '../../lib/ordering';
import { buildPage, getPageParams, PageQuery } from '../../lib/pagination';
import { parseDateTime } from '../../lib/time';
import { PAYOUT_SORTING, type PayoutFilters, type PayoutRow } from '../../repositories/payouts';
import {
  DateTimeString,
  ERROR_RESPONSES,
  IdParams,
  MAX_INT,
  PlainText,
  StringEnum,
} from '../../schemas/common';
import {
  PayoutCancelBody,
  PayoutPageSchema,
  PayoutReleaseBody,
  PayoutSchema,
  PayoutsReleasedSchema,
} from '../../../contract/schemas/payouts';
import { auditActorOf } from '../../services/audit';
import { adjustCost } from '../../services/payouts/delivery';

const toDto = (row: PayoutRow) => ({
  id: row.id,
  award: row.awardId,
  campaign: { id: row.campaignId, name: row.campaignName },
  player: row.playerHash,
  kind: row.kind,
  prize: { ...row.prize },
  value: row.value,
  currency: row.currency,
  state: row.state,
  attempts: row.attempts,
  next_try: row.state === 'pending' || row.state === 'sent' ? row.nextTry.toISOString() : null,
  message: row.message,
  sent: row.sent?.toISOString() ?? null,
  paid: row.paid?.toISOString() ?? null,
  released_by: row.releasedById,
  created: row.created.toISOString(),
});

const auditView = (row: Pick<PayoutRow, 'state' | 'message' | 'releasedById'>) => ({
  state: row.state,
  message: row.message,
  released_by: row.releasedById,
});

type PayoutChange = Partial<Payout> & { state: PayoutState };

/** Four eyes: a campaign's held payouts are released by an approver who did not create it. */
const FOUR_EYES =
  "You created this campaign: another user with 'Release held payouts' must release its payouts.";

/**
 * Payouts (`view_payout` to read, `change_payout` to retry, cancel and mark catalogue items sent,
 * `approve_payout` to release held ones). Every action locks the payout, checks its state, writes the
 * new one and its activity-log entry in one transaction, then wakes this instance's delivery.
 */
export default async function payoutRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const repo = app.repos.payouts;
  const tags = ['payout'];

  app.get(
    '/v1/payouts/',
    {
      preHandler: app.requirePermissions(PERMISSIONS.viewPayout),
      schema: {
        tags,
        querystring: Type.Object({
          ...PageQuery.properties,
          order_by: Type.Optional(Type.String({ maxLength: 200 })),
          status: Type.Optional(Type.Union([StringEnum(PAYOUT_STATES), Type.Literal('')])),
          campaign: Type.Optional(
            Type.Union([Type.Integer({ minimum: 1, maximum: MAX_INT }), Type.Literal('')]),
          ),
          player: Type.Optional(PlainText({ maxLength: 200 })),
          kind: Type.Optional(Type.Union([StringEnum(PRIZE_KINDS), Type.Literal('')])),
          date_from: Type.Optional(Type.Union([DateTimeString, Type.Literal('')])),
          date_to: Type.Optional(Type.Union([DateTimeString, Type.Literal('')])),
        }),
        response: {
          200: PayoutPageSchema,
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request) => {
      const query = request.query;
      const filters: PayoutFilters = {
        state: query.status || undefined,
        campaign: typeof query.campaign === 'number' ? query.campaign : undefined,
        player: query.player?.trim() || undefined,
        kind: query.kind || undefined,
        from: query.date_from ? (parseDateTime(query.date_from) ?? undefined) : undefined,
        to: query.date_to ? (parseDateTime(query.date_to) ?? undefined) : undefined,
      };
      const orderBy = orderingFrom(
        query.order_by,
        PAYOUT_SORTING.fields,
        '-created',
        PAYOUT_SORTING.tieBreaker,
      );
      const page = getPageParams(query);
      const [count, rows, totals] = await Promise.all([
        repo.count(filters),
        repo.list({ filters, page, orderBy }),
        repo.totals(filters),
      ]);
      return { ...buildPage(request, page, count, rows.map(toDto)), totals };
    },
  );

  /**
   * One action on one payout: locked, checked by `act` (which answers the new state's fields), written
   * and logged in one transaction.
   */
  function action<Body>(
    path: string,
    permission: (typeof PERMISSIONS)[keyof typeof PERMISSIONS],
    body: ReturnType<typeof Type.Object>,
    act: (row: PayoutRow, input: Body, request: FastifyRequest, tx: Executor) => Promise<PayoutChange>,
  ) {
    app.post(
      `/v1/payouts/:id/${path}/`,
      {
        preHandler: app.requirePermissions(permission),
        schema: { tags, params: IdParams, body, response: { 200: PayoutSchema, ...ERROR_RESPONSES } },
      },
      async (request) => {
        const { id } = request.params as { id: number };
        await app.db.transaction(async (tx) => {
          const row = await repo.lock(id, tx);
          if (!row) throw notFound();
          const next = await act(row, request.body as Body, request, tx);
          await repo.set(id, next, tx);
          await app.audit.record(tx, {
            ...auditActorOf(request),
            action: 'status_change',
            resource: 'payout',
            resourceId: id,
            label: `${row.campaignName}: ${row.value.toFixed(2)} ${row.currency} to ${row.playerHash}`,
            before: auditView(row),
            after: auditView({ ...row, ...next }),
          });
        });
        app.payouts.wake();
        const row = await repo.find(id);
        if (!row) throw notFound();
        return toDto(row);
      },
    );
  }

  const mustBe = (row: PayoutRow, states: readonly PayoutState[], message: string) => {
    if (!states.includes(row.state)) throw nonFieldError(message);
  };
  const fourEyes = (request: FastifyRequest, creatorId: number | null) => {
    if (creatorId !== null && creatorId === actorOf(request).id) throw permissionDenied(FOUR_EYES);
  };
  const NoBody = Type.Object({});

  action('retry', PERMISSIONS.changePayout, NoBody, async (row, _input, _request, tx) => {
    mustBe(row, ['failed'], 'Only a failed payout can be retried.');
    // A failed payout had left the cost; sent again, it counts once more.
    await adjustCost(tx, row.id, 1);
    return { state: 'pending', nextTry: new Date(), retryUntil: null, message: '' };
  });

  action<Static<typeof PayoutCancelBody>>(
    'cancel',
    PERMISSIONS.changePayout,
    PayoutCancelBody,
    async (row, input, _request, tx) => {
      mustBe(row, ['held', 'failed'], 'Only a held or failed payout can be cancelled.');
      const reason = input.reason.trim();
      if (reason === '') throw validationError({ reason: ['Say why the payout is cancelled.'] });
      if (row.state === 'held') await adjustCost(tx, row.id, -1);
      return { state: 'cancelled', message: reason };
    },
  );

  action('release', PERMISSIONS.approvePayout, NoBody, async (row, _input, request) => {
    mustBe(row, ['held'], 'Only a held payout can be released.');
    fourEyes(request, row.campaignCreatorId);
    return { state: 'pending', nextTry: new Date(), releasedById: actorOf(request).id };
  });

  action('mark-sent', PERMISSIONS.changePayout, NoBody, async (row) => {
    if (row.kind !== 'catalog_item') throw nonFieldError('Only catalogue items are marked sent by staff.');
    mustBe(row, ['pending'], 'Only a pending catalogue item can be marked sent.');
    return { state: 'paid', paid: new Date(), message: '' };
  });

  app.post(
    '/v1/payouts/release/',
    {
      preHandler: app.requirePermissions(PERMISSIONS.approvePayout),
      schema: {
        tags,
        body: PayoutReleaseBody,
        response: { 200: PayoutsReleasedSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const released = await app.db.transaction(async (tx) => {
        const campaign = await app.repos.campaigns.findById(request.body.campaign, tx);
        if (!campaign) throw notFound();
        fourEyes(request, campaign.creatorId);
        const count = await repo.releaseCampaign(campaign.id, actor.id, tx);
        if (count > 0)
          await app.audit.record(tx, {
            ...auditActorOf(request),
            action: 'status_change',
            resource: 'campaign_payouts',
            resourceId: campaign.id,
            label: campaign.name,
            before: { held: count },
            after: { held: 0, released_by: actor.id },
          });
        return count;
      });
      app.payouts.wake();
      return { released };
    },
  );
}
