import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { keysetPages, sendCsv } from '../../lib/csv';
import { notAuthenticated } from '../../lib/errors';
import { CampaignListQuery, CountSchema } from '../../schemas/campaigns';
import { CsvFile, ERROR_RESPONSES } from '../../schemas/common';
import {
  CAMPAIGN_REPORT_HEADER,
  campaignReportRow,
  parseCampaignFilters,
} from '../../services/campaign-filters';
import { CAMPAIGN_VIEW } from '../../lib/campaign-access';

const Errors = { ...ERROR_RESPONSES };

/** The reports tab: how many campaigns a report would hold, and the report itself (CSV, streamed). */
export default async function reportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/v1/reports/campaigns/count/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_VIEW),
      schema: { querystring: CampaignListQuery, response: { 200: CountSchema, ...Errors } },
    },
    async (request) => {
      if (!request.user) throw notAuthenticated();
      const filters = parseCampaignFilters(request.query, request.user);
      return { count: await app.repos.campaigns.count(filters) };
    },
  );

  app.get(
    '/v1/reports/campaigns/export/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_VIEW),
      schema: { querystring: CampaignListQuery, response: { 200: CsvFile, ...Errors } },
    },
    async (request, reply) => {
      if (!request.user) throw notAuthenticated();
      const filters = parseCampaignFilters(request.query, request.user);
      const pages = keysetPages(
        (after: number | null, limit) => app.repos.campaigns.exportPage(filters, after, limit),
        (row) => row.id,
      );
      const rates = (await app.repos.casino.get())?.exchangeRates ?? {};
      async function* withTotals() {
        for await (const page of pages) {
          const totals = await app.repos.campaigns.totalsOf(
            page.map((row) => row.id),
            rates,
          );
          yield page.map((row) => campaignReportRow(row, totals.get(row.id)));
        }
      }
      return sendCsv(reply, 'campaigns_report.csv', CAMPAIGN_REPORT_HEADER, withTotals());
    },
  );
}
