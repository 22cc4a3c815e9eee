import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CAMPAIGN_VIEW, actorOf } from '../../lib/campaign-access';
import { sendCsv } from '../../lib/csv';
import { validationError } from '../../lib/errors';
import { CsvFile, ERROR_RESPONSES } from '../../schemas/common';
import {
  ActivityQuery,
  ActivitySchema,
  DepositMethodQuery,
  DepositMethodSchema,
  PlayerLogQuery,
  toDepositMethodDto,
} from '../../schemas/player-activity';
import { PageSchema, paginate } from '../../lib/pagination';
import { baseCurrencyOf } from '../../lib/currency';
import { assertAccess } from '../../services/campaigns';
import { PERMISSIONS } from '../../../contract/permissions';

/** The longest period the activity chart covers. */
const MAX_ACTIVITY_DAYS = 366;
const DAY_MS = 86_400_000;

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The Player reports menu (Player Activity: players and deposits per day; Player Logs: one player's
 * log in one campaign, as a CSV) and the deposit methods list (spec §7 `v1/campaigns/deposit-methods/`).
 */
export default async function playerReportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/v1/reports/player-activity/',
    {
      preHandler: app.requirePermissions([PERMISSIONS.viewPlayerReport]),
      schema: { querystring: ActivityQuery, response: { 200: ActivitySchema, ...ERROR_RESPONSES } },
    },
    async (request) => {
      const from = new Date(`${request.query.start}T00:00:00Z`);
      const to = new Date(new Date(`${request.query.end}T00:00:00Z`).getTime() + DAY_MS);
      const days = Math.round((to.getTime() - from.getTime()) / DAY_MS);
      if (days < 1) throw validationError({ end: ['The end may not be before the start.'] });
      if (days > MAX_ACTIVITY_DAYS)
        throw validationError({ end: [`Choose at most ${MAX_ACTIVITY_DAYS} days.`] });
      const casino = await app.campaigns.loadCasino();
      const currency = baseCurrencyOf(casino);
      const rates = casino.exchangeRates;
      // Amounts in a currency without a rate are counted, not summed: there is nothing to convert them by.
      const inBase = (amount: number, code: string) =>
        rates[code] > 0 && rates[currency] > 0 ? (amount * rates[currency]) / rates[code] : 0;
      const rows = await app.repos.playerActivity.activity(from, to);
      const result = rows.map((row) => ({
        day: row.day,
        active_players: row.activePlayers,
        depositors: row.depositors,
        deposits: row.deposits.reduce((sum, item) => sum + item.count, 0),
        deposit_amount: round2(
          row.deposits.reduce((sum, item) => sum + inBase(item.amount, item.currency), 0),
        ),
      }));
      return {
        currency,
        days: result,
        totals: {
          active_players: result.reduce((max, day) => Math.max(max, day.active_players), 0),
          deposits: result.reduce((sum, day) => sum + day.deposits, 0),
          deposit_amount: round2(result.reduce((sum, day) => sum + day.deposit_amount, 0)),
        },
      };
    },
  );

  app.get(
    '/v1/reports/player-logs/',
    {
      preHandler: app.requirePermissions(CAMPAIGN_VIEW),
      schema: { querystring: PlayerLogQuery, response: { 200: CsvFile, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      const campaign = await app.repos.campaigns.findById(Number(request.query.campaign));
      if (!campaign) throw validationError({ campaign: ['No campaign has this id.'] });
      assertAccess(actorOf(request), campaign, 'view');
      const term = request.query.player.trim();
      const player = /^\d{1,9}$/.test(term)
        ? await app.repos.players.findById(Number(term))
        : await app.repos.players.findByHash(term);
      if (!player) throw validationError({ player: ['No player has this id or hash.'] });
      const lines = await app.repos.playerActivity.playerLog(campaign, player);
      async function* onePage() {
        yield lines.map((line) => [
          line.time,
          campaign!.id,
          player!.id,
          player!.hash,
          line.event,
          line.detail,
          line.amount,
          line.currency,
        ]);
      }
      return sendCsv(
        reply,
        `player_${player.id}_campaign_${campaign.id}_log.csv`,
        ['time', 'campaign', 'player', 'hash', 'event', 'detail', 'amount', 'currency'],
        onePage(),
      );
    },
  );

  app.get(
    '/v1/campaigns/deposit-methods/',
    {
      schema: {
        querystring: DepositMethodQuery,
        response: { 200: PageSchema(DepositMethodSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const enabled = request.query.enabled?.trim().toLowerCase();
      const filters = {
        search: request.query.search,
        currency: request.query.currency,
        enabled: enabled === undefined || enabled === '' ? undefined : ['true', '1'].includes(enabled),
      };
      return paginate(
        request,
        () => app.repos.playerActivity.countDepositMethods(filters),
        async (page) =>
          (await app.repos.playerActivity.depositMethods(filters, page)).map(toDepositMethodDto),
        { defaultLimit: 100 },
      );
    },
  );
}
