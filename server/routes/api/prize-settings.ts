import { Type, type Static, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../../contract/permissions';
import type { Casino } from '../../db/schema';
import { FieldErrorTree } from '../../lib/field-errors';
import {
  ERROR_RESPONSES,
  MAX_AMOUNT,
  MONEY_PLACES_MESSAGE,
  moneyText,
  Nullable,
  PlainText,
} from '../../schemas/common';
import { auditActorOf } from '../../services/audit';

/**
 * Prize settings (spec §3): the defaults a platform prize of each kind is given, kept in the casino's
 * `platform_configuration`. Rules (the spec leaves them open): durations are whole days from 1 to 365,
 * blank meaning none; wagering is a multiplier from 0 to 1000; max win and max bet are amounts above 0
 * in the casino's base currency with at most two decimals, blank meaning no cap; the max bet may not
 * exceed the max win; the title is required (at most 100 characters).
 */
export const PRIZE_SETTINGS_KEYS = [
  'free_spins_prize_settings',
  'bonus_prize_settings',
  'cash_prize_settings',
] as const;
type PrizeSettingsKey = (typeof PRIZE_SETTINGS_KEYS)[number];

export const PRIZE_SETTINGS_MESSAGES = {
  days: 'Enter a whole number of days from 1 to 365, or leave it empty.',
  wagering: 'Enter a multiplier from 0 to 1000, or leave it empty.',
  amount: 'Enter an amount above 0, or leave it empty for no limit.',
  maxBetAboveMaxWin: 'The max bet cannot be higher than the max win.',
  titleBlank: 'This field may not be blank.',
} as const;

const M = PRIZE_SETTINGS_MESSAGES;
const Days = Nullable(Type.Integer({ minimum: 1, maximum: 365, 'x-message': M.days }));
const Amount = Nullable(Type.Number({ exclusiveMinimum: 0, maximum: MAX_AMOUNT, 'x-message': M.amount }));

const PrizeSettingsSchema = Type.Object({
  activation_duration: Type.Union([Type.Integer(), Type.Null()]),
  duration: Type.Union([Type.Integer(), Type.Null()]),
  wagering: Type.Union([Type.Number(), Type.Null()]),
  max_win: Type.Union([Type.Number(), Type.Null()]),
  max_bet: Type.Union([Type.Number(), Type.Null()]),
  title: Type.String(),
});
type PrizeSettings = Static<typeof PrizeSettingsSchema>;

const PrizeSettingsPatch = Type.Object({
  activation_duration: Type.Optional(Days),
  duration: Type.Optional(Days),
  wagering: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 1000, 'x-message': M.wagering }))),
  max_win: Type.Optional(Amount),
  max_bet: Type.Optional(Amount),
  title: Type.Optional(PlainText({ maxLength: 100 })),
});

const AllPrizeSettings = Type.Object({
  free_spins_prize_settings: PrizeSettingsSchema,
  bonus_prize_settings: PrizeSettingsSchema,
  cash_prize_settings: PrizeSettingsSchema,
});

const AllPrizeSettingsPatch = Type.Object({
  free_spins_prize_settings: Type.Optional(PrizeSettingsPatch),
  bonus_prize_settings: Type.Optional(PrizeSettingsPatch),
  cash_prize_settings: Type.Optional(PrizeSettingsPatch),
});

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
  if (settings.title.trim() === '') errors.add([key, 'title'], M.titleBlank);
  for (const field of ['max_win', 'max_bet'] as const) {
    const value = settings[field];
    if (value !== null && moneyText(value) === null) errors.add([key, field], MONEY_PLACES_MESSAGE);
  }
  if (settings.wagering !== null && moneyText(settings.wagering) === null) {
    errors.add([key, 'wagering'], MONEY_PLACES_MESSAGE);
  }
  if (settings.max_bet !== null && settings.max_win !== null && settings.max_bet > settings.max_win) {
    errors.add([key, 'max_bet'], M.maxBetAboveMaxWin);
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
