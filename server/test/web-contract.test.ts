/**
 * The web app and this server agree on every path and method the web app calls (issue 19): each call
 * of the web app's API slices must be an operation of `/v1/openapi.json`, or be listed below with the
 * reason our server lacks it.
 *
 * How the web app's calls are found, without rewriting its slices:
 * - every RTK Query endpoint injected into `baseApi` is started once, with a stand-in argument that
 *   reads as 1 wherever a path needs an id, on a store whose API client only records the request;
 * - a `createResourceApi` resource serves list/one/create/update/delete under its `path`; the
 *   operations the web app really uses are read from its sources (`fooApi.useDeleteMutation`,
 *   `api={fooApi}` for the form screen's get/create/update).
 * This is the one file outside the web app that imports it (see eslint.config.mjs).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api as apiClient } from '../../services/api';
import { appSlice } from '../../store/appSlice';
import { authSlice } from '../../store/authSlice';
import { baseApi } from '../../store/baseApi';
import { notificationsSlice } from '../../store/notificationsSlice';
import { snackbarSlice } from '../../store/snackbarSlice';
import type { ResourceApi } from '../../store/resourceApi';
import { CAMPAIGN_TYPES } from '../../contract/campaignTypes';
import { BACKEND_EXTENSIONS } from '../../utils/backendExtensions';
import { build } from './helpers';

const ROOT = path.resolve(__dirname, '..', '..');
const WEB_FOLDERS = ['components', 'pages', 'hooks', 'store'];

type Call = { method: string; url: string; from: string };

/** Endpoints whose URL is an argument chosen by their callers; those callers are not covered here. */
const CALLER_SUPPLIED_URL = new Set([
  // Each campaign type's settings module sends its own spec §7 settings calls.
  'settingsCall',
  'reorderTasks',
  // The attribute lists (`v1/player/<attribute>/`) come from the segment editor's choices.
  'getPlayerAttribute',
]);

/**
 * Calls the web app makes that our server deliberately does not answer (method + OpenAPI-style path).
 * A line here that our server answers, or that the web app no longer makes, fails the test.
 */
const NOT_ON_OUR_SERVER: Record<string, string> = {
  'POST /v1/games/games/':
    'the games form (ResourceFormScreen) is only opened on a game (/games/edit?id=); games come from the platform',
};

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourcesUnder(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

const webSources = WEB_FOLDERS.flatMap((folder) => sourcesUnder(path.join(ROOT, folder))).map((file) => ({
  file,
  text: readFileSync(file, 'utf8'),
}));

/** A stand-in argument: any field is another stand-in, and it reads as 1 in a URL or a sum. */
function standIn(): unknown {
  const target = function standInTarget() {};
  const proxy: unknown = new Proxy(target, {
    get: (_target, key) => {
      if (key === Symbol.toPrimitive) return (hint: string) => (hint === 'number' ? 1 : '1');
      if (key === 'toJSON' || key === 'then' || typeof key === 'symbol') return undefined;
      return proxy;
    },
    ownKeys: () => ['prototype'],
  });
  return proxy;
}

/** Arguments for the endpoints a stand-in cannot drive (their query reads a value from a fixed set). */
const SAMPLE_ARGS: Record<string, readonly unknown[]> = {
  isExtensionOffered: Object.keys(BACKEND_EXTENSIONS),
  // A pair of campaigns, read as two ids.
  acceptClash: [[1, 2]],
  warnAboutClashAgain: [[1, 2]],
  // Each type's own settings calls (a type whose settings come with the campaign makes none).
  getTypeSettings: CAMPAIGN_TYPES.map((type) => ({ id: 1, type })),
};

const recorded: Call[] = [];
let current = '';

async function injectedEndpointCalls(): Promise<{ calls: Call[]; silent: string[] }> {
  const request = apiClient.request;
  apiClient.request = (async (config: { method?: string; url: string }) => {
    recorded.push({ method: (config.method ?? 'get').toLowerCase(), url: config.url, from: current });
    // Refused, so that no answer reaches the endpoints' response transforms.
    throw new Error('recorded, not sent');
  }) as typeof apiClient.request;
  const silent: string[] = [];
  try {
    const store = configureStore({
      // The app's reducers (as store/index.ts), without its checks: the stand-in arguments are not plain data.
      reducer: combineSlices(appSlice, authSlice, snackbarSlice, notificationsSlice, baseApi),
      middleware: (defaults) =>
        defaults({ serializableCheck: false, immutableCheck: false }).concat(baseApi.middleware),
    });
    const endpoints = baseApi.endpoints as unknown as Record<string, { initiate: (arg: unknown) => unknown }>;
    for (const [name, endpoint] of Object.entries(endpoints)) {
      if (name.startsWith('resource') || CALLER_SUPPLIED_URL.has(name)) continue;
      current = name;
      const before = recorded.length;
      for (const arg of SAMPLE_ARGS[name] ?? [standIn()]) {
        const started = store.dispatch(endpoint.initiate(arg) as never) as unknown as Promise<unknown> & {
          unsubscribe?: () => void;
        };
        await Promise.resolve(started).catch(() => undefined);
        started.unsubscribe?.();
      }
      if (recorded.length === before) silent.push(name);
    }
    // Also drops the cache's removal timers, which would keep this process alive.
    store.dispatch(baseApi.util.resetApiState());
  } finally {
    apiClient.request = request;
  }
  return { calls: [...recorded], silent };
}

const RESOURCE_OPERATIONS: Array<[RegExp, string, boolean]> = [
  // [how the sources use it, method, on one item]
  [/\.(useListQuery|initiateList)\b/, 'get', false],
  [/\.(useGetQuery|initiateGet)\b/, 'get', true],
  [/\.useCreateMutation\b/, 'post', false],
  [/\.useUpdateMutation\b/, 'patch', true],
  [/\.useDeleteMutation\b/, 'delete', true],
];

function resourceCalls(modules: Array<Record<string, unknown>>): Call[] {
  const resources = modules.flatMap((module) =>
    Object.entries(module).filter(
      (entry): entry is [string, ResourceApi<{ id: number }, unknown, unknown, object>] =>
        typeof entry[1] === 'object' && entry[1] !== null && 'initiateList' in entry[1] && 'path' in entry[1],
    ),
  );
  return resources.flatMap(([name, resource]) => {
    const uses = (pattern: RegExp) =>
      webSources.some(({ text }) => new RegExp(`\\b${name}${pattern.source}`).test(text));
    const formScreen = webSources.some(({ text }) => text.includes(`api={${name}}`));
    return RESOURCE_OPERATIONS.filter(
      ([pattern, method, item]) =>
        uses(pattern) ||
        (formScreen && (method === 'post' || method === 'patch' || (method === 'get' && item))),
    ).map(([, method, item]) => ({ method, url: item ? `${resource.path}1/` : resource.path, from: name }));
  });
}

/** The slices: every web source that injects endpoints or makes a resource API. */
async function loadSlices(): Promise<Array<Record<string, unknown>>> {
  const slices = webSources.filter(
    ({ text }) => /\.injectEndpoints\(/.test(text) || /=\s*createResourceApi</.test(text),
  );
  return Promise.all(slices.map(({ file }) => import(file) as Promise<Record<string, unknown>>));
}

type Operations = Array<{ template: string; pattern: RegExp; methods: Set<string> }>;
let operations: Operations;

before(async () => {
  const app = await build();
  const document = (await app.inject({ method: 'GET', url: '/v1/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  operations = Object.entries(document.paths).map(([template, methods]) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\/$/, '').replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
    methods: new Set(Object.keys(methods)),
  }));
});

/** The OpenAPI path of a call, and whether its method is there; undefined when no path matches. */
function operationOf({ method, url }: Call): { template: string; hasMethod: boolean } | undefined {
  const pathOnly = `/${url.split('?')[0].replace(/^\//, '')}`;
  // A literal path wins over a template that also matches it (`users/reset_password/` over `users/{id}/`).
  const operation = operations
    .filter(({ pattern }) => pattern.test(pathOnly))
    .sort((a, b) => a.template.split('{').length - b.template.split('{').length)[0];
  return operation && { template: operation.template, hasMethod: operation.methods.has(method) };
}

test("every call of the web app's API slices is an operation of our OpenAPI document", async () => {
  const modules = await loadSlices();
  const { calls, silent } = await injectedEndpointCalls();
  assert.deepEqual(silent, [], 'endpoints that made no call: give them an argument in SAMPLE_ARGS');
  const all = [...calls, ...resourceCalls(modules)];
  assert.ok(all.length > 80, `${all.length} calls found`);

  const missing = new Set<string>();
  for (const call of all) {
    const operation = operationOf(call);
    const key = `${call.method.toUpperCase()} ${operation?.template ?? `/${call.url.split('?')[0]}`}`;
    if (!operation?.hasMethod && !(key in NOT_ON_OUR_SERVER)) missing.add(`${key} (${call.from})`);
  }
  assert.deepEqual([...missing].sort(), [], 'the web app calls these; our server lacks them');

  const made = new Set(
    all.map((call) => `${call.method.toUpperCase()} ${operationOf(call)?.template ?? `/${call.url}`}`),
  );
  for (const key of Object.keys(NOT_ON_OUR_SERVER)) {
    assert.ok(made.has(key), `${key} is listed as missing, but the web app no longer calls it`);
  }
});
