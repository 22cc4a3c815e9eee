import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PERMISSIONS } from '../../../contract/permissions';
import type { MfaWhitelistedIp } from '../../db/schema';
import { notAuthenticated, notFound, validationError } from '../../lib/errors';
import { PageQuery, PageSchema, paginate } from '../../lib/pagination';
import { parseIpOrNetwork } from '../../repositories/mfa-whitelist';
import { DetailError, FieldErrors, ERROR_RESPONSES } from '../../schemas/common';
import { IdParams, MfaSetupSchema, MfaStatusSchema, WhitelistedIpSchema } from '../../schemas/users';
import { auditActorOf } from '../../services/audit';

const Code = Type.String({ minLength: 1, maxLength: 32 });
const CurrentPassword = Type.String({ minLength: 1, maxLength: 1024 });

/** The widest networks the whitelist takes: a /8 or `0.0.0.0/0` would switch the factor off for crowds. */
export const MIN_WHITELIST_PREFIX = { ipv4: 16, ipv6: 48 } as const;

/** `value` (as `parseIpOrNetwork` answers it) is a network wider than the minimum prefix allows. */
function tooBroad(value: string): boolean {
  const [address, prefix] = value.split('/');
  if (prefix === undefined) return false;
  return Number(prefix) < (address.includes(':') ? MIN_WHITELIST_PREFIX.ipv6 : MIN_WHITELIST_PREFIX.ipv4);
}

export const WHITELIST_MESSAGES = {
  invalidIp: 'Enter a valid IPv4 or IPv6 address.',
  tooBroad: `This network is too wide to skip the second factor: use a prefix of /${MIN_WHITELIST_PREFIX.ipv4} or longer (IPv6: /${MIN_WHITELIST_PREFIX.ipv6}).`,
  duplicate: 'This address is already whitelisted.',
} as const;

const toWhitelistedIpDto = (row: MfaWhitelistedIp) => ({
  id: row.id,
  ip: row.ip,
  created: row.created.toISOString(),
});

/** The signed-in user's whole row: the second-factor routes need its secrets, which requests do not load. */
async function signedInRecord(app: FastifyInstance, request: FastifyRequest) {
  const user = request.user && (await app.repos.users.findById(request.user.id));
  if (!user) throw notAuthenticated();
  return user;
}

export default async function mfaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  // --- The signed-in user's own second factor ---

  app.get(
    '/v1/auth/mfa/',
    { schema: { response: { 200: MfaStatusSchema, 401: DetailError } } },
    async (request) => app.authService.mfaStatus(await signedInRecord(app, request)),
  );

  // A new pending secret, given the current password. Replacing an enabled factor also needs `code`, a
  // current code of it: a stolen session alone can neither enrol nor switch off a factor.
  app.post(
    '/v1/auth/mfa/setup/',
    {
      schema: {
        body: Type.Object({ current_password: CurrentPassword, code: Type.Optional(Code) }),
        response: { 200: MfaSetupSchema, 400: FieldErrors, 401: DetailError, 429: DetailError },
      },
    },
    async (request) =>
      app.authService.mfaSetup(
        await signedInRecord(app, request),
        request.body.current_password,
        request.body.code,
        request.ip,
      ),
  );

  app.post(
    '/v1/auth/mfa/confirm/',
    {
      schema: {
        body: Type.Object({ code: Code }),
        response: { 200: MfaStatusSchema, 400: FieldErrors, 401: DetailError },
      },
    },
    async (request) => app.authService.mfaConfirm(await signedInRecord(app, request), request.body.code),
  );

  app.post(
    '/v1/auth/mfa/disable/',
    {
      schema: {
        body: Type.Object({ current_password: CurrentPassword, code: Code }),
        response: { 200: MfaStatusSchema, 400: FieldErrors, 401: DetailError, 429: DetailError },
      },
    },
    async (request) =>
      app.authService.mfaDisable(
        await signedInRecord(app, request),
        request.body.current_password,
        request.body.code,
        request.ip,
      ),
  );

  // --- Addresses that skip the second factor ---

  app.get(
    '/v1/auth/mfa-whitelisted-ip/',
    {
      preHandler: app.requirePermissions(PERMISSIONS.viewMfaWhitelistedIp),
      schema: {
        querystring: Type.Object({
          ...PageQuery.properties,
          order_by: Type.Optional(Type.String({ maxLength: 100 })),
        }),
        response: { 200: PageSchema(WhitelistedIpSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      paginate(
        request,
        () => app.repos.mfaWhitelist.count(),
        async (page) =>
          (await app.repos.mfaWhitelist.list({ ...page, orderBy: request.query.order_by })).map(
            toWhitelistedIpDto,
          ),
      ),
  );

  app.post(
    '/v1/auth/mfa-whitelisted-ip/',
    {
      preHandler: app.requirePermissions(PERMISSIONS.addMfaWhitelistedIp),
      schema: {
        body: Type.Object({ ip: Type.String({ maxLength: 100 }) }),
        response: { 201: WhitelistedIpSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const ip = parseIpOrNetwork(request.body.ip);
      if (ip === null) throw validationError({ ip: [WHITELIST_MESSAGES.invalidIp] });
      if (tooBroad(ip)) throw validationError({ ip: [WHITELIST_MESSAGES.tooBroad] });
      const row = await app.audit.logged(auditActorOf(request), async (tx) => {
        const added = await app.repos.mfaWhitelist.add(ip, tx);
        const change = added
          ? {
              action: 'create' as const,
              resource: 'whitelisted_ip',
              resourceId: added.id,
              label: added.ip,
              after: { ip: added.ip },
            }
          : null;
        return { result: added, change };
      });
      if (!row) throw validationError({ ip: [WHITELIST_MESSAGES.duplicate] });
      request.log.info({ userId: request.user?.id, ip: row.ip }, 'address whitelisted for sign-in');
      return reply.code(201).send(toWhitelistedIpDto(row));
    },
  );

  app.delete(
    '/v1/auth/mfa-whitelisted-ip/:id/',
    {
      preHandler: app.requirePermissions(PERMISSIONS.deleteMfaWhitelistedIp),
      schema: {
        params: IdParams,
        response: { 204: Type.Null(), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const removed = await app.audit.logged(auditActorOf(request), async (tx) => {
        const row = await app.repos.mfaWhitelist.remove(id, tx);
        const change = row
          ? {
              action: 'delete' as const,
              resource: 'whitelisted_ip',
              resourceId: id,
              label: row.ip,
              before: { ip: row.ip },
            }
          : null;
        return { result: row, change };
      });
      if (!removed) throw notFound();
      request.log.info({ userId: request.user?.id, id: request.params.id }, 'whitelisted address removed');
      return reply.code(204).send(null);
    },
  );
}
