import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CAMPAIGN_CHANGE, CAMPAIGN_VIEW, actorOf } from '../../lib/campaign-access';
import { PageSchema, paginate } from '../../lib/pagination';
import type { SettingsFilters } from '../../repositories/prize-drops';
import { ERROR_RESPONSES, IdParams } from '../../schemas/common';
import {
  DropPrizeBody,
  DropPrizeRemoveBody,
  PrizeDropCreateBody,
  PrizeDropListQuery,
  PrizeDropPatchBody,
  PrizeDropSchema,
  toPrizeDropDto,
} from '../../schemas/prize-drops';
import { idFilter, ownerFilter } from '../../services/campaigns';

/**
 * Spec §7 "Prize drops": a prize-drop campaign's settings, and its prizes one by one (prizes of their
 * own from `POST v1/prizes/prize/`, by id, with a quantity), under the campaign's permissions and
 * status rules. Every prize change answers the prize drop as it is now.
 */
export default async function prizeDropRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = '/v1/prize-drops/prize-drops/';

  app.get(
    base,
    {
      preHandler: app.requirePermissions(CAMPAIGN_VIEW),
      schema: {
        querystring: PrizeDropListQuery,
        response: { 200: PageSchema(PrizeDropSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const filters: SettingsFilters = {
        ...ownerFilter(actorOf(request)),
        campaignId: idFilter('campaign', request.query.campaign),
      };
      return paginate(
        request,
        () => app.repos.prizeDrops.count(filters),
        async (page) =>
          (await app.repos.prizeDrops.withPrizes(await app.repos.prizeDrops.list(filters, page))).map(
            toPrizeDropDto,
          ),
      );
    },
  );

  app.post(
    base,
    {
      preHandler: app.requirePermissions(CAMPAIGN_CHANGE),
      schema: { body: PrizeDropCreateBody, response: { 201: PrizeDropSchema, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      const { campaign, ...body } = request.body;
      const drop = await app.campaigns.createPrizeDrop(campaign, body, actorOf(request));
      return reply.code(201).send(toPrizeDropDto(drop));
    },
  );

  app.get(
    `${base}:id/`,
    {
      preHandler: app.requirePermissions(CAMPAIGN_VIEW),
      schema: { params: IdParams, response: { 200: PrizeDropSchema, ...ERROR_RESPONSES } },
    },
    async (request) =>
      toPrizeDropDto(await app.campaigns.prizeDropDetail(request.params.id, actorOf(request))),
  );

  app.patch(
    `${base}:id/`,
    {
      preHandler: app.requirePermissions(CAMPAIGN_CHANGE),
      schema: {
        params: IdParams,
        body: PrizeDropPatchBody,
        response: { 200: PrizeDropSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      toPrizeDropDto(await app.campaigns.updatePrizeDrop(request.params.id, request.body, actorOf(request))),
  );

  app.post(
    `${base}:id/prizes/`,
    {
      preHandler: app.requirePermissions(CAMPAIGN_CHANGE),
      schema: {
        params: IdParams,
        body: DropPrizeBody,
        response: { 201: PrizeDropSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { prize, quantity } = request.body;
      const drop = await app.campaigns.addDropPrize(request.params.id, prize, quantity, actorOf(request));
      return reply.code(201).send(toPrizeDropDto(drop));
    },
  );

  app.patch(
    `${base}:id/prizes/`,
    {
      preHandler: app.requirePermissions(CAMPAIGN_CHANGE),
      schema: {
        params: IdParams,
        body: DropPrizeBody,
        response: { 200: PrizeDropSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { prize, quantity } = request.body;
      return toPrizeDropDto(
        await app.campaigns.updateDropPrize(request.params.id, prize, quantity, actorOf(request)),
      );
    },
  );

  app.delete(
    `${base}:id/prizes/`,
    {
      preHandler: app.requirePermissions(CAMPAIGN_CHANGE),
      schema: {
        params: IdParams,
        body: DropPrizeRemoveBody,
        response: { 200: PrizeDropSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      toPrizeDropDto(
        await app.campaigns.removeDropPrize(request.params.id, request.body.prize, actorOf(request)),
      ),
  );
}
