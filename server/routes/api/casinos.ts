import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../../utils/permissions';
import { settingsOf } from '../../repositories/casino';
import { CasinoSettingsPatchSchema, CasinoSettingsSchema } from '../../schemas/casino';
import { DetailError, ERROR_RESPONSES } from '../../schemas/common';
import { auditActorOf } from '../../services/audit';

async function loadCasino(app: FastifyInstance) {
  const casino = await app.repos.casino.get();
  if (!casino) throw new Error('No casino row: the database was not seeded (ensureBaseData).');
  return casino;
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
      const before = settingsOf(await loadCasino(app));
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
