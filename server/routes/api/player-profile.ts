import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../../contract/permissions';
import { CAMPAIGN_CHANGE, actorOf } from '../../lib/campaign-access';
import { notFound, validationError } from '../../lib/errors';
import { paginate } from '../../lib/pagination';
import { ERROR_RESPONSES, IdParams } from '../../schemas/common';
import {
  PlayerDetailSchema,
  PlayerPatchBody,
  PlayerStatisticsSchema,
  RevokeOptOutBody,
  SportsbookPageSchema,
  SportsbookQuery,
  TransactionPageSchema,
  TransactionQuery,
  splitList,
  toCampaignRefDto,
  toParticipationDto,
  toSportsbookDto,
  toTransactionDto,
} from '../../schemas/player-activity';
import { toPlayerDto } from '../../schemas/players';
import { auditActorOf } from '../../services/audit';
import { canView } from '../../services/campaigns/access';
import type { Player } from '../../db/schema';
import { Type } from '@fastify/type-provider-typebox';

/**
 * One player (spec §3 "Player"): the player with turnover, deposits and revenue, their transactions and
 * sportsbook bets (paged, filtered, newest first), their campaign statistics, and the revoke of an
 * opt-out. Like the players list, reading needs only a sign-in; changing segments needs `change_player`.
 */
export default async function playerProfileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  async function playerOr404(id: number): Promise<Player> {
    const player = await app.repos.players.findById(id);
    if (!player) throw notFound();
    return player;
  }

  async function detail(player: Player) {
    const totals = await app.repos.playerActivity.totals(player.id);
    const money = (amount: number) => ({ amount, currency: player.currency });
    return {
      ...toPlayerDto(player),
      turnover: money(totals.turnover),
      deposits: money(totals.deposits),
      revenue: money(totals.revenue),
    };
  }

  app.get(
    '/v1/player/players/:id/',
    { schema: { params: IdParams, response: { 200: PlayerDetailSchema, ...ERROR_RESPONSES } } },
    async (request) => detail(await playerOr404(request.params.id)),
  );

  app.patch(
    '/v1/player/players/:id/',
    {
      preHandler: app.requirePermissions(PERMISSIONS.changePlayer),
      schema: {
        params: IdParams,
        body: PlayerPatchBody,
        response: { 200: PlayerDetailSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const before = await playerOr404(request.params.id);
      const segments = [...new Set(request.body.segments.map((segment) => segment.trim()))];
      if (segments.some((segment) => segment === ''))
        throw validationError({ segments: ['A segment may not be blank.'] });
      const updated = await app.audit.logged(auditActorOf(request), async (tx) => {
        const row = await app.repos.players.updateSegments(before.id, segments, tx);
        if (!row) throw notFound();
        const change = {
          action: 'update' as const,
          resource: 'player',
          resourceId: row.id,
          label: row.hash,
          before: { segments: before.segments },
          after: { segments: row.segments },
        };
        return { result: row, change };
      });
      return detail(updated);
    },
  );

  app.get(
    '/v1/player/players/:id/transactions/',
    {
      schema: {
        params: IdParams,
        querystring: TransactionQuery,
        response: { 200: TransactionPageSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const player = await playerOr404(request.params.id);
      const filters = {
        categories: splitList(request.query.categories),
        providers: splitList(request.query.providers),
        types: splitList(request.query.types),
      };
      const [page, choices] = await Promise.all([
        paginate(
          request,
          () => app.repos.playerActivity.countTransactions(player.id, filters),
          async (params) =>
            (await app.repos.playerActivity.transactions(player.id, filters, params)).map(toTransactionDto),
        ),
        app.repos.playerActivity.transactionChoices(player.id),
      ]);
      return { ...page, filters: choices };
    },
  );

  app.get(
    '/v1/player/players/:id/sportsbook-transactions/',
    {
      schema: {
        params: IdParams,
        querystring: SportsbookQuery,
        response: { 200: SportsbookPageSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const player = await playerOr404(request.params.id);
      const filters = {
        betTypes: splitList(request.query.bet_types),
        statuses: splitList(request.query.statuses),
      };
      const [page, choices] = await Promise.all([
        paginate(
          request,
          () => app.repos.playerActivity.countSportsbook(player.id, filters),
          async (params) =>
            (await app.repos.playerActivity.sportsbook(player.id, filters, params)).map(toSportsbookDto),
        ),
        app.repos.playerActivity.sportsbookChoices(player.id),
      ]);
      return { ...page, filters: { bet_types: choices.betTypes, statuses: choices.statuses } };
    },
  );

  app.get(
    '/v1/player/players/:id/statistics/',
    { schema: { params: IdParams, response: { 200: PlayerStatisticsSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const player = await playerOr404(request.params.id);
      // Only campaigns the caller may see are named (the campaign visibility rules; none without a view permission).
      const actor = actorOf(request);
      const visible = ({ creatorId }: { creatorId: number | null }) => canView(actor, { creatorId });
      const [eligible, participations, optOuts, payoutRows] = await Promise.all([
        app.repos.playerActivity.campaignsEligibleFor(player.id).then((rows) => rows.filter(visible)),
        app.repos.playerActivity.participations(player.id).then((rows) => rows.filter(visible)),
        app.repos.playerActivity
          .optOuts(player.id)
          .then((rows) =>
            rows.filter((row) => row.campaign === null || visible({ creatorId: row.campaignCreatorId })),
          ),
        app.repos.payouts
          .ofPlayer(player.id)
          .then((rows) => rows.filter((row) => visible({ creatorId: row.campaignCreatorId }))),
      ]);
      // The real payouts (newest first), in the casino's base currency like the campaigns' cost.
      const payouts = payoutRows.map((row) => ({
        campaign: { id: row.campaignId, name: row.campaignName, type: row.campaignType },
        created: row.created.toISOString(),
        amount: row.value,
        currency: row.currency,
        state: row.state,
        kind: row.kind,
      }));
      const cost = payouts.reduce((sum, payout) => sum + payout.amount, 0);
      return {
        campaigns_eligible_for: eligible.map(toCampaignRefDto),
        campaigns_participated_in: participations.map(toCampaignRefDto),
        campaigns_with_statistics: participations.map((row) => toParticipationDto(row, player.currency)),
        prize_payouts: payouts,
        total_prize_payouts: payouts.length,
        total_prize_payouts_cost: {
          amount: Math.round(cost * 100) / 100,
          currency: payouts[0]?.currency ?? player.currency,
        },
        opt_outs: optOuts.map((row) => ({
          target_group: row.targetGroupId,
          campaign_type: row.campaignType,
          created: row.created.toISOString(),
          campaign: row.campaign,
        })),
      };
    },
  );

  // Access follows the campaign that uses the target group, as for the group's other changes.
  app.post(
    '/v1/player/target-groups/:id/revoke-opt-out/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_CHANGE),
      schema: {
        params: IdParams,
        body: RevokeOptOutBody,
        response: { 200: Type.Object({ detail: Type.String() }), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { group } = await app.campaigns.targetGroup(request.params.id, actorOf(request), 'change');
      const player = await app.repos.players.findByHash(request.body.hash.trim());
      if (!player) throw validationError({ hash: ['No player has this hash.'] });
      const campaignType = request.body.campaign_type.trim();
      await app.audit.logged(auditActorOf(request), async (tx) => {
        const revoked = await app.repos.playerActivity.revokeOptOut(group.id, player.id, campaignType, tx);
        if (!revoked)
          throw validationError({
            campaign_type: ['This player has not opted out of these campaigns.'],
          });
        const change = {
          action: 'update' as const,
          resource: 'target_group',
          resourceId: group.id,
          label: `Target group ${group.id}`,
          before: { opt_out: `${player.hash} (${campaignType})` },
          after: { opt_out: null },
        };
        return { result: true, change };
      });
      return { detail: 'The opt-out has been revoked.' };
    },
  );
}
