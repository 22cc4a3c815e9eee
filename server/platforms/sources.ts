import type { PlatformCodename } from '../../contract/platforms';
import { HttpError, validationError } from '../lib/errors';
import type { PlatformStandInRepository } from '../repositories/platform-stand-in';
import type { CreditOutcome, CreditRequest, PlatformSource } from './types';

/** The stand-in's collection of players' accounts closed on the platform (by player hash). */
export const CLOSED_ACCOUNTS = 'closed-accounts';
export const CLOSED_ACCOUNT_MESSAGE = "The player's account is closed on the platform.";

/** The seeded stand-in of a platform: its records in the database (demo and tests). */
export function standInSource(
  repository: PlatformStandInRepository,
  platform: PlatformCodename,
): PlatformSource {
  return {
    list: (collection) => repository.list(platform, collection),
    get: (collection, id) => repository.get(platform, collection, id),
    update: (collection, id, patch) => repository.update(platform, collection, id, patch),
    // Recorded once per key (the demo's "credits" collection), as a platform honouring the key would.
    // A player whose account the stand-in has closed is refused, as a platform answers 4xx.
    async credit(request) {
      const account = await repository.get(platform, CLOSED_ACCOUNTS, request.player);
      if (account?.closed === true) return { outcome: 'refused', message: CLOSED_ACCOUNT_MESSAGE };
      await repository.ensure([
        { platform, collection: 'credits', id: request.idempotency_key, data: { ...request } },
      ]);
      return { outcome: 'paid' };
    },
  };
}

export interface HttpSourceOptions {
  /** Ends with a slash; collections are read at `<baseUrl><collection>/` and `<baseUrl><collection>/<id>/`. */
  baseUrl: string;
  token: string | undefined;
  timeoutMs: number;
  fetch?: typeof fetch;
}

const unreachable = () =>
  new HttpError(502, { detail: 'The platform could not be reached. Try again later.' });
const timedOut = () =>
  new HttpError(504, { detail: 'The platform did not answer in time. Try again later.' });
const failed = (status: number) =>
  new HttpError(502, { detail: `The platform answered with an error (HTTP ${status}). Try again later.` });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The platform's refusal as field errors: only lists of messages are passed on, anything else is one message. */
function fieldErrorsOf(body: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (isObject(body)) {
    for (const [field, messages] of Object.entries(body)) {
      if (field === '__proto__' || !Array.isArray(messages)) continue;
      const texts = messages.filter((message): message is string => typeof message === 'string');
      if (texts.length > 0) errors[field] = texts;
    }
  }
  return Object.keys(errors).length > 0 ? errors : { non_field_errors: ['The platform refused the change.'] };
}

/** A 4xx's message for staff: the body's `detail` or field messages, else its text, kept short. */
function refusalOf(text: string, status: number): string {
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the text itself is the message.
  }
  const messages = isObject(body)
    ? typeof body.detail === 'string'
      ? [body.detail]
      : Object.values(fieldErrorsOf(body)).flat()
    : [String(body).trim()];
  const message = messages.filter((entry) => entry !== '').join(' ');
  return (message || `The platform refused the credit (HTTP ${status}).`).slice(0, 500);
}

/**
 * A platform's own HTTP API (PLATFORM_API_URL): JSON, `Authorization: Bearer <PLATFORM_API_TOKEN>`.
 * Lists may be plain arrays or DRF pages (`results`); a 404 is "no such record"; a 400 on a change is
 * passed on as the field errors it carries; anything else, a timeout or no answer is a 502/504, so
 * staff see the platform is at fault and nothing is cached.
 */
export function httpSource({
  baseUrl,
  token,
  timeoutMs,
  fetch: fetchImpl = fetch,
}: HttpSourceOptions): PlatformSource {
  async function call(path: string, init: { method?: string; body?: unknown } = {}) {
    let response: Response;
    try {
      response = await fetchImpl(new URL(path, baseUrl), {
        method: init.method ?? 'GET',
        headers: {
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      throw (error as Error).name === 'TimeoutError' ? timedOut() : unreachable();
    }
    if (response.status === 404) return undefined;
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if ((error as Error).name === 'TimeoutError') throw timedOut();
      throw response.ok
        ? new HttpError(502, { detail: 'The platform answered something that is not JSON.' })
        : failed(response.status);
    }
    if (response.status === 400 && init.method === 'PATCH') throw validationError(fieldErrorsOf(body));
    if (!response.ok) throw failed(response.status);
    return body;
  }

  const segment = (value: string) => encodeURIComponent(value);

  /** A credit never throws: its outcome says whether to record it paid, try again or give up. */
  async function credit(request: CreditRequest): Promise<CreditOutcome> {
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(new URL('bonus/credit/', baseUrl), {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'idempotency-key': request.idempotency_key,
          ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      text = await response.text();
    } catch (error) {
      return {
        outcome: 'retry',
        message:
          (error as Error).name === 'TimeoutError'
            ? 'The platform did not answer in time.'
            : 'The platform could not be reached.',
      };
    }
    if (response.ok) return { outcome: 'paid' };
    if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429)
      return { outcome: 'refused', message: refusalOf(text, response.status) };
    return { outcome: 'retry', message: `The platform answered with an error (HTTP ${response.status}).` };
  }

  return {
    async list(collection) {
      const body = await call(`${segment(collection)}/`);
      const items = isObject(body) ? body.results : body;
      if (!Array.isArray(items))
        throw new HttpError(502, { detail: 'The platform answered an unexpected list.' });
      return items;
    },
    get: (collection, id) => call(`${segment(collection)}/${segment(id)}/`),
    update: (collection, id, patch) =>
      call(`${segment(collection)}/${segment(id)}/`, { method: 'PATCH', body: patch }),
    credit,
  };
}
