import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, MESSAGES } from '../../lib/errors';
import {
  EVENTS_ERROR_RESPONSES,
  EventsAccepted,
  EventsBody,
  MAX_EVENTS_BODY_BYTES,
} from '../../schemas/events';

export const API_KEY_SCHEME = 'Api-Key';
const CHALLENGE = { 'WWW-Authenticate': `${API_KEY_SCHEME} realm="events"` };
/** Longer than any key we make: a huge header is refused before it is hashed. */
const MAX_KEY_LENGTH = 200;

export const EVENT_AUTH_MESSAGES = {
  staffToken: `Staff tokens are not accepted here: send "Authorization: ${API_KEY_SCHEME} <integration key>".`,
  badKey: 'Invalid or revoked integration key.',
} as const;

const unauthorized = (detail: string) => new HttpError(401, { detail }, CHALLENGE);

/**
 * `POST v1/events/`: an operator's platform sends player activity, signed with an integration key
 * (`Authorization: Api-Key <key>`; a staff token is refused). The body (at most 5 MB, 413 past it, before
 * it is read) is `{"events": [...]}`; the batch is validated as a whole and stored before the 202.
 */
export default async function eventRoutes(app: FastifyInstance) {
  // The batch is read with plain JSON.parse: a `__proto__` key stays an own key, which the batch's
  // validation names as an unknown field (422 with its index) instead of the parser refusing the whole
  // body; NUL characters are reported there too (route config `checksOwnBody`).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(
        new HttpError(400, { detail: 'JSON parse error - the request body is not valid JSON.' }),
        undefined,
      );
    }
  });

  async function apiKeyOnly(request: FastifyRequest) {
    const header = request.headers.authorization?.trim() ?? '';
    if (header === '') throw unauthorized(MESSAGES.notAuthenticated);
    const [scheme, key, ...rest] = header.split(/\s+/);
    if (scheme !== API_KEY_SCHEME) {
      throw unauthorized(
        scheme === 'JWT' || scheme === 'Bearer' ? EVENT_AUTH_MESSAGES.staffToken : MESSAGES.notAuthenticated,
      );
    }
    if (!key || rest.length > 0 || key.length > MAX_KEY_LENGTH)
      throw unauthorized(EVENT_AUTH_MESSAGES.badKey);
    const found = await app.repos.integrationKeys.findLive(key);
    if (!found) throw unauthorized(EVENT_AUTH_MESSAGES.badKey);
    await app.repos.integrationKeys.touch(found.id, found.lastUsed, new Date());
  }

  app.post(
    '/v1/events/',
    {
      onRequest: apiKeyOnly,
      bodyLimit: MAX_EVENTS_BODY_BYTES,
      config: { checksOwnBody: true },
      // The schema documents the body; the batch's own validation answers 422 by index and field.
      validatorCompiler: () => () => true,
      schema: {
        tags: ['events'],
        security: [{ apiKey: [] }],
        body: EventsBody,
        response: { 202: EventsAccepted, ...EVENTS_ERROR_RESPONSES },
      },
    },
    async (request, reply) => reply.code(202).send(await app.engine.ingest(request.body)),
  );
}
