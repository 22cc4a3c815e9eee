// `npm run bench:engine`: the engine's throughput and latency against a floor measured in the same
// process on the same database: the same batches stored by a bare handler doing one
// `INSERT … ON CONFLICT DO NOTHING`. Prints figures and ratios (memory sampled through the sustained run
// too); asserts nothing.
//
//   BENCH_SECONDS (default 60): how long the sustained run lasts; BENCH_FLOOR_SECONDS (default 10): how
//   long the floor is posted to, before the sustained run and again after it; BENCH_PLAYERS (default 100000);
//   BENCH_CAMPAIGNS (default 200): active campaigns, copies of the demo's active ones (every type);
//   BENCH_POSTS (default 100): timed 500-event posts, then the worker's backlog;
//   BENCH_DATABASE_URL: also run on PostgreSQL (an empty database the bench fills; not dropped);
//   BENCH_EMBEDDED=false: skip the embedded database (PostgreSQL alone);
//   BENCH_PROFILE_DIR: write V8 CPU profiles of the timed posts and of the "worker alone" drain there
//   (read it with scripts/cpuprofile-summary.mjs).
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { build } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type DbHandle } from '../db/client';
import { integrationKeys } from '../db/schema';
import { newIntegrationKey } from '../repositories/integration-keys';
import { MAX_EVENTS_BODY_BYTES } from '../schemas/events';
import { ensureBaseData } from '../seed/base';
import { DEMO_USERS, seedDemo } from '../seed/demo';
import { setPasswordHashCost } from '../services/passwords';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
/**
 * How long the floor is posted to, before the sustained run and again after it (BENCH_FLOOR_SECONDS,
 * default 10 each). Twenty batches (half a second) swung the floor by a quarter from one run to the
 * next, by whether a checkpoint or a busy moment fell in them, and every ratio with it; the end-to-end
 * run meets both over its minute. The second half is there because the run changes what the floor
 * meets (a larger table, checkpoints of the run's writes) and this machine's speed drifts within
 * minutes: the floor after the run read 7–14 % below the one before it.
 */
const FLOOR_SECONDS = Number(process.env.BENCH_FLOOR_SECONDS ?? 10);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const CAMPAIGNS = Number(process.env.BENCH_CAMPAIGNS ?? 200);
const BATCH = 1_000;
/** How many 500-event posts are timed (BENCH_POSTS, default 100); they are then the worker's backlog. */
const POSTS = Number(process.env.BENCH_POSTS ?? 100);
/** The demo's games (ids 1 to 2,000). */
const GAMES = 2_000;

/** The demo's player hashes (seed: md5('player-<n>')); the bench adds players up to BENCH_PLAYERS. */
const playerHash = (n: number) => createHash('md5').update(`player-${n}`).digest('hex');
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const mb = () => Math.round(process.memoryUsage().rss / 1024 / 1024);
/** How often the sustained run samples this process's memory. */
const MEMORY_SAMPLE_MS = 5_000;

/**
 * Samples RSS and the V8 heap in use (MB) every MEMORY_SAMPLE_MS until `stop`, which takes a last sample:
 * a leak grows the series over the steady run, while the start-to-end figure also holds the set-up and the
 * heap's first growth.
 */
function sampleMemory() {
  const samples: { rss: number; heapUsed: number }[] = [];
  const take = () => {
    const { rss, heapUsed } = process.memoryUsage();
    samples.push({ rss: Math.round(rss / 1024 / 1024), heapUsed: Math.round(heapUsed / 1024 / 1024) });
  };
  take();
  const timer = setInterval(take, MEMORY_SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

function gamerounds(count: number) {
  return Array.from({ length: count }, () => ({
    kind: 'gameround',
    unique_id: randomUUID(),
    player: playerHash(1 + Math.floor(Math.random() * PLAYERS)),
    occurred_at: new Date().toISOString(),
    game: 1 + Math.floor(Math.random() * GAMES),
    round_id: randomUUID(),
    bet: (0.2 + Math.random() * 10).toFixed(2),
    win: Math.random() < 0.3 ? (Math.random() * 20).toFixed(2) : '0',
    currency: 'EUR',
  }));
}

const FLOOR_URL = '/floor/';

/**
 * The floor: a bare handler storing the batch with one INSERT … ON CONFLICT DO NOTHING. A Fastify route
 * with the framework's defaults (its JSON parser, no authentication, no validation, no players' lookup),
 * posted to as the API is (`inject`), so the floor's time holds what any handler pays for a batch (its
 * body read and parsed) and the API's figures are compared with what the API adds.
 */
async function floorHandler(handle: DbHandle) {
  const floor = Fastify({ logger: false, bodyLimit: MAX_EVENTS_BODY_BYTES });
  /** Time spent in the statement itself (ms), for the figure without the handler. */
  const statement = { ms: 0 };
  floor.post(FLOOR_URL, async (request, reply) => {
    const { events } = request.body as { events: unknown[] };
    const started = performance.now();
    await handle.db.execute(sql`
      insert into player_events (unique_id, kind, player_id, occurred_at, payload)
      select e->>'unique_id', 'gameround', 1, (e->>'occurred_at')::timestamptz, e::jsonb
      from json_array_elements(${JSON.stringify(events)}::json) as e
      on conflict (unique_id) do nothing`);
    statement.ms += performance.now() - started;
    return reply.code(202).send({ accepted: events.length });
  });
  await floor.ready();
  return { floor, statement };
}

/**
 * Posts batches of 1,000 to the floor's handler for `seconds` (made ten at a time beforehand: only the
 * posts are timed); answers the events stored, the time they took, each post's time and the time in the
 * statement.
 */
async function floorRun({ floor, statement }: Awaited<ReturnType<typeof floorHandler>>, seconds: number) {
  const statementBefore = statement.ms;
  let ms = 0;
  let events = 0;
  const posts: number[] = [];
  while (ms < seconds * 1000) {
    const batches = Array.from({ length: 10 }, () => gamerounds(BATCH));
    for (const batch of batches) {
      const postStarted = performance.now();
      await post(floor, null, batch, FLOOR_URL);
      posts.push(performance.now() - postStarted);
    }
    ms += posts.slice(-batches.length).reduce((sum, took) => sum + took, 0);
    events += batches.length * BATCH;
  }
  return { events, ms, posts, statementMs: statement.ms - statementBefore };
}

/** Posts a batch (to the API with its integration key, or to the floor's handler with none). */
async function post(app: FastifyInstance, key: string | null, events: unknown[], url = '/v1/events/') {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: key === null ? {} : { authorization: `Api-Key ${key}` },
    payload: { events },
  });
  if (res.statusCode !== 202)
    throw new Error(`POST ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
}

/**
 * The demo data, players up to PLAYERS, and CAMPAIGNS active campaigns: copies (`copy_of`, through the
 * API, so each type copies its own settings) of the demo's active campaign of each type, all running now.
 */
async function prepare(app: FastifyInstance, handle: DbHandle, config: ReturnType<typeof loadConfig>) {
  await seedDemo(handle.db, config);
  await ensureBaseData(handle.db, config);
  await handle.db.execute(sql`
    insert into players (hash, currency)
    select md5('player-' || n), 'EUR' from generate_series(1, ${PLAYERS}) n
    on conflict (hash) do nothing`);
  const login = await app.inject({
    method: 'POST',
    url: '/v1/auth/login/',
    payload: { email: DEMO_USERS.admin.email, password: DEMO_USERS.admin.password },
  });
  const access = (login.json() as { access: string }).access;
  const active = rowsOf<{ id: number; type: string }>(
    await handle.db.execute(
      sql`select id, type from campaigns where status = 'AC' and not is_template order by id`,
    ),
  );
  const start = new Date(Date.now() - 86_400_000).toISOString();
  const end = new Date(Date.now() + 30 * 86_400_000).toISOString();
  for (let i = active.length; i < CAMPAIGNS; i += 1) {
    const source = active[i % active.length];
    const res = await app.inject({
      method: 'POST',
      url: '/v1/campaigns/campaigns/',
      headers: { authorization: `JWT ${access}` },
      payload: {
        name: `Bench ${i}`,
        type: source.type,
        copy_of: source.id,
        start_date: start,
        end_date: end,
        titles: { en: 'Bench' },
      },
    });
    if (res.statusCode !== 201)
      throw new Error(`copy of campaign ${source.id}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  }
  await handle.db.execute(sql`
    update campaigns set status = 'AC', start_date = ${start}::timestamptz, end_date = ${end}::timestamptz
    where name like 'Bench %'`);
  const counts = rowsOf<{ type: string; n: number }>(
    await handle.db.execute(
      sql`select type, count(*)::int as n from campaigns where status = 'AC' and not is_template group by type order by type`,
    ),
  );
  return counts.map((row) => `${row.type} ${row.n}`).join(', ');
}

const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

/**
 * PostgreSQL's own CPU (ms) when the server runs on this machine (undefined otherwise): its postmaster's
 * and every process it started, those that ended included (their time is added to the postmaster's
 * children's), read from /proc. Autovacuum and the checkpointer count too: they work for the engine.
 */
async function serverCpuMs(handle: DbHandle): Promise<number | undefined> {
  const [{ pid }] = rowsOf<{ pid: number }>(await handle.db.execute(sql`select pg_backend_pid() as pid`));
  /** A process's stat fields from its state on (fields 3 and after: ppid [1], utime [11] … cstime [14]). */
  const stat = (id: number | string) => readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1].split(' ');
  try {
    const postmaster = stat(pid)[1];
    const own = stat(postmaster);
    let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const fields = stat(entry);
        if (fields[1] === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // Ended meanwhile: its time is now the postmaster's children's.
      }
    }
    return ticks * 10;
  } catch {
    return undefined;
  }
}

/**
 * Counts PostgreSQL's own CPU from now (`serverCpuMs`); `stop` answers the milliseconds since, undefined
 * on the embedded database or when the server is not on this machine.
 */
async function serverCpuFrom(handle: DbHandle, label: string) {
  const before = label === 'PostgreSQL' ? await serverCpuMs(handle) : undefined;
  return {
    async stop(): Promise<number | undefined> {
      const after = before === undefined ? undefined : await serverCpuMs(handle);
      return after === undefined || before === undefined ? undefined : after - before;
    },
  };
}

/**
 * The CPU an event may take, all work counted, for the end-to-end rate to reach a quarter of the floor's,
 * against what it took (the posts and the worker alone, each measured on its own above). On the embedded
 * database the bench, the API and the database run on this process's one thread, so its time is the
 * bound however the work overlaps; on PostgreSQL this process and the server share the machine's cores.
 */
function cpuBudget(spent: {
  embedded: boolean;
  floorRate: number;
  postUs: number;
  postServerUs: number | undefined;
  workerUs: number;
  workerServerUs: number | undefined;
}): string {
  const cores = spent.embedded ? 1 : os.availableParallelism();
  const budgetUs = (cores * 1_000_000) / (0.25 * spent.floorRate);
  if (!spent.embedded && (spent.postServerUs === undefined || spent.workerServerUs === undefined))
    return `CPU an event may take at 0.25× the floor: ${budgetUs.toFixed(0)} µs on ${cores} cores (the server's own not known: not on this machine)`;
  const postUs = spent.postUs + (spent.postServerUs ?? 0);
  const workerUs = spent.workerUs + (spent.workerServerUs ?? 0);
  const where = spent.embedded
    ? "on this process's one thread"
    : `on this machine's ${cores} cores, the server's included`;
  return (
    `CPU an event may take at 0.25× the floor, ${where}: ${budgetUs.toFixed(0)} µs; ` +
    `it took ${(postUs + workerUs).toFixed(0)} µs (its post ${postUs.toFixed(0)}, the worker ${workerUs.toFixed(0)}): ` +
    `${((postUs + workerUs) / budgetUs).toFixed(2)}× the budget`
  );
}

/** With BENCH_PROFILE_DIR: a V8 CPU profile of what runs until `stop`, written there. */
async function startProfile() {
  const dir = process.env.BENCH_PROFILE_DIR?.trim();
  if (!dir) return undefined;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop(name: string) {
      const { profile } = await session.post('Profiler.stop');
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${name}-${Date.now()}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
      console.log(`profile: ${file}`);
    },
  };
}

/** Milliseconds this process spent collecting garbage until `stop` (V8's pauses on the main thread). */
function measureGc() {
  let ms = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) ms += entry.duration;
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    async stop() {
      // Entries are queued for a later turn of the event loop, which a drain on the embedded database
      // (its statements answered in this thread) may not have given them.
      await new Promise((resolve) => setImmediate(resolve));
      for (const entry of observer.takeRecords()) ms += entry.duration;
      observer.disconnect();
      return ms;
    },
  };
}

/** Events waiting for the worker (the queue: cheap, unlike `status()`). */
async function waiting(handle: DbHandle): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await handle.db.execute(sql`select count(*)::int as n from player_event_queue`),
  );
  return row.n;
}

/**
 * From a bet's POST to the leaderboard that shows it, at `rate` events/s. The leaderboard is current when
 * the batch holding the bet commits (standings and taking it out of the queue are one transaction), so the
 * probe polls the queue. Timed from the request, not from its 202: in one process on the embedded database the
 * woken worker may apply the batch before the client has even read its 202, which made "from the 202"
 * read a few milliseconds.
 */
async function latencyAt(app: FastifyInstance, handle: DbHandle, key: string, rate: number, seconds: number) {
  const tickMs = 250;
  const latencies: number[] = [];
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    const tick = performance.now();
    const batch = gamerounds((rate * tickMs) / 1000);
    const probe = batch[0].unique_id;
    await post(app, key, batch);
    for (;;) {
      const [row] = rowsOf<{ done: boolean }>(
        await handle.db.execute(
          sql`select not exists (select 1 from player_event_queue q where q.event_id = e.id) as done
              from player_events e where unique_id = ${probe}`,
        ),
      );
      if (row?.done) break;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    latencies.push(performance.now() - tick);
    const rest = tickMs - (performance.now() - tick);
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  }
  return latencies;
}

async function benchOn(label: string, env: Record<string, string>) {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-0123456789abcdef0123456789',
    PASSWORD_HASH_COST: '12',
    SEED_DEMO: 'true',
    ...env,
  });
  setPasswordHashCost(config.passwordHashCost);
  const handle = await openDatabase(config);
  await handle.migrate();
  const app = await build(config, { db: handle, logger: false });
  try {
    const setupStarted = performance.now();
    const campaigns = await prepare(app, handle, config);
    console.log(
      `\n== ${label} ==\nset up in ${((performance.now() - setupStarted) / 1000).toFixed(0)} s; active campaigns: ${campaigns}`,
    );
    const { key, ...stored } = newIntegrationKey();
    await handle.db.insert(integrationKeys).values({ name: 'bench', ...stored });
    const rssStart = mb();
    const floorHandling = await floorHandler(handle);

    // Floor: FLOOR_SECONDS of posts to the bare handler now and as many after the sustained run (this
    // machine's speed drifts within minutes, and the run's ratio is to both), then 100 timed 500-event posts.
    const floorBefore = await floorRun(floorHandling, FLOOR_SECONDS);
    const floor500: number[] = [];
    const floorCpu = process.cpuUsage();
    for (let i = 0; i < 100; i += 1) {
      const batch = gamerounds(500);
      const t = performance.now();
      await post(floorHandling.floor, null, batch, FLOOR_URL);
      floor500.push(performance.now() - t);
    }
    const floorCpuMs = cpuMs(process.cpuUsage(floorCpu)) / 100;

    // POST of 500 events, worker idle (p97.5).
    const posts: number[] = [];
    const postsProfiling = await startProfile();
    const postsCpu = process.cpuUsage();
    const postsServer = await serverCpuFrom(handle, label);
    for (let i = 0; i < POSTS; i += 1) {
      const batch = gamerounds(500);
      const t = performance.now();
      await post(app, key, batch);
      posts.push(performance.now() - t);
    }
    const postCpuMs = cpuMs(process.cpuUsage(postsCpu)) / POSTS;
    const postsServerMs = await postsServer.stop();
    await postsProfiling?.stop(`posts-${label.split(' ')[0].toLowerCase()}`);
    // The worker alone: the events just posted, applied to every campaign.
    const backlog = await waiting(handle);
    const profiling = await startProfile();
    const workerStarted = performance.now();
    const workerCpu = process.cpuUsage();
    const workerServer = await serverCpuFrom(handle, label);
    const workerGc = measureGc();
    await app.engine.worker.drain();
    const workerCpuMs = cpuMs(process.cpuUsage(workerCpu));
    const workerGcMs = await workerGc.stop();
    const workerServerMs = await workerServer.stop();
    const workerRate = backlog / ((performance.now() - workerStarted) / 1000);
    await profiling?.stop(`worker-${label.split(' ')[0].toLowerCase()}`);

    // Sustained: post batches as fast as the worker keeps up, for SECONDS; processed/s end to end.
    app.engine.worker.start();
    const backlogBefore = await waiting(handle);
    const started = performance.now();
    let sent = 0;
    const backlogs: number[] = [];
    /** The posts' times while the worker applies (the timed 500-event posts above met an idle one). */
    const loadedPosts: number[] = [];
    const memory = sampleMemory();
    while (performance.now() - started < SECONDS * 1000) {
      const batch = gamerounds(BATCH);
      const postStarted = performance.now();
      await post(app, key, batch);
      loadedPosts.push(performance.now() - postStarted);
      sent += BATCH;
      backlogs.push(await waiting(handle));
      // Keep the producer just ahead of the worker: at most a few batches waiting.
      while ((await waiting(handle)) > 4 * BATCH) await new Promise((r) => setTimeout(r, 50));
    }
    const elapsed = (performance.now() - started) / 1000;
    const memorySamples = memory.stop();
    const processedRate = (sent + backlogBefore - (await waiting(handle))) / elapsed;
    // The probe measures the steady state at 1,000 events/s: the sustained run's backlog drains first.
    while ((await waiting(handle)) > 0) await new Promise((r) => setTimeout(r, 50));
    const latencies = await latencyAt(app, handle, key, 1_000, Math.min(30, SECONDS));
    await app.engine.worker.stop();
    const floorAfter = await floorRun(floorHandling, FLOOR_SECONDS);
    await floorHandling.floor.close();
    const floorRate = (floorBefore.events + floorAfter.events) / ((floorBefore.ms + floorAfter.ms) / 1000);
    const statementRate =
      (floorBefore.events + floorAfter.events) / ((floorBefore.statementMs + floorAfter.statementMs) / 1000);
    const rateOf = (run: typeof floorBefore) => (run.events / (run.ms / 1000)).toFixed(0);

    const p975Post = percentile(posts, 97.5);
    const p975LoadedPost = percentile(loadedPosts, 97.5);
    const p975FloorBatch = percentile([...floorBefore.posts, ...floorAfter.posts], 97.5);
    const p975Floor = percentile(floor500, 97.5);
    const p95Latency = percentile(latencies, 95);
    const rssEnd = mb();
    const ratio = (value: number, floor: number) => `${(value / floor).toFixed(2)}×`;
    console.log(
      `floor (a bare handler's one insert): ${floorRate.toFixed(0)} events/s over ${((floorBefore.ms + floorAfter.ms) / 1000).toFixed(0)} s of posts ` +
        `(before the run ${rateOf(floorBefore)}, after it ${rateOf(floorAfter)}; its statement alone ${statementRate.toFixed(0)}); ` +
        `500-event post p97.5 ${p975Floor.toFixed(1)} ms`,
    );
    console.log(
      `end to end: ${processedRate.toFixed(0)} events/s over ${elapsed.toFixed(0)} s (${ratio(processedRate, floorRate)} the floor; goal ≥ 0.25× and ≥ ${label === 'PostgreSQL' ? '5,000' : '1,500'}/s)`,
    );
    console.log(
      `worker alone: ${workerRate.toFixed(0)} events/s applied (${ratio(workerRate, floorRate)} the floor); ` +
        `this process's CPU ${((workerCpuMs * 1000) / backlog).toFixed(0)} ms per 1,000 events ` +
        `(garbage-collection pauses ${((workerGcMs * 1000) / backlog).toFixed(0)} ms of it)` +
        (label !== 'PostgreSQL'
          ? " (the database's included)"
          : workerServerMs === undefined
            ? " (the server's own not known: not on this machine)"
            : `, the server's ${((workerServerMs * 1000) / backlog).toFixed(0)} ms`),
    );
    console.log(
      `POST v1/events/ of 500: p97.5 ${p975Post.toFixed(1)} ms (${ratio(p975Post, p975Floor)} the floor's; goal ≤ 2×); ` +
        `this process's CPU ${postCpuMs.toFixed(1)} ms a post, the floor's ${floorCpuMs.toFixed(1)} (${ratio(postCpuMs, floorCpuMs)}` +
        `${label === 'PostgreSQL' ? ", the server's not included" : ''}; the posts' bodies made and sent by the bench included)`,
    );
    console.log(
      `POST v1/events/ of ${BATCH.toLocaleString('en')} while the worker applies (the sustained run): p97.5 ${p975LoadedPost.toFixed(1)} ms ` +
        `over ${loadedPosts.length} posts (${ratio(p975LoadedPost, p975FloorBatch)} the floor's, p97.5 ${p975FloorBatch.toFixed(1)} ms)`,
    );
    console.log(
      cpuBudget({
        embedded: label !== 'PostgreSQL',
        floorRate,
        postUs: (postCpuMs * 1000) / 500,
        postServerUs: postsServerMs === undefined ? undefined : (postsServerMs * 1000) / (POSTS * 500),
        workerUs: (workerCpuMs * 1000) / backlog,
        workerServerUs: workerServerMs === undefined ? undefined : (workerServerMs * 1000) / backlog,
      }),
    );
    console.log(
      `backlog during the run: first ${backlogs[0]}, last ${backlogs.at(-1)}, max ${Math.max(...backlogs)}; sent ${sent}`,
    );
    console.log(
      `bet POST → leaderboard current at 1,000 events/s: p95 ${p95Latency.toFixed(0)} ms over ${latencies.length} probes (${ratio(p95Latency, p975Floor)} the floor's 500-event post; goal ≤ 250 ms)`,
    );
    console.log(
      `RSS: ${rssStart} MB at the start, ${rssEnd} MB at the end (${ratio(rssEnd, rssStart)}; goal flat)`,
    );
    const [first, last] = [memorySamples[0], memorySamples.at(-1)!];
    // A sample's heap holds whatever garbage the last collection left, so single samples swing widely;
    // what a leak raises is the lowest of them.
    const half = Math.ceil(memorySamples.length / 2);
    const lowestHeap = (samples: typeof memorySamples) => Math.min(...samples.map((s) => s.heapUsed));
    const [lowestFirst, lowestSecond] = [
      lowestHeap(memorySamples.slice(0, half)),
      lowestHeap(memorySamples.slice(half)),
    ];
    console.log(
      `memory during the sustained run, every ${MEMORY_SAMPLE_MS / 1000} s (MB): ` +
        `RSS ${memorySamples.map((sample) => sample.rss).join(' ')}; ` +
        `heap used ${memorySamples.map((sample) => sample.heapUsed).join(' ')}; ` +
        `first → last RSS ${ratio(last.rss, first.rss)}, heap used ${ratio(last.heapUsed, first.heapUsed)}; ` +
        `lowest heap used, first half → second half: ${lowestFirst} → ${lowestSecond} MB`,
    );
  } finally {
    await app.close();
    await handle.close();
  }
}

async function main() {
  if (process.env.BENCH_EMBEDDED !== 'false') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-engine-'));
    try {
      await benchOn('embedded database (PGlite, on disk)', { DATA_DIR: dataDir });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const pgUrl = process.env.BENCH_DATABASE_URL?.trim();
  if (pgUrl) await benchOn('PostgreSQL', { DATABASE_URL: pgUrl });
  else console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL)');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
