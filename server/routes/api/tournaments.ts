import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CAMPAIGN_CHANGE, CAMPAIGN_VIEW, actorOf } from '../../lib/campaign-access';
import { PageSchema, paginate } from '../../lib/pagination';
import type { CompetitionFilters } from '../../repositories/competitions';
import { ERROR_RESPONSES, IdParams } from '../../schemas/common';
import {
  TournamentCreateBody,
  TournamentListQuery,
  TournamentPatchBody,
  TournamentReorderBody,
  TournamentSchema,
  TournamentTaskCreateBody,
  TournamentTaskParams,
  TournamentTaskPatchBody,
  TournamentTaskSchema,
  TournamentTaskTypeParams,
  toTournamentDto,
  toTournamentTaskDto,
} from '../../schemas/tournaments';
import { idFilter, ownerFilter } from '../../services/campaigns';

/**
 * Spec §7 Tournaments: a tournament campaign's settings and its tasks one by one, with the permissions
 * and status rules of the campaign they belong to. The campaign body's `tournament` key follows the
 * same rules.
 */
export default async function tournamentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/v1/tournaments/tournaments/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_VIEW),
      schema: {
        querystring: TournamentListQuery,
        response: { 200: PageSchema(TournamentSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const filters: CompetitionFilters = {
        kind: 'tournament',
        ...ownerFilter(actorOf(request)),
        campaignId: idFilter('campaign', request.query.campaign),
      };
      return paginate(
        request,
        () => app.repos.competitions.count(filters),
        async (page) => {
          const list = await app.repos.competitions.list(filters, page);
          return (await app.repos.competitions.withDetails(list)).map(toTournamentDto);
        },
      );
    },
  );

  app.post(
    '/v1/tournaments/tournaments/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_CHANGE),
      schema: { body: TournamentCreateBody, response: { 201: TournamentSchema, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      const { campaign, ...body } = request.body;
      const tournament = await app.campaigns.createTournament(campaign, body, actorOf(request));
      return reply.code(201).send(toTournamentDto(tournament));
    },
  );

  app.get(
    '/v1/tournaments/tournaments/:id/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_VIEW),
      schema: { params: IdParams, response: { 200: TournamentSchema, ...ERROR_RESPONSES } },
    },
    async (request) =>
      toTournamentDto(await app.campaigns.tournamentDetail(request.params.id, actorOf(request))),
  );

  app.patch(
    '/v1/tournaments/tournaments/:id/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_CHANGE),
      schema: {
        params: IdParams,
        body: TournamentPatchBody,
        response: { 200: TournamentSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      toTournamentDto(
        await app.campaigns.updateTournament(request.params.id, request.body, actorOf(request)),
      ),
  );

  app.patch(
    '/v1/tournaments/tournament/:id/tasks/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_CHANGE),
      schema: {
        params: IdParams,
        body: TournamentReorderBody,
        response: { 200: TournamentSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      toTournamentDto(
        await app.campaigns.reorderTournamentTasks(request.params.id, request.body.tasks, actorOf(request)),
      ),
  );

  app.post(
    '/v1/tournaments/tasks/:type/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_CHANGE),
      schema: {
        params: TournamentTaskTypeParams,
        body: TournamentTaskCreateBody,
        response: { 201: TournamentTaskSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { tournament, ...body } = request.body;
      const task = await app.campaigns.createTournamentTask(
        request.params.type,
        tournament,
        body,
        actorOf(request),
      );
      return reply.code(201).send(toTournamentTaskDto(task));
    },
  );

  app.patch(
    '/v1/tournaments/tasks/:type/:id/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_CHANGE),
      schema: {
        params: TournamentTaskParams,
        body: TournamentTaskPatchBody,
        response: { 200: TournamentTaskSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { tournament: _tournament, ...body } = request.body;
      return toTournamentTaskDto(
        await app.campaigns.updateTournamentTask(
          request.params.type,
          request.params.id,
          body,
          actorOf(request),
        ),
      );
    },
  );

  app.delete(
    '/v1/tournaments/tasks/:type/:id/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_CHANGE),
      schema: { params: TournamentTaskParams, response: { 204: Type.Null(), ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      await app.campaigns.removeTournamentTask(request.params.type, request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );
}
