import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CAMPAIGN_CHANGE, CAMPAIGN_VIEW, actorOf } from '../../lib/campaign-access';
import { notFound } from '../../lib/errors';
import { ownerFilter } from '../../services/campaigns/access';
import { ERROR_RESPONSES, IdParams } from '../../schemas/common';
import { PrizeInput, PrizeSchema, toPrizeDto } from '../../schemas/prizes';
import { prizeFields } from '../../services/prize-rules';
import { PERMISSIONS } from '../../../contract/permissions';

/**
 * Prizes of their own (spec §7 `POST v1/prizes/prize/`, `GET v1/prizes/prizes/{id}/`): a prize is
 * created once and referenced by id (a prize drop's prizes). Only the kind's own fields are kept.
 */
export default async function prizeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/v1/prizes/prize/',
    {
      preHandler: app.requirePermissions([PERMISSIONS.addCampaign, ...CAMPAIGN_CHANGE]),
      schema: { body: PrizeInput, response: { 201: PrizeSchema, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      const prize = await app.repos.prizeDrops.insertPrize(prizeFields(request.body), actorOf(request).id);
      return reply.code(201).send(toPrizeDto(prize));
    },
  );

  app.get(
    '/v1/prizes/prizes/:id/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_VIEW),
      schema: { params: IdParams, response: { 200: PrizeSchema, ...ERROR_RESPONSES } },
    },
    async (request) => {
      // The campaign visibility rules: with only `view_own_campaign`, one's own prizes and those of one's campaigns.
      const prize = await app.repos.prizeDrops.findPrize(request.params.id, ownerFilter(actorOf(request)));
      if (!prize) throw notFound();
      return toPrizeDto(prize);
    },
  );
}
