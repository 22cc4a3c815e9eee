import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { Type } from '@fastify/type-provider-typebox';

/**
 * DRF LimitOffsetPagination: `?limit=&offset=` in, `{count, next, previous, results}` out, where
 * `next`/`previous` are absolute URLs built from the request (query keys sorted, like DRF).
 * Bad values fall back like DRF: a missing, non-numeric, zero or negative limit gives the default;
 * a missing, non-numeric or negative offset gives 0.
 */
export interface Page<T> {
  count: number;
  /** Lists that estimate large counts (lib/counting.ts) say whether this one is. */
  count_is_estimate?: boolean;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface PageParams {
  limit: number;
  offset: number;
}

export interface PaginationOptions {
  /** Page size when the request gives none (spec §9: 10). */
  defaultLimit?: number;
  /** Upper bound on limit; DRF has none by default, we cap at 1000 unless told otherwise. */
  maxLimit?: number | null;
}

const DEFAULT_LIMIT = 10;
const DEFAULT_MAX_LIMIT = 1000;

function positiveInt(
  raw: unknown,
  { strict, cutoff }: { strict: boolean; cutoff?: number | null },
): number | null {
  const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  if (!/^[+-]?\d+$/.test(text)) return null;
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < 0 || (n === 0 && strict)) return null;
  return cutoff != null ? Math.min(n, cutoff) : n;
}

export function getPageParams(query: unknown, options: PaginationOptions = {}): PageParams {
  const q = (query ?? {}) as Record<string, unknown>;
  const maxLimit = options.maxLimit === undefined ? DEFAULT_MAX_LIMIT : options.maxLimit;
  const defaultLimit = options.defaultLimit ?? DEFAULT_LIMIT;
  return {
    limit: positiveInt(q.limit, { strict: true, cutoff: maxLimit }) ?? defaultLimit,
    offset: positiveInt(q.offset, { strict: false }) ?? 0,
  };
}

/** What the URL builders need of a request: its path and the configured public base of the API. */
export type PublicRequest = Pick<FastifyRequest, 'url'> & {
  server: { config: Pick<Config, 'publicApiUrl'> };
};

/** The public base of the API (`PUBLIC_API_URL`), never the client's `Host` header. */
export const publicBaseOf = (request: PublicRequest): string => request.server.config.publicApiUrl;

/** The absolute URL of the request, under the API's public base. */
export function requestUrl(request: PublicRequest): URL {
  return new URL(`${publicBaseOf(request)}${request.url}`);
}

function withQuery(url: URL, changes: Record<string, string | null>): string {
  const entries: Array<[string, string]> = [];
  const keys = new Set<string>();
  for (const key of url.searchParams.keys()) keys.add(key);
  for (const key of Object.keys(changes)) keys.add(key);
  for (const key of [...keys].sort()) {
    if (key in changes) {
      const value = changes[key];
      if (value !== null) entries.push([key, value]);
    } else {
      for (const value of url.searchParams.getAll(key)) entries.push([key, value]);
    }
  }
  const search = new URLSearchParams(entries).toString();
  return `${url.origin}${url.pathname}${search ? `?${search}` : ''}`;
}

export function buildPage<T>(
  request: PublicRequest,
  { limit, offset }: PageParams,
  count: number,
  results: T[],
  countIsEstimate?: boolean,
): Page<T> {
  const url = requestUrl(request);
  const next =
    offset + limit < count ? withQuery(url, { limit: String(limit), offset: String(offset + limit) }) : null;
  let previous: string | null = null;
  if (offset > 0) {
    previous =
      offset - limit <= 0
        ? withQuery(url, { limit: String(limit), offset: null })
        : withQuery(url, { limit: String(limit), offset: String(offset - limit) });
  }
  return countIsEstimate === undefined
    ? { count, next, previous, results }
    : { count, count_is_estimate: countIsEstimate, next, previous, results };
}

/**
 * Runs a count query and a page query for the request and returns the DRF page.
 * `fetch` gets the limit and offset to apply.
 */
export async function paginate<T>(
  request: PublicRequest & Pick<FastifyRequest, 'query'>,
  fetchCount: () => Promise<number>,
  fetchPage: (params: PageParams) => Promise<T[]>,
  options: PaginationOptions = {},
): Promise<Page<T>> {
  const params = getPageParams(request.query, options);
  const [count, results] = await Promise.all([fetchCount(), fetchPage(params)]);
  return buildPage(request, params, count, results);
}

/** Querystring schema for limit/offset (strings: DRF never answers 400 for them). */
export const PageQuery = Type.Object({
  limit: Type.Optional(Type.String()),
  offset: Type.Optional(Type.String()),
});

/** Response schema for a page of `item` (the wire's, in contract/). */
export { PageSchema } from '../../contract/schemas/common';
