import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, MESSAGES, methodNotAllowed, notFound } from '../lib/errors';
import fp from 'fastify-plugin';
import { nulByteErrors } from '../lib/nul-bytes';
import { ajvErrorsToDrf, type AjvLikeError } from '../lib/validation';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

// Declared where fastify declares it: its main module only re-exports the interface.
declare module 'fastify/types/context' {
  interface FastifyContextConfig {
    /** The route reports bad characters in its body itself, in its own answer (the event batches). */
    checksOwnBody?: boolean;
  }
}
type ParamsSchema = { properties?: Record<string, { type?: unknown }> };

function send(reply: FastifyReply, error: HttpError) {
  return reply
    .code(error.statusCode)
    .headers(error.headers)
    .type('application/json; charset=utf-8')
    .send(error.body);
}

/** DRF-shaped errors everywhere: field errors for schema failures, `{"detail"}` otherwise, nothing internal on 5xx. */
export default fp(
  async (app: FastifyInstance) => {
    // Every 401 says which scheme to use.
    app.addHook('onSend', async (_request, reply, payload) => {
      if (reply.statusCode === 401 && !reply.hasHeader('WWW-Authenticate'))
        reply.header('WWW-Authenticate', 'JWT realm="api"');
      return payload;
    });

    // A NUL character in any filter or field is a field error on every route, schema or not (and before a
    // CSV export starts streaming): PostgreSQL would refuse it with a 500.
    app.addHook('preValidation', async (request) => {
      nulByteErrors(request.query).throwIfAny();
      if (!request.routeOptions.config.checksOwnBody) nulByteErrors(request.body).throwIfAny();
    });

    // A path segment declared an integer is an id only as plain decimal digits, on every route: ajv's coercion
    // would read `0x10`, `1e1`, `0b1111`, `+15` or `15.0` as numbers (DELETE …/0x10/ removed record 16).
    app.addHook('preValidation', async (request) => {
      const declared = (request.routeOptions.schema?.params as ParamsSchema | undefined)?.properties;
      if (!declared) return;
      for (const [name, value] of Object.entries(request.params as Record<string, string>)) {
        if (declared[name]?.type === 'integer' && !/^[0-9]+$/.test(value)) throw notFound();
      }
    });

    app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof HttpError) return send(reply, error);

      if (error.validation) {
        const context = error.validationContext;
        if (context === 'params') return send(reply, notFound());
        if (context === 'headers') return send(reply, new HttpError(400, { detail: error.message }));
        const data = context === 'querystring' ? request.query : request.body;
        return send(reply, new HttpError(400, ajvErrorsToDrf(error.validation as AjvLikeError[], data)));
      }

      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return send(reply, new HttpError(500, { detail: MESSAGES.serverError }));
      }

      switch (error.code) {
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
          return send(
            reply,
            new HttpError(400, { detail: 'JSON parse error - the request body is not valid JSON.' }),
          );
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
          return send(
            reply,
            new HttpError(415, {
              detail: `Unsupported media type "${request.headers['content-type'] ?? ''}" in request.`,
            }),
          );
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          return send(reply, new HttpError(413, { detail: 'Request body is too large.' }));
        default:
          request.log.info({ err: error }, 'client error');
          return send(reply, new HttpError(status, { detail: error.message }));
      }
    });

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0];
      const allowed = METHODS.filter(
        (method) => method !== request.method && app.findRoute({ method, url: path }) !== null,
      );
      if (allowed.length > 0 && METHODS.includes(request.method)) {
        return send(reply, methodNotAllowed(request.method, [...allowed, 'OPTIONS']));
      }
      return send(reply, notFound());
    });
  },
  { name: 'errors' },
);
