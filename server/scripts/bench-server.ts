/**
 * The server side of `npm run bench:api` (scripts/bench-api.mjs starts it): the API as `npm start` builds
 * it, and beside it in the same process a bare Fastify "floor" that answers with the very SQL the API
 * ran for the same request, through the same database client and nothing else.
 *
 * `POST /__record {name, path, authorization}` (on the floor's port) injects the request into the API
 * twice and records the statements of the second (warm) run; `GET /floor/<name>` then checks the access
 * token as the API does (signature and expiry) and replays those statements one after the other,
 * answering their rows as JSON. The difference between the two is what the API adds to its own SQL.
 * `GET /__cpu` answers the process's CPU time, for the CPU per request beside the latencies.
 * `POST /__profile/start` and `POST /__profile/stop {file}` take a CPU profile of this process in between
 * (V8's sampling profiler through `node:inspector`) and write it to `file`, which Chrome's DevTools or
 * `node scripts/cpuprofile-summary.mjs <file>` read: bench-api asks for them when BENCH_PROFILE_DIR is set.
 *
 * BENCH_LARGE=true (PostgreSQL only) first tops the database up to 1,000,000 players and 10,000 campaigns.
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import Fastify from 'fastify';
import { Pool } from 'pg';
import { build } from '../app';
import { loadConfig, resolveJwtSecret } from '../config';
import type { Executor } from '../db/client';
import { ensureSearchIndexes } from '../db/search-indexes';
import { ensureBaseData } from '../seed/base';
import { seedDemo } from '../seed/demo';
import { decodeToken } from '../services/tokens';

interface Statement {
  text: string;
  params: unknown[];
}

const LARGE_PLAYERS = 1_000_000;
const LARGE_CAMPAIGNS = 10_000;
/** Finer than V8's default 1 ms: a request here takes a few ms of CPU. */
const PROFILE_SAMPLING_MICROS = 100;

type QueryFn = (...args: unknown[]) => Promise<unknown>;

/** Wraps `client.query` so that statements can be recorded (drizzle calls it for every statement). */
function recordQueries(client: { query: QueryFn }): { start(): void; stop(): Statement[] } {
  let recording: Statement[] | null = null;
  const original = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    if (recording) {
      const [first, second] = args;
      if (typeof first === 'string') recording.push({ text: first, params: (second as unknown[]) ?? [] });
      else {
        const config = first as { text: string; values?: unknown[] };
        recording.push({ text: config.text, params: (second as unknown[]) ?? config.values ?? [] });
      }
    }
    return original(...args);
  };
  return {
    start: () => {
      recording = [];
    },
    stop: () => {
      const statements = recording ?? [];
      recording = null;
      return statements;
    },
  };
}

async function count(db: Executor, table: 'players' | 'campaigns'): Promise<number> {
  const result = await db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0].n;
}

/** Tops PostgreSQL up to the large data set: generated players, copies of the demo campaigns. */
async function seedLarge(db: Executor, log: (text: string) => void): Promise<void> {
  const players = await count(db, 'players');
  if (players < LARGE_PLAYERS) {
    log(`Adding ${LARGE_PLAYERS - players} players …`);
    await db.execute(sql`
      insert into players (hash, currency, market, vip_level, affiliate, customer_state, segments, registered)
      select md5('bench-player-' || i),
        (array['EUR','USD','GBP','SEK'])[1 + i % 4],
        (array['DE','FI','SE','NO','GB','CA'])[1 + i % 6],
        (array['Bronze','Silver','Gold'])[1 + i % 3],
        case when i % 3 = 0 then null else 'AFF-' || (1 + i % 40) end,
        (array['active','new','dormant'])[1 + i % 3],
        array[(array['high_roller','slots_lover','weekend'])[1 + i % 3]],
        now() - (i % 1000) * interval '1 day'
      from generate_series(1, ${LARGE_PLAYERS - players}) as i
      on conflict (hash) do nothing`);
  }
  const campaigns = await count(db, 'campaigns');
  if (campaigns < LARGE_CAMPAIGNS) {
    log(`Adding ${LARGE_CAMPAIGNS - campaigns} campaigns …`);
    const columns = (
      (await db.execute(
        sql`select column_name from information_schema.columns where table_name = 'campaigns' and column_name not in ('id', 'name', 'target_group_id', 'parent_id') order by ordinal_position`,
      )) as unknown as { rows: Array<{ column_name: string }> }
    ).rows.map((row) => `"${row.column_name}"`);
    const list = columns.join(', ');
    await db.execute(
      sql.raw(`insert into campaigns (name, ${list})
        select c.name || ' #' || g, ${columns.map((column) => `c.${column}`).join(', ')}
        from (select * from campaigns where not is_template) c
        cross join generate_series(1, ${LARGE_CAMPAIGNS}) g
        limit ${LARGE_CAMPAIGNS - campaigns}`),
    );
  }
  await db.execute(sql`vacuum analyze`);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await build(config);
  const log = (text: string) => process.stderr.write(`${text}\n`);
  await app.database.migrate();
  if (config.seedDemo) await seedDemo(app.db, config);
  await ensureBaseData(app.db, config);
  if (process.env.BENCH_LARGE === 'true') {
    if (app.database.kind !== 'postgres')
      log('BENCH_LARGE needs PostgreSQL: ignored for the embedded database.');
    else await seedLarge(app.db, log);
  }
  await ensureSearchIndexes(app.db, app.log);
  // As the API's housekeeping does at start (PGlite has no autovacuum).
  if (app.database.kind === 'pglite') await app.db.execute(sql`vacuum analyze`);

  // The API's own client: PGlite is one connection, so the floor shares it; PostgreSQL gets a pool
  // of the API's size of its own.
  const client = (app.db as unknown as { $client: { query: QueryFn } }).$client;
  const recorder = recordQueries(client);
  const pool =
    app.database.kind === 'postgres' ? new Pool({ connectionString: config.databaseUrl, max: 10 }) : null;
  const floorQuery = (text: string, params: unknown[]): Promise<{ rows: unknown[] }> =>
    pool ? pool.query(text, params) : (client as unknown as PGlite).query(text, params);

  const jwtSecret = resolveJwtSecret(config);
  const recorded = new Map<string, Statement[]>();
  const floor = Fastify({ logger: false });

  floor.post<{ Body: { name: string; path: string; authorization: string } }>(
    '/__record',
    async (request) => {
      const { name, path, authorization } = request.body;
      const inject = () => app.inject({ method: 'GET', url: path, headers: { authorization } });
      const warm = await inject();
      if (warm.statusCode !== 200) throw new Error(`${path} answered ${warm.statusCode}: ${warm.body}`);
      recorder.start();
      await inject();
      const statements = recorder.stop();
      recorded.set(name, statements);
      return { statements: statements.length };
    },
  );

  // This process's CPU time so far (API, floor and, on the embedded database, the database itself): the
  // bench reads it around each load, and the CPU per request does not grow with other work on the machine
  // as latencies do.
  floor.get('/__cpu', async () => {
    const { user, system } = process.cpuUsage();
    return { micros: user + system };
  });

  const profiler = new Session();
  profiler.connect();
  floor.post('/__profile/start', async () => {
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.setSamplingInterval', { interval: PROFILE_SAMPLING_MICROS });
    await profiler.post('Profiler.start');
    return { started: true };
  });
  floor.post<{ Body: { file: string } }>('/__profile/stop', async (request) => {
    const { profile } = await profiler.post('Profiler.stop');
    await profiler.post('Profiler.disable');
    await writeFile(request.body.file, JSON.stringify(profile));
    return { written: request.body.file };
  });

  floor.get<{ Params: { name: string } }>('/floor/:name', async (request, reply) => {
    const statements = recorded.get(request.params.name);
    if (!statements) return reply.code(404).send({ detail: 'not recorded' });
    const token = (request.headers.authorization ?? '').split(' ')[1] ?? '';
    if (!decodeToken(token, jwtSecret, 'access')) return reply.code(401).send({ detail: 'bad token' });
    const results: unknown[][] = [];
    for (const statement of statements)
      results.push((await floorQuery(statement.text, statement.params)).rows);
    return reply.type('application/json').send(JSON.stringify(results));
  });

  const appAddress = await app.listen({ port: 0, host: '127.0.0.1' });
  const floorAddress = await floor.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`READY ${JSON.stringify({ app: appAddress, floor: floorAddress })}\n`);

  const shutdown = async () => {
    profiler.disconnect();
    await floor.close();
    await pool?.end();
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown());
  process.once('SIGINT', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
