import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { CampaignType } from '../../db/schema';
import { actorOf, CAMPAIGN_VIEW } from '../../lib/campaign-access';
import { notFound, validationError } from '../../lib/errors';
import { buildPage, getPageParams } from '../../lib/pagination';
import { ERROR_RESPONSES, IdParams } from '../../schemas/common';
import {
  LeaderboardPage,
  LeaderboardQuery,
  LiveFigures,
  PlayerEngagement,
  Progress,
  ProgressQuery,
} from '../../schemas/engine';
import { assertAccess, campaignVisibility, type Actor } from '../../services/campaigns/access';
import { createEngineReads } from '../../services/engine/campaigns/reads';

const COMPETITION_TYPES: readonly CampaignType[] = ['tournament', 'race'];
const MISSION_TYPES: readonly CampaignType[] = ['mission', 'missionV2', 'sportsbookMission'];

/**
 * What the engine computed (ARCHITECTURE.md "The engine"): a tournament's or race's leaderboard, a
 * player's mission progress, a campaign's live figures, and a player's engagement. Campaigns follow the
 * campaign visibility rules: one the user may not see answers 404.
 */
export default async function engineReadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const reads = createEngineReads(app.db);

  /** The campaign if the actor may see it and it is of one of `types`, else 404. */
  async function visibleCampaign(id: number, actor: Actor, types?: readonly CampaignType[]) {
    const campaign = assertAccess(actor, await app.repos.campaigns.findById(id), 'view');
    if (campaign.isTemplate || (types && !types.includes(campaign.type))) throw notFound();
    return campaign;
  }

  app.get(
    '/v1/campaigns/campaigns/:id/leaderboard/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_VIEW),
      schema: {
        params: IdParams,
        querystring: LeaderboardQuery,
        response: { 200: LeaderboardPage, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const campaign = await visibleCampaign(request.params.id, actorOf(request), COMPETITION_TYPES);
      const params = getPageParams(request.query);
      const board = await reads.leaderboard(campaign, params, request.query.player);
      return { ...buildPage(request, params, board.count, board.results), final: board.final };
    },
  );

  app.get(
    '/v1/campaigns/campaigns/:id/progress/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_VIEW),
      schema: {
        params: IdParams,
        querystring: ProgressQuery,
        response: { 200: Progress, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const campaign = await visibleCampaign(request.params.id, actorOf(request), MISSION_TYPES);
      const progress = await reads.progress(campaign, request.query.player);
      if (!progress) throw validationError({ player: ['No player has this hash.'] });
      return progress;
    },
  );

  app.get(
    '/v1/campaigns/campaigns/:id/live/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_VIEW),
      schema: { params: IdParams, response: { 200: LiveFigures, ...ERROR_RESPONSES } },
    },
    async (request) => reads.live(await visibleCampaign(request.params.id, actorOf(request))),
  );

  app.get(
    '/v1/player/players/:id/engagement/',
    { schema: { params: IdParams, response: { 200: PlayerEngagement, ...ERROR_RESPONSES } } },
    async (request) => {
      const actor = actorOf(request);
      const player = await app.repos.players.findById(request.params.id);
      if (!player) throw notFound();
      const visibility = campaignVisibility(actor);
      return reads.engagement(player, visibility === 'own' ? { ownerId: actor.id } : (visibility ?? 'none'));
    },
  );
}
