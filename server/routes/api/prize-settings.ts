import { type Static, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../../contract/permissions';
import type { Casino } from '../../db/schema';
import { FieldErrorTree } from '../../lib/field-errors';
import { ERROR_RESPONSES, MONEY_PLACES_MESSAGE, moneyText } from '../../schemas/common';
import {
  AllPrizeSettings,
  AllPrizeSettingsPatch,
  PRIZE_SETTINGS_KEYS,
  PRIZE_SETTINGS_MESSAGES,
  type PrizeSettingsKey,
  PrizeSettingsSchema,
} from '../../../contract/schemas/prize-settings';
import { auditActorOf } from '../../services/audit';

export { PRIZE_SETTINGS_KEYS, PRIZE_SETTINGS_MESSAGES };
type PrizeSettings = Static<typeof PrizeSettingsSchema>;

/**
 * Prize settings (spec §3): the defaults a platform prize of each kind is given, kept in the casino's
 * `platform_configuration`. Rules (the spec leaves them open): durations are whole days from 1 to 365,
 * blank meaning none; wagering is a multiplier from 0 to 1000; max win and max bet are amounts above 0
 * in the casino's base currency with at most two decimals, blank meaning no cap; the max bet may not
 * exceed the max win; the title is required (at most 100 characters).
 */
const TITLES: Record<PrizeSettingsKey, string> = {
  free_spins_prize_settings: 'Free spins',
  bonus_prize_settings: 'Bonus money',
  cash_prize_settings: 'Cash',
};

const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Stored settings as answered: every field present (a missing one is null). */
function settingsOf(stored: Record<string, unknown> | undefined, key: PrizeSettingsKey): PrizeSettings {
  const integer = (value: unknown) => (Number.isInteger(value) ? (value as number) : null);
  return {
    activation_duration: integer(stored?.activation_duration),
    duration: integer(stored?.duration),
    wagering: numberOrNull(stored?.wagering),
    max_win: numberOrNull(stored?.max_win),
    max_bet: numberOrNull(stored?.max_bet),
    title: typeof stored?.title === 'string' && stored.title !== '' ? stored.title : TITLES[key],
  };
}

const allOf = (casino: Casino) =>
  Object.fromEntries(
    PRIZE_SETTINGS_KEYS.map((key) => [key, settingsOf(casino.platformConfiguration[key], key)]),
  ) as Record<PrizeSettingsKey, PrizeSettings>;

/** The rules a schema cannot say, on the settings as they would be stored. */
function check(key: PrizeSettingsKey, settings: PrizeSettings, errors: FieldErrorTree) {
  if (settings.title.trim() === '') errors.add([key, 'title'], PRIZE_SETTINGS_MESSAGES.titleBlank);
  for (const field of ['max_win', 'max_bet'] as const) {
    const value = settings[field];
    if (value !== null && moneyText(value) === null) errors.add([key, field], MONEY_PLACES_MESSAGE);
  }
  if (settings.wagering !== null && moneyText(settings.wagering) === null) {
    errors.add([key, 'wagering'], MONEY_PLACES_MESSAGE);
  }
  if (settings.max_bet !== null && settings.max_win !== null && settings.max_bet > settings.max_win) {
    errors.add([key, 'max_bet'], PRIZE_SETTINGS_MESSAGES.maxBetAboveMaxWin);
  }
}

/** `GET/PATCH v1/casinos/prize-settings/`: every signed-in user reads them; changes need change_casinosettings. */
export default async function prizeSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  async function casino() {
    const row = await app.repos.casino.get();
    if (!row) throw new Error('No casino row: the database was not seeded (ensureBaseData).');
    return row;
  }

  app.get(
    '/v1/casinos/prize-settings/',
    { schema: { response: { 200: AllPrizeSettings, 401: ERROR_RESPONSES[401] } } },
    async () => allOf(await casino()),
  );

  app.patch(
    '/v1/casinos/prize-settings/',
    {
      preHandler: app.requirePermissions(PERMISSIONS.changeCasinoSettings),
      schema: { body: AllPrizeSettingsPatch, response: { 200: AllPrizeSettings, ...ERROR_RESPONSES } },
    },
    async (request) => {
      const current = await casino();
      const before = allOf(current);
      const after = { ...before };
      const errors = new FieldErrorTree();
      for (const key of PRIZE_SETTINGS_KEYS) {
        const patch = request.body[key];
        if (!patch) continue;
        const merged = { ...before[key] };
        for (const field of Object.keys(PrizeSettingsSchema.properties) as Array<keyof PrizeSettings>) {
          if (patch[field] !== undefined) (merged as Record<string, unknown>)[field] = patch[field];
        }
        merged.title = merged.title.trim();
        check(key, merged, errors);
        after[key] = merged;
      }
      errors.throwIfAny();
      return app.audit.logged(auditActorOf(request), async (tx) => {
        await app.repos.casino.setPlatformConfiguration(
          current.id,
          { ...current.platformConfiguration, ...after },
          tx,
        );
        return {
          result: after,
          change: {
            action: 'update' as const,
            resource: 'prize_settings',
            resourceId: current.id,
            label: current.name,
            before,
            after,
          },
        };
      });
    },
  );
}
