/**
 * The HTTP transport under the one API client (`services/api.ts`): fetch, or XMLHttpRequest when an
 * upload's progress is wanted (fetch cannot report it). It replaces axios, which weighed 20 kB gzip on
 * every page for what is used of it here: see ARCHITECTURE.md "Decisions where the spec is silent".
 * Its shapes follow axios's (`response.data/status/headers`, `error.response`), so callers read the same.
 */

import isPlainObject from '@/utils/lodash/isPlainObject';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface TransferProgress {
  loaded: number;
  /** Unknown for streamed answers. */
  total?: number;
}

export interface RequestConfig {
  url: string;
  method?: HttpMethod;
  baseURL?: string;
  headers?: Record<string, string>;
  params?: Record<string, unknown>;
  /** A plain object or array goes as JSON; FormData, Blob and strings as they are. */
  data?: unknown;
  signal?: AbortSignal;
  /** `blob` for downloads; otherwise JSON when the answer parses as JSON, else its text. */
  responseType?: 'json' | 'blob';
  onUploadProgress?: (progress: TransferProgress) => void;
  onDownloadProgress?: (progress: TransferProgress) => void;
}

export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  /** Lower-case header names. */
  headers: Record<string, string>;
}

/** A call that failed: with `response` when the server answered, without when nothing came back. */
export class HttpError<C extends RequestConfig = RequestConfig> extends Error {
  readonly isHttpError = true;
  constructor(
    message: string,
    readonly config: C,
    readonly response?: HttpResponse,
    readonly code?: 'ERR_NETWORK' | 'ERR_CANCELED' | 'ERR_BAD_RESPONSE',
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const isHttpError = (error: unknown): error is HttpError =>
  (error as HttpError | null)?.isHttpError === true;

export const isCancel = (error: unknown): boolean => isHttpError(error) && error.code === 'ERR_CANCELED';

// axios's query encoding, so that URLs stay what every backend already parses: brackets, colons,
// commas and dollars unescaped, spaces as `+`, arrays as `key[]`, dates as ISO strings.
const encode = (value: string) =>
  encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+')
    .replace(/%5B/gi, '[')
    .replace(/%5D/gi, ']');

const queryValue = (value: unknown) =>
  value instanceof Date
    ? value.toISOString()
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

export function queryString(params: Record<string, unknown> | undefined): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value))
      value
        .filter((item) => item !== null && item !== undefined)
        .forEach((item) => pairs.push(`${encode(`${key}[]`)}=${encode(queryValue(item))}`));
    else pairs.push(`${encode(key)}=${encode(queryValue(value))}`);
  }
  return pairs.join('&');
}

export function fullUrl({ baseURL, url, params }: Pick<RequestConfig, 'baseURL' | 'url' | 'params'>): string {
  const absolute = /^([a-z][a-z\d+.-]*:)?\/\//i.test(url);
  const path = absolute || !baseURL ? url : `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  const query = queryString(params);
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
}

/** JSON's own values (a literal object or an array), as opposed to FormData, a Blob or a string. */
export const isPlainJson = (value: unknown): boolean => Array.isArray(value) || isPlainObject(value);

function requestBody(config: RequestConfig): { body?: BodyInit; headers: Record<string, string> } {
  const headers = { ...config.headers };
  if (config.data === undefined) return { headers };
  if (!isPlainJson(config.data)) return { body: config.data as BodyInit, headers };
  return { body: JSON.stringify(config.data), headers: { 'Content-Type': 'application/json', ...headers } };
}

function parseText(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function settle<T>(config: RequestConfig, response: HttpResponse): HttpResponse<T> {
  if (response.status >= 200 && response.status < 300) return response as HttpResponse<T>;
  throw new HttpError(
    `Request failed with status code ${response.status}`,
    config,
    response,
    'ERR_BAD_RESPONSE',
  );
}

async function readBody(response: Response, config: RequestConfig): Promise<unknown> {
  if (config.responseType !== 'blob') return parseText(await response.text());
  const onProgress = config.onDownloadProgress;
  if (!onProgress || !response.body) return response.blob();
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : undefined;
  const reader = response.body.getReader();
  const chunks: BlobPart[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress({ loaded, total });
  }
  return new Blob(chunks, { type: response.headers.get('content-type') ?? '' });
}

async function viaFetch<T>(config: RequestConfig): Promise<HttpResponse<T>> {
  const { body, headers } = requestBody(config);
  let response: Response;
  try {
    response = await fetch(fullUrl(config), {
      method: (config.method ?? 'get').toUpperCase(),
      headers,
      body,
      signal: config.signal,
    });
  } catch (error) {
    const canceled = config.signal?.aborted ?? false;
    throw new HttpError(
      canceled ? 'canceled' : error instanceof Error ? error.message : 'Network Error',
      config,
      undefined,
      canceled ? 'ERR_CANCELED' : 'ERR_NETWORK',
    );
  }
  const responseHeaders: Record<string, string> = {};
  response.headers.forEach((value, name) => (responseHeaders[name.toLowerCase()] = value));
  const data = await readBody(response, config);
  return settle<T>(config, { data, status: response.status, headers: responseHeaders });
}

function viaXhr<T>(config: RequestConfig): Promise<HttpResponse<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const { body, headers } = requestBody(config);
    const fail = (message: string, code: 'ERR_NETWORK' | 'ERR_CANCELED') =>
      reject(new HttpError(message, config, undefined, code));
    xhr.open((config.method ?? 'get').toUpperCase(), fullUrl(config));
    Object.entries(headers).forEach(([name, value]) => xhr.setRequestHeader(name, value));
    xhr.responseType = config.responseType === 'blob' ? 'blob' : 'text';
    xhr.upload.onprogress = (event) =>
      config.onUploadProgress?.({
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : undefined,
      });
    xhr.onerror = () => fail('Network Error', 'ERR_NETWORK');
    xhr.onabort = () => fail('canceled', 'ERR_CANCELED');
    xhr.onload = () => {
      const responseHeaders: Record<string, string> = {};
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) responseHeaders[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      const data = config.responseType === 'blob' ? xhr.response : parseText(xhr.responseText);
      try {
        resolve(settle<T>(config, { data, status: xhr.status, headers: responseHeaders }));
      } catch (error) {
        reject(error);
      }
    };
    if (config.signal?.aborted) return fail('canceled', 'ERR_CANCELED');
    config.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((body as XMLHttpRequestBodyInit | undefined) ?? null);
  });
}

/** Sends one request; answers outside 2xx are thrown as an `HttpError` with the response. */
export function send<T = unknown>(config: RequestConfig): Promise<HttpResponse<T>> {
  const wantsUploadProgress = config.onUploadProgress && typeof XMLHttpRequest !== 'undefined';
  return wantsUploadProgress ? viaXhr<T>(config) : viaFetch<T>(config);
}
