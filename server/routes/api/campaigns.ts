import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { readMultipart, UPLOAD_MESSAGES } from '../../plugins/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PERMISSIONS } from '../../../contract/permissions';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '../../db/schema';
import { keysetPages, mapPages, sendCsv } from '../../lib/csv';
import { validationError } from '../../lib/errors';
import { buildPage, getPageParams, PageSchema } from '../../lib/pagination';
import type { CampaignFilters } from '../../repositories/campaigns';
import {
  CampaignCreateBody,
  CampaignDetailSchema,
  CampaignListItem,
  CampaignListQuery,
  CampaignPageSchema,
  CampaignPatchBody,
  CampaignStatisticsSchema,
  ImportPlayersResultSchema,
  OptInBody,
  RecurDatesBody,
  TermsSchema,
  toListItemDto,
  toMonitoredItemDto,
} from '../../schemas/campaigns';
import { CsvFile, IdParams, ERROR_RESPONSES } from '../../schemas/common';
import {
  CAMPAIGN_EXPORT_HEADER,
  campaignExportRow,
  parseCampaignFilters,
} from '../../services/campaign-filters';
import { assertAccess } from '../../services/campaigns';
import { payoutsReport } from '../../services/payouts/report';
import { campaignEtag } from '../../services/campaigns/access';
import { baseCurrencyOf } from '../../lib/currency';
import { CAMPAIGN_CHANGE, CAMPAIGN_VIEW, actorOf } from '../../lib/campaign-access';
import { PLAYER_IMPORT_TYPES, type PlayerImportType } from '../../../contract/players';

/** Upload limit of spec §5 and §9. */

const DELETE = [PERMISSIONS.deleteCampaign, PERMISSIONS.deleteOwnCampaign];

/** Campaigns: the lists, the builder's create/update, the lifecycle, player selection and exports. */
/** A campaign's answer with its version as ETag: sent back in `If-Match`, it edits that version only. */
function withEtag<T extends { id: number; modified: string }>(reply: FastifyReply, detail: T): T {
  reply.header('ETag', campaignEtag({ id: detail.id, modified: new Date(detail.modified) }));
  return detail;
}

/** The 412 of an edit whose `If-Match` names a version changed since: who changed it, and when. */
const ChangedMeanwhile = Type.Object({
  detail: Type.String(),
  modified: Type.String(),
  modified_by: Type.Union([Type.String(), Type.Null()]),
});

export default async function campaignRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Only these routes take form data (import-players); the file size limit answers a field error.
  app.get(
    '/v1/campaigns/campaigns/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_VIEW),
      schema: { querystring: CampaignListQuery, response: { 200: CampaignPageSchema, ...ERROR_RESPONSES } },
    },
    async (request) => {
      const actor = actorOf(request);
      const filters = parseCampaignFilters(request.query, actor);
      const params = getPageParams(request.query);
      const found = (await app.repos.campaigns.listPage(filters, params)) ?? {
        rows: [],
        statistics: await app.repos.campaigns.statusCounts(filters),
        creators: await app.repos.campaigns.creators(filters),
      };
      const { rows, statistics, creators } = found;
      const counted: readonly CampaignStatus[] = filters.statuses ?? CAMPAIGN_STATUSES;
      const count = counted.reduce((sum, status) => sum + statistics[status], 0);
      const results = rows.map(toMonitoredItemDto);
      return { ...buildPage(request, params, count, results), creators, statistics };
    },
  );

  // The alternative list (spec §7): status and is_template filters, newest first.
  app.get(
    '/v1/campaigns/list/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_VIEW),
      schema: {
        querystring: Type.Pick(CampaignListQuery, ['limit', 'offset', 'status', 'is_template', 'order_by']),
        response: { 200: PageSchema(CampaignListItem), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const filters: CampaignFilters = parseCampaignFilters(
        {
          status: request.query.status,
          is_template: request.query.is_template,
          order_by: request.query.order_by,
        },
        actor,
      );
      const params = getPageParams(request.query);
      const count = await app.repos.campaigns.count(filters);
      const rows =
        count > params.offset ? await app.repos.campaigns.list(filters, params, undefined, '-created') : [];
      return buildPage(request, params, count, rows.map(toListItemDto));
    },
  );

  app.post(
    '/v1/campaigns/campaigns/',
    {
      preHandler: app.requirePermissions(PERMISSIONS.addCampaign),
      schema: { body: CampaignCreateBody, response: { 201: CampaignDetailSchema, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      const detail = await app.campaigns.create(request.body, actorOf(request));
      request.log.info({ campaignId: detail.id, userId: request.user?.id }, 'campaign created');
      return reply.code(201).send(detail);
    },
  );

  app.get(
    '/v1/campaigns/campaigns/export-campaigns/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_VIEW),
      schema: { querystring: CampaignListQuery, response: { 200: CsvFile, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      const filters = parseCampaignFilters(request.query, actorOf(request));
      const pages = keysetPages(
        (after: number | null, limit) => app.repos.campaigns.exportPage(filters, after, limit),
        (row) => row.id,
      );
      return sendCsv(
        reply,
        'campaigns_report.csv',
        CAMPAIGN_EXPORT_HEADER,
        mapPages(pages, campaignExportRow),
      );
    },
  );

  app.get(
    '/v1/campaigns/campaigns/:id/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_VIEW),
      schema: { params: IdParams, response: { 200: CampaignDetailSchema, ...ERROR_RESPONSES } },
    },
    async (request, reply) => withEtag(reply, await app.campaigns.get(request.params.id, actorOf(request))),
  );

  app.patch(
    '/v1/campaigns/campaigns/:id/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_CHANGE),
      schema: {
        params: IdParams,
        body: CampaignPatchBody,
        response: { 200: CampaignDetailSchema, ...ERROR_RESPONSES, 412: ChangedMeanwhile },
      },
    },
    async (request, reply) => {
      // With `If-Match` (the ETag of the version being edited) a campaign changed since is refused (412);
      // without it the last write wins, as spec §7 has it.
      const detail = await app.campaigns.update(request.params.id, request.body, actorOf(request), {
        ifMatch: request.headers['if-match'],
      });
      request.log.info(
        { campaignId: detail.id, userId: request.user?.id, fields: Object.keys(request.body) },
        'campaign changed',
      );
      return withEtag(reply, detail);
    },
  );

  app.delete(
    '/v1/campaigns/campaigns/:id/',
    {
      preHandler: app.requirePermissions(DELETE),
      schema: { params: IdParams, response: { 204: Type.Null(), ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      await app.campaigns.remove(request.params.id, actorOf(request));
      request.log.info({ campaignId: request.params.id, userId: request.user?.id }, 'campaign deleted');
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/v1/campaigns/campaigns/:id/recur-dates/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_CHANGE),
      schema: {
        params: IdParams,
        body: RecurDatesBody,
        response: { 200: CampaignDetailSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      app.campaigns.setRecurring(request.params.id, request.body.recurring, actorOf(request)),
  );

  app.get(
    '/v1/campaigns/campaigns/:id/terms/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_VIEW),
      schema: { params: IdParams, response: { 200: TermsSchema, ...ERROR_RESPONSES } },
    },
    async (request) => {
      const campaign = assertAccess(
        actorOf(request),
        await app.repos.campaigns.findById(request.params.id),
        'view',
      );
      return { terms: campaign.terms };
    },
  );

  app.post(
    '/v1/campaigns/campaigns/:id/opt-in/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_CHANGE),
      schema: {
        params: IdParams,
        body: OptInBody,
        response: {
          201: Type.Object({ campaign: Type.Integer(), player: Type.String(), joined: Type.String() }),
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request, reply) => {
      const result = await app.campaigns.optIn(request.params.id, request.body.player, actorOf(request));
      return reply.code(201).send(result);
    },
  );

  app.post(
    '/v1/campaigns/campaigns/:id/import-players/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_CHANGE),
      schema: { params: IdParams, response: { 200: ImportPlayersResultSchema, ...ERROR_RESPONSES } },
    },
    async (request) => {
      const actor = actorOf(request);
      const form = await readMultipart(request, 'file');
      const type =
        typeof form.fields.type === 'string' && form.fields.type.trim() !== ''
          ? form.fields.type.trim()
          : 'players';
      if (!PLAYER_IMPORT_TYPES.includes(type as PlayerImportType))
        throw validationError({ type: [`"${type}" is not a valid choice.`] });
      const file = form.files.file?.bytes;
      if (file === undefined) throw validationError({ file: [UPLOAD_MESSAGES.noFile] });
      return app.campaigns.importPlayers(request.params.id, file, type as PlayerImportType, actor);
    },
  );

  // Spec §7 answers this call with a file; we mail it instead (issue 18): a campaign's payouts grow
  // with its players, and a report in the requester's mailbox can be forwarded and kept.
  app.post(
    '/v1/campaigns/campaigns/:id/send-payouts-report/',
    {
      preHandler: app.requirePermissions(PERMISSIONS.viewPayout),
      schema: {
        params: IdParams,
        response: { 200: Type.Object({ detail: Type.String(), rows: Type.Integer() }), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const campaign = assertAccess(actor, await app.repos.campaigns.findById(request.params.id), 'view');
      const { rows, ...attachment } = await payoutsReport(app.repos.payouts, campaign);
      await app.mail.send({
        to: actor.email,
        subject: `Payouts report: ${campaign.name}`,
        text: `The payouts of the campaign "${campaign.name}" (${rows} ${rows === 1 ? 'payout' : 'payouts'}) are in the attached CSV file.`,
        attachments: [attachment],
      });
      return { detail: `The payouts report was sent to ${actor.email}.`, rows };
    },
  );

  // Our addition (not in spec §7): the data of the campaign statistics page, from the participations.
  app.get(
    '/v1/campaigns/campaigns/:id/statistics/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_VIEW),
      schema: { params: IdParams, response: { 200: CampaignStatisticsSchema, ...ERROR_RESPONSES } },
    },
    async (request) => {
      const campaign = assertAccess(
        actorOf(request),
        await app.repos.campaigns.findById(request.params.id),
        'view',
      );
      // Players are paid in their own currencies: the figures are summed in the casino's base currency.
      const casino = await app.repos.casino.get();
      const days = await app.repos.participations.daily(campaign.id, casino?.exchangeRates ?? {});
      const cents = (amount: number) => Math.round(amount * 100) / 100;
      let cost = 0;
      const series = days.map((day) => {
        cost += day.prizesPaid;
        return {
          day: day.day,
          participants: day.participants,
          completions: day.completions,
          prizes_paid: cents(day.prizesPaid),
          // Running total of the prizes paid up to that day.
          cost: cents(cost),
        };
      });
      return {
        participants: days.reduce((sum, day) => sum + day.participants, 0),
        completions: days.reduce((sum, day) => sum + day.completions, 0),
        prizes_paid: cents(cost),
        cost: campaign.cost,
        base_currency: baseCurrencyOf(casino),
        series,
      };
    },
  );
}
