import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../../contract/permissions';
import type { Language } from '../../db/schema';
import { validationError } from '../../lib/errors';
import { settingsOf, type CasinoSettings } from '../../repositories/casino';
import { CasinoSettingsPatchSchema, CasinoSettingsSchema } from '../../schemas/casino';
import { DetailError, ERROR_RESPONSES } from '../../schemas/common';
import { auditActorOf } from '../../services/audit';

async function loadCasino(app: FastifyInstance) {
  const casino = await app.repos.casino.get();
  if (!casino) throw new Error('No casino row: the database was not seeded (ensureBaseData).');
  return casino;
}

const CURRENCY_CODE = /^[A-Z]{3}$/;

/** Spec §3: languages are listed with English first (the rest keep their order). */
function englishFirst(languages: Language[]): Language[] {
  return [...languages].sort((a, b) => Number(b.code === 'en') - Number(a.code === 'en'));
}

/**
 * Rules across fields: rates are keyed by currency codes, every currency of the casino has a rate, and
 * English stays among the languages (a campaign is published only with an English title).
 */
function checkSettings(current: CasinoSettings, patch: Partial<CasinoSettings>) {
  const errors: Record<string, string[]> = {};
  const rates = patch.exchange_rates ?? current.exchange_rates;
  const badCodes = Object.keys(patch.exchange_rates ?? {}).filter((code) => !CURRENCY_CODE.test(code));
  if (badCodes.length > 0)
    errors.exchange_rates = [`Not a currency code: ${badCodes.join(', ')}. Use three upper-case letters.`];
  else {
    const missing = (patch.currencies ?? current.currencies).filter((code) => !(rates[code] > 0));
    if (missing.length > 0) errors.exchange_rates = [`Give an exchange rate for ${missing.join(', ')}.`];
  }
  if (patch.languages) {
    const codes = patch.languages.map((language) => language.code);
    if (!codes.includes('en'))
      errors.languages = ['English (en) stays: campaigns are published with an English title.'];
    else if (new Set(codes).size !== codes.length) errors.languages = ['Each language may be listed once.'];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

export default async function casinoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/v1/casinos/settings/',
    { schema: { response: { 200: CasinoSettingsSchema, 401: DetailError } } },
    async () => settingsOf(await loadCasino(app)),
  );

  app.patch(
    '/v1/casinos/settings/',
    {
      preHandler: app.requirePermissions(PERMISSIONS.changeCasinoSettings),
      schema: {
        body: CasinoSettingsPatchSchema,
        response: { 200: CasinoSettingsSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const patch = { ...request.body };
      if (patch.currencies) patch.currencies = [...new Set(patch.currencies)];
      if (patch.languages) patch.languages = englishFirst(patch.languages);
      const before = settingsOf(await loadCasino(app));
      checkSettings(before, patch);
      const updated = await app.audit.logged(auditActorOf(request), async (tx) => {
        const row = await app.repos.casino.updateSettings(patch, tx);
        if (!row) throw new Error('No casino row');
        const change = {
          action: 'update' as const,
          resource: 'casino_settings',
          resourceId: row.id,
          label: row.name,
          before,
          after: settingsOf(row),
        };
        return { result: row, change };
      });
      request.log.info({ userId: request.user?.id, fields: Object.keys(patch) }, 'casino settings changed');
      return settingsOf(updated);
    },
  );
}
