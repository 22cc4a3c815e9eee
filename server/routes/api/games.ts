import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PERMISSIONS } from '../../../contract/permissions';
import { keysetPages } from '../../lib/csv';
import { sendCsvExport } from '../../lib/csv-copy';
import { notAuthenticated, notFound, validationError } from '../../lib/errors';
import { paginate } from '../../lib/pagination';
import { createBodyCache } from '../../lib/cached-body';
import { GAME_EXPORT_COLUMNS, type GameFilters, type GameUpdate } from '../../repositories/games';
import { assertAccess } from '../../services/campaigns';
import { CsvFile, IdParams, ERROR_RESPONSES } from '../../schemas/common';
import { GameListQuery, GameListResponse, GamePatchBody, GameSchema, toGameDto } from '../../schemas/games';
import type { Static } from '@fastify/type-provider-typebox';

const list = (raw: string | undefined): string[] | undefined => {
  const values = (raw ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  return values.length > 0 ? values : undefined;
};

const isTrue = (raw: string | undefined) => ['true', '1'].includes((raw ?? '').trim().toLowerCase());

function filtersOf(query: Static<typeof GameListQuery>): GameFilters {
  const external = (query.exists_in_external_api ?? '').trim().toLowerCase();
  return {
    providers: list(query.provider),
    categories: list(query.category),
    themes: list(query.themes),
    features: list(query.features),
    deviceTypes: list(query.device_type),
    search: query.search,
    orderBy: query.order_by,
    existsInExternalApi: external === '' ? undefined : isTrue(external),
  };
}

/** Wire name of an editable game field → column (the casino's `available_game_editable_fields`). */
const EDITABLE = {
  name: 'name',
  image: 'image',
  category: 'category',
  provider: 'provider',
  themes: 'themes',
  features: 'features',
  device_types: 'deviceTypes',
} as const;

/** The casino's games: the game selection modal, the games screen, the export. */
export default async function gameRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // The game selection modal asks for every game each time it opens: answered from memory, or a 304.
  const wholeLists = createBodyCache(() => app.repos.games.fingerprint());

  const sendGamesCsv = (reply: FastifyReply, filename: string, filters: GameFilters) =>
    sendCsvExport(reply, app.database, filename, GAME_EXPORT_COLUMNS, {
      pages: () =>
        keysetPages(
          (after: number | null, limit) => app.repos.games.exportPage(filters, after, limit),
          (row) => row.id,
        ),
      lines: (line) => app.repos.games.exportLines(line, filters),
    });

  app.get(
    '/v1/games/games/',
    {
      preHandler: app.requirePermissions(PERMISSIONS.viewGame),
      schema: { querystring: GameListQuery, response: { 200: GameListResponse, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      const filters = filtersOf(request.query);
      if (isTrue(request.query.all)) {
        return wholeLists.send(request, reply, async () => {
          const options = await app.repos.games.options();
          const games = await app.repos.games.list(filters, null);
          return { ...options, results: games.map(toGameDto) };
        });
      }
      return paginate(
        request,
        () => app.repos.games.count(filters),
        async (page) => (await app.repos.games.list(filters, page)).map(toGameDto),
      );
    },
  );

  app.get(
    '/v1/games/games/export-games/',
    {
      preHandler: app.requirePermissions(PERMISSIONS.viewGame),
      schema: { querystring: GameListQuery, response: { 200: CsvFile, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      return sendGamesCsv(reply, 'game_export.csv', filtersOf(request.query));
    },
  );

  // The games a campaign's tasks use (spec §7: GET v1/campaigns/campaigns/{id}/export-games/, a file).
  app.get(
    '/v1/campaigns/campaigns/:id/export-games/',
    {
      preHandler: [app.requirePermissions([PERMISSIONS.viewAllCampaigns, PERMISSIONS.viewOwnCampaign])],
      schema: { params: IdParams, response: { 200: CsvFile, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      if (!request.user) throw notAuthenticated();
      const campaign = assertAccess(
        request.user,
        await app.repos.campaigns.findById(request.params.id),
        'view',
      );
      return sendGamesCsv(reply, `campaign_${campaign.id}_games.csv`, { campaignId: campaign.id });
    },
  );

  app.get(
    '/v1/games/games/:id/',
    {
      preHandler: app.requirePermissions(PERMISSIONS.viewGame),
      schema: { params: IdParams, response: { 200: GameSchema, ...ERROR_RESPONSES } },
    },
    async (request) => {
      const game = await app.repos.games.findById(request.params.id);
      if (!game) throw notFound();
      return toGameDto(game);
    },
  );

  app.patch(
    '/v1/games/games/:id/',
    {
      preHandler: app.requirePermissions(PERMISSIONS.changeGame),
      schema: { params: IdParams, body: GamePatchBody, response: { 200: GameSchema, ...ERROR_RESPONSES } },
    },
    async (request) => {
      const casino = await app.campaigns.loadCasino();
      const game = await app.repos.games.findById(request.params.id);
      if (!game) throw notFound();
      const changes: GameUpdate = {};
      const errors: Record<string, string[]> = {};
      for (const [field, column] of Object.entries(EDITABLE) as Array<
        [keyof typeof EDITABLE, keyof GameUpdate]
      >) {
        const value = request.body[field];
        if (value === undefined) continue;
        if (!casino.availableGameEditableFields.includes(field)) {
          errors[field] = ['This field cannot be edited.'];
          continue;
        }
        const cleaned = Array.isArray(value)
          ? [...new Set(value.map((item) => item.trim()).filter(Boolean))]
          : typeof value === 'string'
            ? value.trim()
            : value;
        if (field === 'name' && cleaned === '') errors.name = ['This field may not be blank.'];
        (changes as Record<string, unknown>)[column] = field === 'image' && cleaned === '' ? null : cleaned;
      }
      if (Object.keys(errors).length > 0) throw validationError(errors);
      const updated = await app.repos.games.update(game.id, changes);
      if (!updated) throw notFound();
      request.log.info(
        { gameId: game.id, userId: request.user?.id, fields: Object.keys(changes) },
        'game changed',
      );
      return toGameDto(updated);
    },
  );
}
