import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../../contract/permissions';
import { notFound, validationError } from '../../lib/errors';
import {
  ActionGroupSchema,
  BetAmountsSchema,
  LootBoxPatchSchema,
  LootBoxSchema,
  PredefinedWageringSchema,
  SegmentSchema,
  ThemillBonusSchema,
  type LootBoxPatch,
  type PlatformAdapter,
} from '../../platforms/types';
import { DetailError, ERROR_RESPONSES, IdParams } from '../../schemas/common';
import { auditActorOf } from '../../services/audit';

/** Reads answer these besides 200: not signed in, not the casino's platform, the platform failing. */
const READ_ERRORS = { 401: DetailError, 404: DetailError, 502: DetailError, 504: DetailError } as const;

/**
 * Spec §7 `v1/platforms/*`, each answered by the casino's platform adapter. An endpoint of another
 * platform than the casino's is a 404: the capability is not there. Reads need only a sign-in (the
 * prize editor offers what they list); changing a loot box needs `change_lootbox`.
 */
export default async function platformRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  async function capability<K extends 'fasttrack' | 'themill' | 'mystino' | 'rival'>(
    name: K,
  ): Promise<NonNullable<PlatformAdapter[K]>> {
    const found = (await app.platforms.current())[name];
    if (!found) throw notFound();
    return found;
  }

  app.get(
    '/v1/platforms/fasttrack/action-groups/',
    { schema: { response: { 200: Type.Array(ActionGroupSchema), ...READ_ERRORS } } },
    async () => (await capability('fasttrack')).actionGroups(),
  );

  app.get(
    '/v1/platforms/fasttrack/segments/',
    { schema: { response: { 200: Type.Array(SegmentSchema), ...READ_ERRORS } } },
    async () => (await capability('fasttrack')).segments(),
  );

  app.get(
    '/v1/platforms/themill/bonuses/',
    { schema: { response: { 200: Type.Array(ThemillBonusSchema), ...READ_ERRORS } } },
    async () => (await capability('themill')).bonuses(),
  );

  app.get(
    '/v1/platforms/themill/boxes/',
    { schema: { response: { 200: Type.Array(LootBoxSchema), ...READ_ERRORS } } },
    async () => (await capability('themill')).boxes(),
  );

  app.patch(
    '/v1/platforms/themill/boxes/:id/',
    {
      preHandler: app.requirePermissions(PERMISSIONS.changeLootBox),
      schema: {
        params: IdParams,
        body: LootBoxPatchSchema,
        response: { 200: LootBoxSchema, ...ERROR_RESPONSES, 502: DetailError, 504: DetailError },
      },
    },
    async (request) => {
      const themill = await capability('themill');
      const { id } = request.params;
      const before = (await themill.boxes()).find((box) => box.id === id);
      if (!before) throw notFound();
      // Only the fields staff may change reach the platform (a read-only field sent along is ignored).
      const { name, description, image, is_active } = request.body;
      const patch = Object.fromEntries(
        Object.entries({ name, description, image, is_active }).filter(([, value]) => value !== undefined),
      ) as LootBoxPatch;
      if (patch.name !== undefined) {
        patch.name = patch.name.trim();
        if (patch.name === '') throw validationError({ name: ['This field may not be blank.'] });
      }
      if (patch.description !== undefined) patch.description = patch.description.trim();
      const after = await themill.updateBox(id, patch);
      if (!after) throw notFound();
      await app.audit.record(app.db, {
        ...auditActorOf(request),
        action: 'update',
        resource: 'loot_box',
        resourceId: id,
        label: after.name,
        before,
        after,
      });
      return after;
    },
  );

  app.get(
    '/v1/platforms/mystino/predefined_wagerings/',
    { schema: { response: { 200: Type.Array(PredefinedWageringSchema), ...READ_ERRORS } } },
    async () => (await capability('mystino')).predefinedWagerings(),
  );

  app.get(
    '/v1/platforms/rival/bet-amounts/:id/',
    { schema: { params: IdParams, response: { 200: BetAmountsSchema, ...READ_ERRORS } } },
    async (request) => {
      const amounts = await (await capability('rival')).betAmounts(request.params.id);
      if (!amounts) throw notFound();
      return amounts;
    },
  );
}
