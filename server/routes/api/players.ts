import { Type, type Static, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { keysetPages } from '../../lib/csv';
import { sendCsvExport } from '../../lib/csv-copy';
import { buildPage, getPageParams, PageSchema } from '../../lib/pagination';
import {
  PLAYER_ATTRIBUTES,
  PLAYER_EXPORT_COLUMNS,
  PLAYER_FILTER_COLUMNS,
  type PlayerAttribute,
  type PlayerAttributeFilters,
  type PlayerFilterKey,
} from '../../repositories/players';
import { splitList } from '../../schemas/player-activity';
import { CsvFile, DetailError, IdParams, ERROR_RESPONSES } from '../../schemas/common';
import {
  PlayerListQuery,
  PlayerSchema,
  AudienceSchema,
  TargetGroupPatchBody,
  TargetGroupSchema,
  toAudienceDto,
  toPlayerDto,
  toTargetGroupDto,
} from '../../schemas/players';
import { CAMPAIGN_CHANGE, CAMPAIGN_VIEW, actorOf } from '../../lib/campaign-access';
import { PERMISSIONS } from '../../../contract/permissions';

/** The list's attribute filters that are set (comma-separated values each). */
function attributeFiltersOf(query: Static<typeof PlayerListQuery>): PlayerAttributeFilters {
  const filters: PlayerAttributeFilters = {};
  for (const key of Object.keys(PLAYER_FILTER_COLUMNS) as PlayerFilterKey[]) {
    const values = splitList(query[key]);
    if (values) filters[key] = values;
  }
  return filters;
}

/**
 * Players, their attribute lists (plain sorted strings: the values target group filters take) and the
 * target groups of campaigns (access follows the campaign using the group). The players screen has no
 * permission gate in the spec: any signed-in user may list players.
 */
export default async function playerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/v1/player/players/',
    {
      schema: {
        querystring: PlayerListQuery,
        response: { 200: PageSchema(PlayerSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { search, order_by: orderBy } = request.query;
      const params = getPageParams(request.query);
      const { rows, count } = await app.repos.players.page(
        { search, orderBy },
        attributeFiltersOf(request.query),
        params,
      );
      return buildPage(request, params, count.count, rows.map(toPlayerDto), count.estimated);
    },
  );

  app.get(
    '/v1/player/players/export-players/',
    {
      // Every player's data at once: a permission of its own, and a bounded number running together.
      preHandler: app.requirePermissions([PERMISSIONS.exportPlayer]),
      schema: { querystring: PlayerListQuery, response: { 200: CsvFile, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      app.takeExportSlot(request, reply);
      const { search } = request.query;
      const attributes = attributeFiltersOf(request.query);
      return sendCsvExport(reply, app.database, 'player_export.csv', PLAYER_EXPORT_COLUMNS, {
        pages: () =>
          keysetPages(
            (after: number | null, limit) => app.repos.players.exportPage(search, attributes, after, limit),
            (row) => row.id,
          ),
        lines: (line) => app.repos.players.exportLines(line, search, attributes),
      });
    },
  );

  for (const attribute of [...Object.keys(PLAYER_ATTRIBUTES), 'segments'] as PlayerAttribute[]) {
    app.get(
      `/v1/player/${attribute}/`,
      {
        schema: { response: { 200: Type.Array(Type.String()), 401: DetailError } },
      },
      async () => app.repos.players.attributeValues(attribute),
    );
  }

  app.get(
    '/v1/player/target-groups/:id/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_VIEW),
      schema: { params: IdParams, response: { 200: TargetGroupSchema, ...ERROR_RESPONSES } },
    },
    async (request) => {
      const { group } = await app.campaigns.targetGroup(request.params.id, actorOf(request), 'view');
      return toTargetGroupDto(group, await app.repos.players.audience(group));
    },
  );

  // Not in spec §7: the players step's count of a choice before it is saved (filters being edited).
  app.post(
    '/v1/player/target-groups/:id/audience/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_VIEW),
      schema: {
        params: IdParams,
        body: TargetGroupPatchBody,
        response: { 200: AudienceSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { group } = await app.campaigns.targetGroup(request.params.id, actorOf(request), 'view');
      const { filters, manually_added_players: added, manually_removed_players: removed } = request.body;
      const audience = await app.repos.players.audience(group, {
        filters: filters ?? group.filters,
        manuallyAddedPlayers: added ?? group.manuallyAddedPlayers,
        manuallyRemovedPlayers: removed ?? group.manuallyRemovedPlayers,
      });
      return toAudienceDto(audience);
    },
  );

  app.patch(
    '/v1/player/target-groups/:id/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_CHANGE),
      schema: {
        params: IdParams,
        body: TargetGroupPatchBody,
        response: { 200: TargetGroupSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { group, audience } = await app.campaigns.updateTargetGroup(
        request.params.id,
        request.body,
        actorOf(request),
      );
      return toTargetGroupDto(group, audience);
    },
  );

  app.get(
    '/v1/player/target-groups/:id/export-players/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_VIEW),
      schema: { params: IdParams, response: { 200: CsvFile, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      const { group } = await app.campaigns.targetGroup(request.params.id, actorOf(request), 'view');
      return sendCsvExport(reply, app.database, 'exported_players.csv', PLAYER_EXPORT_COLUMNS, {
        pages: () =>
          keysetPages(
            (after: number | null, limit) => app.repos.players.groupPage(group, after, limit),
            (row) => row.id,
          ),
        lines: (line) => app.repos.players.groupLines(line, group),
      });
    },
  );
}
