import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  PasswordResetBody as ResetBody,
  PasswordResetConfirmBody as ResetConfirmBody,
} from '../../../contract/schemas/auth';
import { FieldErrors } from '../../schemas/common';

/** Password reset and invitation links (djoser's endpoints): used before anyone is signed in. */
export default async function passwordRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  // djoser: 204 whether or not the email belongs to an account.
  app.post(
    '/v1/auth/users/reset_password/',
    { schema: { body: ResetBody, response: { 204: Type.Null(), 400: FieldErrors } } },
    async (request, reply) => {
      await app.accounts.requestPasswordReset(request.body.email);
      return reply.code(204).send(null);
    },
  );

  // Reset and invitation links alike.
  app.post(
    '/v1/auth/users/reset_password_confirm/',
    { schema: { body: ResetConfirmBody, response: { 204: Type.Null(), 400: FieldErrors } } },
    async (request, reply) => {
      await app.accounts.confirmPasswordReset({
        uid: request.body.uid,
        token: request.body.token,
        newPassword: request.body.new_password,
        ip: request.ip,
      });
      return reply.code(204).send(null);
    },
  );
}
