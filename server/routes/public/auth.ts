import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  LoginBody,
  LoginCodeBody as CodeBody,
  LoginResponseSchema as LoginResponse,
  RefreshBody,
  RefreshedTokensSchema,
  TokenPairSchema as TokenPair,
} from '../../../contract/schemas/auth';
import { DetailError, FieldErrors } from '../../schemas/common';

export default async function signInRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Tokens must never be kept by a browser or proxy cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

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
    {
      schema: {
        body: RefreshBody,
        response: { 200: RefreshedTokensSchema, 400: FieldErrors, 401: DetailError },
      },
    },
    async (request) => app.authService.refresh(request.body.refresh),
  );
}
