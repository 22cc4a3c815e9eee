import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { notAuthenticated } from '../lib/errors';
import { CasinoSchema, toCasinoDto } from '../schemas/casino';
import { DetailError, FieldErrors } from '../schemas/common';
import { auditActorOf } from '../services/audit';

const TokenPair = Type.Object({ access: Type.String(), refresh: Type.String() });

const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
  remember_me: Type.Optional(Type.Boolean()),
});

/**
 * Either the token pair, or the ephemeral token of the code step; with `mfa_setup` (the secret to enrol)
 * when a second factor is required and none is set up yet.
 */
const LoginResponse = Type.Object({
  access: Type.Optional(Type.String()),
  refresh: Type.Optional(Type.String()),
  ephemeral_token: Type.Optional(Type.String()),
  mfa_setup: Type.Optional(Type.Object({ secret: Type.String(), otpauth_url: Type.String() })),
});

const CodeBody = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 32 }),
  ephemeral_token: Type.String({ minLength: 1, maxLength: 4096 }),
});

const RefreshBody = Type.Object({ refresh: Type.String({ minLength: 1, maxLength: 4096 }) });

const LogoutBody = Type.Object({ refresh: Type.Optional(Type.String({ maxLength: 4096 })) });

const MeResponse = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  permissions: Type.Array(Type.String()),
  casino: CasinoSchema,
});

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/v1/auth/login/',
    {
      schema: {
        body: LoginBody,
        response: { 200: LoginResponse, 400: FieldErrors, 401: DetailError, 429: DetailError },
      },
    },
    async (request) =>
      app.authService.login({
        email: request.body.email,
        password: request.body.password,
        rememberMe: request.body.remember_me === true,
        ip: request.ip,
      }),
  );

  app.post(
    '/v1/auth/login/code/',
    { schema: { body: CodeBody, response: { 200: TokenPair, 400: FieldErrors, 429: DetailError } } },
    async (request) =>
      app.authService.loginWithCode({
        code: request.body.code,
        ephemeralToken: request.body.ephemeral_token,
        ip: request.ip,
      }),
  );

  // Rotation: the presented token is marked used and a new pair of the same family is returned; a used
  // token presented again revokes the whole family (reuse detection).
  app.post(
    '/v1/auth/jwt/refresh/',
    { schema: { body: RefreshBody, response: { 200: TokenPair, 400: FieldErrors, 401: DetailError } } },
    async (request) => app.authService.refresh(request.body.refresh),
  );

  app.post(
    '/v1/auth/logout/',
    {
      preHandler: app.authenticate,
      schema: { body: LogoutBody, response: { 204: Type.Null(), 401: DetailError } },
    },
    async (request, reply) => {
      if (!request.session) throw notAuthenticated();
      const families = await app.authService.logout(
        request.session,
        auditActorOf(request),
        request.body.refresh,
      );
      for (const sid of families) app.notifications.closeSession(sid);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/v1/auth/me/',
    { preHandler: app.authenticate, schema: { response: { 200: MeResponse, 401: DetailError } } },
    async (request) => {
      const user = request.user;
      if (!user) throw notAuthenticated();
      const casino = await app.repos.casino.get();
      if (!casino) throw new Error('No casino row: the database was not seeded (ensureBaseData).');
      return {
        id: user.id,
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
        permissions: user.permissions,
        casino: toCasinoDto(casino),
      };
    },
  );
}
