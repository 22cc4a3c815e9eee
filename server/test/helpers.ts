import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Permission } from '../../contract/permissions';
import { build as buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { pgliteHandle, type DbHandle } from '../db/client';
import { activityLogs } from '../db/schema';
import { ensureBaseData } from '../seed/base';
import { DEMO_TOTP_SECRET, DEMO_USERS, seedDemo } from '../seed/demo';
import { hashPassword, setPasswordHashCost } from '../services/passwords';
import { generateTotp } from '../services/totp';
import WebSocket from 'ws';

export { DEMO_TOTP_SECRET, DEMO_USERS };

export const TEST_JWT_SECRET = 'test-jwt-secret-0123456789abcdef0123456789abcdef';

const ROOT = path.resolve(__dirname, '..', '..');

/** Config for tests: our own secret, silent logs, and any overrides (env-style names). */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    // Hashing at OWASP's cost (N=2^17) takes over a second here; tests need no such strength.
    PASSWORD_HASH_COST: '14',
    DATA_DIR: path.join(os.tmpdir(), 'casino-api-test-unused'),
    // Each test process has its own database, so its own photo files (ids repeat across processes).
    MEDIA_DIR: path.join(os.tmpdir(), `casino-api-test-media-${process.pid}`),
    ...overrides,
  });
}

// Users made by `createUser` before any app starts hash at the tests' cost too.
setPasswordHashCost(testConfig().passwordHashCost);

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    });
}

/** Anything that changes the content of the template database changes its cache key. */
function templateKey(): string {
  const hash = createHash('sha256');
  const inputs = [
    ...filesUnder(path.join(ROOT, 'server/db/migrations')),
    ...filesUnder(path.join(ROOT, 'server/seed')),
    // The demo's history is applied by the engine (seed/demo-history.ts): its rules shape the data.
    ...filesUnder(path.join(ROOT, 'server/services/engine')),
    path.join(ROOT, 'server/services/passwords.ts'),
    path.join(ROOT, 'contract/permissions.ts'),
    path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json'),
  ];
  for (const file of inputs) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated and demo-seeded database, dumped once to the temp directory and loaded from there
 * (PGlite's cold start costs seconds; loading a dump well under one).
 */
async function templateDump(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `casino-api-test-db-${templateKey()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const client = await PGlite.create();
  try {
    const handle = pgliteHandle(client);
    await handle.migrate();
    const config = testConfig();
    setPasswordHashCost(config.passwordHashCost);
    await seedDemo(handle.db, config);
    await ensureBaseData(handle.db, config);
    const dump = await client.dumpDataDir('none');
    const bytes = Buffer.from(await dump.arrayBuffer());
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, bytes);
    renameSync(tmp, file);
    return new Blob([bytes]);
  } finally {
    await client.close();
  }
}

/**
 * Writes the migrated, demo-seeded template into `dataDir` as the server's embedded database
 * (`DATA_DIR`), for tests that start the real server process without seconds of set-up.
 */
export async function writeTemplateDataDir(dataDir: string): Promise<void> {
  const client = await PGlite.create(path.join(dataDir, 'pglite'), { loadDataDir: await templateDump() });
  await client.close();
}

let shared: Promise<{ client: PGlite; handle: DbHandle }> | undefined;
const openApps = new Set<FastifyInstance>();

/** The one database of this test file (in memory, from the template). */
export async function testDatabase(): Promise<DbHandle> {
  shared ??= (async () => {
    const client = await PGlite.create({ loadDataDir: await templateDump() });
    return { client, handle: pgliteHandle(client) };
  })();
  return (await shared).handle;
}

/**
 * Closes this test file's apps and database (the next file of the process gets a fresh one from the
 * template) and removes its photo files. Run after the file's tests: by the hook below when the file
 * has a process of its own, by `run-files.ts` for each file of a shared process.
 */
export async function closeTestFile(): Promise<void> {
  for (const app of openApps) await app.close().catch(() => undefined);
  openApps.clear();
  if (shared) {
    const { client } = await shared;
    shared = undefined;
    await client.close();
  }
  rmSync(testConfig().mediaDir, { recursive: true, force: true });
}

after(closeTestFile);

/** An app on this file's database (migrated, demo users seeded). Closed after the file's tests. */
export async function build(overrides: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(overrides), { db: await testDatabase() });
  openApps.add(app);
  return app;
}

export type AuthedInject = ((options: InjectOptions) => Promise<LightMyRequestResponse>) & {
  access: string;
  refresh: string;
};

/** Signs in and returns an inject function sending `Authorization: JWT <access>`. */
export async function injectWithLogin(
  app: FastifyInstance,
  email: string,
  password: string,
  options: { remoteAddress?: string } = {},
): Promise<AuthedInject> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/auth/login/',
    payload: { email, password },
    remoteAddress: options.remoteAddress,
  });
  if (res.statusCode !== 200 || !res.json().access) {
    throw new Error(`login of ${email} failed: ${res.statusCode} ${res.body}`);
  }
  const { access, refresh } = res.json() as { access: string; refresh: string };
  const inject = ((opts: InjectOptions) =>
    app.inject({
      ...opts,
      headers: { ...(opts.headers ?? {}), authorization: `JWT ${access}` },
    })) as AuthedInject;
  inject.access = access;
  inject.refresh = refresh;
  return inject;
}

/** A demo user signed in from an address of its own (so per-IP limits never meet across tests). */
export function signInAs(app: FastifyInstance, who: keyof typeof DEMO_USERS): Promise<AuthedInject> {
  const { email, password } = DEMO_USERS[who];
  return injectWithLogin(app, email, password, { remoteAddress: uniqueIp() });
}

/** The usual start of a test file: an app, with the demo admin and viewer signed in. */
export async function buildWithAdminAndViewer(
  overrides: Record<string, string> = {},
): Promise<{ app: FastifyInstance; admin: AuthedInject; viewer: AuthedInject }> {
  const app = await build(overrides);
  const admin = await signInAs(app, 'admin');
  const viewer = await signInAs(app, 'viewer');
  return { app, admin, viewer };
}

let userCounter = 0;

/** A fresh user for a test that changes state (block, rate limit …). */
export async function createUser(
  app: FastifyInstance,
  fields: {
    password?: string;
    isSuperuser?: boolean;
    mfaSecret?: string;
    status?: 'AC' | 'BL' | 'FR' | 'IN';
  } = {},
) {
  userCounter += 1;
  const password = fields.password ?? `password-${userCounter}-long-enough`;
  const email = `user${userCounter}-${process.pid}-${Date.now()}@example.com`;
  const user = await app.repos.users.create({
    email,
    password: await hashPassword(password),
    firstName: 'Test',
    lastName: `User ${userCounter}`,
    isSuperuser: fields.isSuperuser ?? false,
    status: fields.status ?? 'AC',
    mfaEnabled: fields.mfaSecret !== undefined,
    mfaSecret: fields.mfaSecret ?? null,
  });
  return { user, email, password };
}

/** A TOTP code of `secret` for `offsetSteps` 30-second steps from now. */
export function totpCode(secret: string = DEMO_TOTP_SECRET, offsetSteps = 0): string {
  return generateTotp(secret, Date.now() + offsetSteps * 30_000);
}

let ipCounter = 0;
/** A distinct client address per call, so per-IP limits of one test do not touch another. */
export function uniqueIp(): string {
  ipCounter += 1;
  return `10.${process.pid % 250}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

/**
 * Opens a notifications socket at `baseUrl` (`ws://host:port`) and collects its messages: `next()`
 * resolves with the next one (parsed), `pending()` tells how many arrived unread.
 */
export async function connectSocket(
  baseUrl: string,
  userId: number,
  origin: string | undefined = 'http://localhost:3000',
) {
  const socket = new WebSocket(`${baseUrl}/ws/notifications/${userId}`, origin ? { origin } : {});
  const queue: unknown[] = [];
  const waiters: Array<(value: unknown) => void> = [];
  socket.on('message', (data) => {
    const value = JSON.parse(data.toString());
    const waiter = waiters.shift();
    if (waiter) waiter(value);
    else queue.push(value);
  });
  await once(socket, 'open');
  const next = (timeoutMs = 3000) =>
    new Promise<unknown>((resolve, reject) => {
      if (queue.length > 0) return resolve(queue.shift());
      const timer = setTimeout(() => reject(new Error('no message')), timeoutMs);
      waiters.push((value) => {
        clearTimeout(timer);
        resolve(value);
      });
    });
  const closed = once(socket, 'close').then(([code]) => code as number);
  const send = (message: unknown) => socket.send(JSON.stringify(message));
  return { socket, next, closed, send, pending: () => queue.length };
}

export type TestSocket = Awaited<ReturnType<typeof connectSocket>>;

let groupCounter = 0;

/** A fresh (non-super) user holding exactly `permissions`, signed in. */
export async function userWithPermissions(app: FastifyInstance, permissions: readonly Permission[]) {
  groupCounter += 1;
  const created = await createUser(app);
  const group = await app.repos.groups.create(
    `Test group ${groupCounter} ${process.pid}-${Date.now()}`,
    permissions,
  );
  await app.repos.users.addToGroups(created.user.id, [group.id]);
  const inject = await injectWithLogin(app, created.email, created.password, { remoteAddress: uniqueIp() });
  return { ...created, inject };
}

/** A round as a platform sends it (wire fields): `bet` EUR by the player (by hash) on game 1, now. */
export const wireRound = (player: string, bet = '2.50') => ({
  kind: 'gameround',
  unique_id: randomUUID(),
  player,
  occurred_at: new Date().toISOString(),
  game: 1,
  round_id: randomUUID(),
  bet,
  win: 0,
  currency: 'EUR',
});

/** Posts events as a platform does, with its integration key, and expects them stored (202). */
export async function postEvents(app: FastifyInstance, key: string, events: readonly unknown[]) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/events/',
    headers: { authorization: `Api-Key ${key}` },
    payload: { events },
  });
  assert.equal(res.statusCode, 202, res.body);
  return res.json() as { accepted: number; duplicates: number };
}

/** The hash of the n-th demo player (seed: md5('player-<n>')). */
export const demoPlayerHash = (n: number): string => createHash('md5').update(`player-${n}`).digest('hex');

/** An ISO date-time `days` from now. */
export const daysFromNow = (days: number): string => new Date(Date.now() + days * 86400_000).toISOString();

/** Parses a CSV body (RFC 4180 quoting) into rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** A file part of `multipartBody`; `contentType` is what the client claims (default octet-stream). */
export interface MultipartFilePart {
  filename: string;
  content: Buffer;
  contentType?: string;
}

/** A multipart/form-data request (payload and header) of text fields and files, for `inject`. */
export function multipartBody(parts: Record<string, string | MultipartFilePart>) {
  const boundary = `----test${Date.now()}${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
            `Content-Type: ${value.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        value.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A mission campaign body complete enough to publish. */
export function publishableMissionBody(overrides: Record<string, unknown> = {}) {
  return {
    name: `Campaign ${Date.now()}`,
    type: 'mission',
    start_date: daysFromNow(2),
    end_date: daysFromNow(30),
    titles: { en: 'Spin to win', de: 'Drehen und gewinnen' },
    terms: { en: '<p>Be nice</p>' },
    mission: {
      tasks_in_order: true,
      min_bet: 0.5,
      repeatable: true,
      repeat_count: 2,
      tasks: [
        { type: 'deposit', amount: 20, prizes: [{ kind: 'bonus', amount: 10, wagering: 35 }] },
        {
          type: 'gameplay',
          rounds: 10,
          mode: 'times',
          times: 3,
          games: [1, 2, 3],
          prizes: [{ kind: 'free_spins', free_spins_number: 20, bet_level: 0.2 }],
        },
      ],
    },
    ...overrides,
  };
}

/** The activity-log entries about one record, newest first. */
export function auditEntriesOf(app: FastifyInstance, resource: string, resourceId: number) {
  return app.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.resource, resource), eq(activityLogs.resourceId, String(resourceId))))
    .orderBy(desc(activityLogs.id));
}
