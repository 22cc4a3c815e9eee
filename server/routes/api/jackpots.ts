import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CAMPAIGN_CHANGE, CAMPAIGN_VIEW, actorOf } from '../../lib/campaign-access';
import { PageSchema, getPageParams, buildPage } from '../../lib/pagination';
import type { ContributionFilters } from '../../repositories/jackpots';
import type { SettingsFilters } from '../../repositories/prize-drops';
import { ERROR_RESPONSES, IdParams } from '../../schemas/common';
import {
  ContributionListQuery,
  ContributionPageSchema,
  JackpotCancelBody,
  JackpotCreateBody,
  JackpotListQuery,
  JackpotPatchBody,
  JackpotSchema,
  toContributionDto,
} from '../../schemas/jackpots';
import { idFilter, ownerFilter } from '../../services/campaigns';

/**
 * Spec §7 "Jackpots": a jackpot campaign's settings, its contributions (paged, newest first; filtered by
 * one jackpot the page also carries its totals per day), and cancelling it (ARCHITECTURE.md).
 */
export default async function jackpotRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = '/v1/jackpots/jackpots/';

  app.get(
    base,
    {
      preHandler: app.requirePermissions(CAMPAIGN_VIEW),
      schema: {
        querystring: JackpotListQuery,
        response: { 200: PageSchema(JackpotSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const filters: SettingsFilters = {
        ...ownerFilter(actorOf(request)),
        campaignId: idFilter('campaign', request.query.campaign),
      };
      const params = getPageParams(request.query);
      const count = await app.repos.jackpots.count(filters);
      const rows = await app.repos.jackpots.list(filters, params);
      const results = [];
      for (const jackpot of rows) results.push(await app.campaigns.jackpotDto(jackpot));
      return buildPage(request, params, count, results);
    },
  );

  app.post(
    base,
    {
      preHandler: app.requirePermissions(CAMPAIGN_CHANGE),
      schema: { body: JackpotCreateBody, response: { 201: JackpotSchema, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      const { campaign, ...body } = request.body;
      return reply.code(201).send(await app.campaigns.createJackpot(campaign, body, actorOf(request)));
    },
  );

  app.get(
    `${base}:id/`,
    {
      preHandler: app.requirePermissions(CAMPAIGN_VIEW),
      schema: { params: IdParams, response: { 200: JackpotSchema, ...ERROR_RESPONSES } },
    },
    async (request) =>
      app.campaigns.jackpotDto(await app.campaigns.jackpotDetail(request.params.id, actorOf(request))),
  );

  app.patch(
    `${base}:id/`,
    {
      preHandler: app.requirePermissions(CAMPAIGN_CHANGE),
      schema: {
        params: IdParams,
        body: JackpotPatchBody,
        response: { 200: JackpotSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => app.campaigns.updateJackpot(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    `${base}:id/`,
    {
      preHandler: app.requirePermissions(CAMPAIGN_CHANGE),
      schema: { params: IdParams, response: { 204: Type.Null(), ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      await app.campaigns.removeJackpot(request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${base}:id/cancel/`,
    {
      preHandler: app.requirePermissions(CAMPAIGN_CHANGE),
      schema: {
        params: IdParams,
        body: JackpotCancelBody,
        response: { 200: JackpotSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      app.campaigns.cancelJackpot(request.params.id, request.body.immediately ?? false, actorOf(request)),
  );

  app.get(
    '/v1/jackpots/contributions/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_VIEW),
      schema: {
        querystring: ContributionListQuery,
        response: { 200: ContributionPageSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const jackpotId = idFilter('jackpot', request.query.jackpot);
      const filters: ContributionFilters = { ...ownerFilter(actorOf(request)), jackpotId };
      const params = getPageParams(request.query);
      const [count, rows] = await Promise.all([
        app.repos.jackpots.countContributions(filters),
        app.repos.jackpots.listContributions(filters, params),
      ]);
      const page = buildPage(request, params, count, rows.map(toContributionDto));
      if (jackpotId === undefined) return page;
      // No rows means the jackpot is unknown, empty or not the actor's to see: no totals either.
      return { ...page, per_day: count === 0 ? [] : await app.repos.jackpots.contributionsPerDay(jackpotId) };
    },
  );
}
