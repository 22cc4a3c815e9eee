import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf, CAMPAIGN_VIEW } from '../../lib/campaign-access';
import { ERROR_RESPONSES } from '../../schemas/common';
import { CampaignCalendarSchema, DayWindowQuery, MarketingReportSchema } from '../../schemas/reports';
import {
  CALENDAR_MAX_DAYS,
  campaignCalendar,
  MARKETING_MAX_DAYS,
  marketingReport,
  parseDayWindow,
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
