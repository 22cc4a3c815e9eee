import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** Never written to the logs, wherever they appear in a logged object. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
  'authorization',
  'cookie',
  'password',
  'refresh',
  'access',
  'code',
  'token',
  'secret',
  'ephemeral_token',
  '*.password',
  '*.new_password',
  '*.current_password',
  '*.refresh',
  '*.access',
  '*.token',
  '*.secret',
  '*.ephemeral_token',
  'body.code',
  '*.body.code',
  'body.*',
  'req.body',
];

/** The longest line written; a longer one has its values cut harder, then is cut to its essentials. */
export const MAX_LOG_LINE = 2000;
/** Longest string value a line keeps at first (then 60), and items of an array (then 3). */
const LIMITS = [
  { chars: 300, items: 10 },
  { chars: 60, items: 3 },
];

function truncateValues(value: unknown, limit: { chars: number; items: number }): unknown {
  if (typeof value === 'string') {
    return value.length > limit.chars
      ? `${value.slice(0, limit.chars)}… [${value.length} characters]`
      : value;
  }
  if (Array.isArray(value)) {
    const kept = value.slice(0, limit.items).map((item) => truncateValues(item, limit));
    return value.length > limit.items ? [...kept, `… [${value.length} items]`] : kept;
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, truncateValues(item, limit)]));
  }
  return value;
}

/**
 * Applied to each line once serialised (pino's `streamWrite` hook), so it bounds everything a line can
 * carry: messages, error stacks, validation errors quoting a client's value, bound objects.
 */
export function boundLogLine(line: string): string {
  if (line.length <= MAX_LOG_LINE) return line;
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return `${JSON.stringify({ msg: line.slice(0, LIMITS[0].chars), truncated: line.length })}\n`;
  }
  for (const limit of LIMITS) {
    const bounded = `${JSON.stringify(truncateValues(parsed, limit))}\n`;
    if (bounded.length <= MAX_LOG_LINE) return bounded;
  }
  const { level, time, pid, hostname, reqId, msg } = parsed;
  const essentials = { level, time, pid, hostname, reqId, msg, truncated: line.length };
  return `${JSON.stringify(truncateValues(essentials, LIMITS[1]))}\n`;
}

/** Request ids a client (the web server, a proxy) may choose: short and of characters safe to log. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The incoming `x-request-id` when it is acceptable, else a new id. */
export function requestIdOf(request: IncomingMessage): string {
  const header = request.headers['x-request-id'];
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    hooks: { streamWrite: boundLogLine },
  };
}
