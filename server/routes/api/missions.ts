import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PageSchema, paginate } from '../../lib/pagination';
import type { MissionFilters } from '../../repositories/missions';
import { IdParams, ERROR_RESPONSES } from '../../schemas/common';
import {
  MissionCreateBody,
  MissionListQuery,
  MissionPatchBody,
  MissionSchema,
  ReorderBody,
  TaskCreateBody,
  TaskParams,
  TaskPatchBody,
  TaskSchema,
  TaskTypeParams,
  toMissionDto,
  toTaskDto,
} from '../../schemas/missions';
import { idFilter, ownerFilter } from '../../services/campaigns';
import { CAMPAIGN_CHANGE, CAMPAIGN_VIEW, actorOf } from '../../lib/campaign-access';

/**
 * Missions and their tasks one by one (the step builder's settings step), with the permissions and
 * status rules of the campaign they belong to.
 */
export default async function missionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/v1/missions/missions/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_VIEW),
      schema: {
        querystring: MissionListQuery,
        response: { 200: PageSchema(MissionSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const filters: MissionFilters = {
        ...ownerFilter(actorOf(request)),
        campaignId: idFilter('campaign', request.query.campaign),
      };
      return paginate(
        request,
        () => app.repos.missions.count(filters),
        async (page) => {
          const missions = await app.repos.missions.withTasks(await app.repos.missions.list(filters, page));
          return missions.map(toMissionDto);
        },
      );
    },
  );

  app.post(
    '/v1/missions/missions/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_CHANGE),
      schema: { body: MissionCreateBody, response: { 201: MissionSchema, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      const { campaign, ...body } = request.body;
      const mission = await app.campaigns.createMission(campaign, body, actorOf(request));
      return reply.code(201).send(toMissionDto(mission));
    },
  );

  app.get(
    '/v1/missions/missions/:id/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_VIEW),
      schema: { params: IdParams, response: { 200: MissionSchema, ...ERROR_RESPONSES } },
    },
    async (request) => {
      const { mission } = await app.campaigns.missionDetail(request.params.id, actorOf(request));
      return toMissionDto(mission);
    },
  );

  app.patch(
    '/v1/missions/missions/:id/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_CHANGE),
      schema: {
        params: IdParams,
        body: MissionPatchBody,
        response: { 200: MissionSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      toMissionDto(await app.campaigns.updateMission(request.params.id, request.body, actorOf(request))),
  );

  app.delete(
    '/v1/missions/missions/:id/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_CHANGE),
      schema: { params: IdParams, response: { 204: Type.Null(), ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      await app.campaigns.removeMission(request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/v1/missions/mission/:id/tasks/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_CHANGE),
      schema: { params: IdParams, body: ReorderBody, response: { 200: MissionSchema, ...ERROR_RESPONSES } },
    },
    async (request) =>
      toMissionDto(await app.campaigns.reorderTasks(request.params.id, request.body.tasks, actorOf(request))),
  );

  app.post(
    '/v1/missions/tasks/:type/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_CHANGE),
      schema: {
        params: TaskTypeParams,
        body: TaskCreateBody,
        response: { 201: TaskSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { mission, ...body } = request.body;
      const task = await app.campaigns.createTask(request.params.type, mission, body, actorOf(request));
      return reply.code(201).send(toTaskDto(task));
    },
  );

  app.get(
    '/v1/missions/tasks/:type/:id/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_VIEW),
      schema: { params: TaskParams, response: { 200: TaskSchema, ...ERROR_RESPONSES } },
    },
    async (request) => {
      const { task } = await app.campaigns.taskDetail(
        request.params.type,
        request.params.id,
        actorOf(request),
      );
      return toTaskDto(task);
    },
  );

  app.patch(
    '/v1/missions/tasks/:type/:id/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_CHANGE),
      schema: { params: TaskParams, body: TaskPatchBody, response: { 200: TaskSchema, ...ERROR_RESPONSES } },
    },
    async (request) => {
      const { mission: _mission, ...body } = request.body;
      return toTaskDto(
        await app.campaigns.updateTask(request.params.type, request.params.id, body, actorOf(request)),
      );
    },
  );

  app.delete(
    '/v1/missions/tasks/:type/:id/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_CHANGE),
      schema: { params: TaskParams, response: { 204: Type.Null(), ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      await app.campaigns.removeTask(request.params.type, request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );
}
