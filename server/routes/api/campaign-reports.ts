import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf, CAMPAIGN_CHANGE, CAMPAIGN_VIEW } from '../../lib/campaign-access';
import { validationError } from '../../lib/errors';
import { auditActorOf } from '../../services/audit';
import { ERROR_RESPONSES } from '../../schemas/common';
import {
  AcceptedClashBody,
  AcceptedClashParams,
  CampaignCalendarSchema,
  DayWindowQuery,
  MarketingReportSchema,
} from '../../schemas/reports';
import {
  CALENDAR_MAX_DAYS,
  campaignCalendar,
  MARKETING_MAX_DAYS,
  marketingReport,
  parseDayWindow,
  setClashAccepted,
} from '../../services/campaign-reports';

/**
 * Our additions (spec §2 /overview and /marketing name the screens, §7 no source): the campaign calendar
 * with its clashes, and the marketing figures of a period. Both show only campaigns the user may see.
 */
export default async function campaignReportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/v1/reports/campaigns/calendar/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_VIEW),
      schema: { querystring: DayWindowQuery, response: { 200: CampaignCalendarSchema, ...ERROR_RESPONSES } },
    },
    async (request) =>
      campaignCalendar(app.repos, actorOf(request), parseDayWindow(request.query, CALENDAR_MAX_DAYS)),
  );

  // Staff accept a clash they mean to keep (two campaigns on the same games on purpose): the overview
  // lists it apart and stops warning. Withdrawing the acceptance warns again.
  app.post(
    '/v1/reports/campaigns/accepted-clashes/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_CHANGE),
      schema: { body: AcceptedClashBody, response: { 201: AcceptedClashBody, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      const pair = request.body.campaigns;
      if (pair[0] === pair[1]) throw validationError({ campaigns: ['Choose two different campaigns.'] });
      await setClashAccepted(app, actorOf(request), auditActorOf(request), pair, true);
      return reply.code(201).send({ campaigns: pair });
    },
  );

  app.delete(
    '/v1/reports/campaigns/accepted-clashes/:first/:second/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_CHANGE),
      schema: { params: AcceptedClashParams, response: { 204: Type.Null(), ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      const { first, second } = request.params;
      await setClashAccepted(app, actorOf(request), auditActorOf(request), [first, second], false);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/v1/reports/marketing/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_VIEW),
      schema: { querystring: DayWindowQuery, response: { 200: MarketingReportSchema, ...ERROR_RESPONSES } },
    },
    async (request) =>
      marketingReport(app.repos, actorOf(request), parseDayWindow(request.query, MARKETING_MAX_DAYS)),
  );
}
