// `npm run bench:api`: each API list under load against its floor, on this machine.
//
// For the embedded database (a fresh data directory with the demo seed), and for PostgreSQL when
// DATABASE_URL or TEST_DATABASE_URL is set, it starts server/scripts/bench-server.ts: the API and, in the
// same process, a bare Fastify route that replays the SQL the API runs for the same request (auth lookup
// included) through the same database client. Then 20 concurrent keep-alive clients load each scenario,
// floor first then API, for BENCH_SECONDS (default 8) after a one-second warm-up, and it prints req/s,
// p50, p97.5 and the ratio of the API's p97.5 to the floor's. Both answer `Accept-Encoding: gzip`
// clients, as browsers are. It also prints the server process's CPU time per request on each side (on the
// embedded database that includes the database): unlike latencies, it hardly moves when other work loads
// the machine, and 20 clients on one busy core wait about 20 × that long.
//
//   BENCH_SECONDS=8        seconds of load per scenario and side
//   BENCH_LARGE=true       PostgreSQL: top up to 1,000,000 players and 10,000 campaigns first
//   BENCH_ONLY=pglite|postgres   one database only
//   BENCH_DATA_DIR=<dir>   embedded database: seed this directory once and keep it (faster reruns)
//   BENCH_SCENARIOS=campaigns,me   only these scenarios (by name)
//   BENCH_PROFILE_DIR=<dir>  write a CPU profile of the server process for each measured load, floor and
//                          API apart (<database>-<scenario>-<side>.cpuprofile); read one with
//                          `node scripts/cpuprofile-summary.mjs <file>`. Sampling costs CPU: compare
//                          profiled runs with each other, not with unprofiled ones.
//
// Figures are noisy on a shared machine: the ratio to the floor measured in the same run is what counts.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import readline from 'node:readline';

const CLIENTS = 20;
const SECONDS = Math.max(1, Number(process.env.BENCH_SECONDS) || 8);
const WARM_UP_SECONDS = 1;
const START_TIMEOUT_MS = 600_000;
const ADMIN = { email: 'admin@example.com', password: 'demo-admin-password' };

const ALL_SCENARIOS = [
  { name: 'campaigns', path: '/v1/campaigns/campaigns/?is_template=false&limit=10' },
  { name: 'games page', path: '/v1/games/games/?limit=10' },
  { name: 'games all=true', path: '/v1/games/games/?all=true' },
  { name: 'players', path: '/v1/player/players/?limit=10' },
  { name: 'players search', path: '/v1/player/players/?limit=10&search=ab12' },
  { name: 'players deep page', path: '/v1/player/players/?limit=10&offset=40000' },
  { name: 'me', path: '/v1/auth/me/' },
];
const CHOSEN = process.env.BENCH_SCENARIOS?.split(',').map((name) => name.trim());
const SCENARIOS = CHOSEN ? ALL_SCENARIOS.filter((scenario) => CHOSEN.includes(scenario.name)) : ALL_SCENARIOS;
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR?.trim()
  ? path.resolve(process.env.BENCH_PROFILE_DIR)
  : null;

function request(url, { method = 'GET', headers = {}, body, agent } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The server process's CPU time so far, in ms. */
async function cpuMs(floorAddress) {
  const res = await request(`${floorAddress}/__cpu`);
  return JSON.parse(res.body.toString()).micros / 1000;
}

/** Profiles the server process while `run` runs, into `file` (when BENCH_PROFILE_DIR is set). */
async function profiled(floorAddress, file, run) {
  if (!PROFILE_DIR) return run();
  const post = (action, body) =>
    request(`${floorAddress}/__profile/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('start', {});
  try {
    return await run();
  } finally {
    await post('stop', { file: path.join(PROFILE_DIR, file) });
  }
}

/** CLIENTS workers requesting `url` back to back until `seconds` have passed. */
async function load(url, headers, seconds, floorAddress) {
  const cpuBefore = await cpuMs(floorAddress);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const latencies = [];
  let errors = 0;
  let bytes = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const begin = performance.now();
      try {
        const res = await request(url, { headers, agent });
        latencies.push(performance.now() - begin);
        bytes = res.body.length;
        if (res.status !== 200) errors += 1;
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const cpu = (await cpuMs(floorAddress)) - cpuBefore;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p975: percentile(latencies, 97.5),
    cpuPerRequest: cpu / latencies.length,
    errors,
    bytes,
  };
}

const round = (value) => (Number.isFinite(value) ? Math.round(value * 10) / 10 : value);
const round2 = (value) => (Number.isFinite(value) ? Math.round(value * 100) / 100 : value);

async function startServer(label, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/scripts/bench-server.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout });
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${label}: the server did not start in time`)),
      START_TIMEOUT_MS,
    );
    lines.on('line', (line) => {
      if (!line.startsWith('READY ')) return;
      clearTimeout(timer);
      resolve(JSON.parse(line.slice('READY '.length)));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${label}: the server exited with code ${code}`));
    });
  });
  return { child, addresses: await ready };
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function benchDatabase(label, env) {
  const startedAt = performance.now();
  console.log(`\n${label}: starting the API and its floor (migrations and seed included) …`);
  const { child, addresses } = await startServer(label, env);
  try {
    console.log(`${label}: ready after ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
    const login = await request(`${addresses.app}/v1/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${login.body}`);
    const authorization = `JWT ${JSON.parse(login.body.toString()).access}`;
    const headers = { authorization, 'accept-encoding': 'gzip' };
    const rows = [];
    for (const scenario of SCENARIOS) {
      const record = await request(`${addresses.floor}/__record`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: scenario.name, path: scenario.path, authorization }),
      });
      if (record.status !== 200) throw new Error(`${scenario.name}: ${record.body}`);
      const { statements } = JSON.parse(record.body.toString());
      const floorUrl = `${addresses.floor}/floor/${encodeURIComponent(scenario.name)}`;
      const appUrl = `${addresses.app}${scenario.path}`;
      const profileName = (side) =>
        `${label.split(' ')[0].toLowerCase()}-${scenario.name.replace(/\W+/g, '-')}-${side}.cpuprofile`;
      await load(floorUrl, headers, WARM_UP_SECONDS, addresses.floor);
      const floor = await profiled(addresses.floor, profileName('floor'), () =>
        load(floorUrl, headers, SECONDS, addresses.floor),
      );
      await load(appUrl, headers, WARM_UP_SECONDS, addresses.floor);
      const api = await profiled(addresses.floor, profileName('api'), () =>
        load(appUrl, headers, SECONDS, addresses.floor),
      );
      const row = {
        scenario: scenario.name,
        'SQL/req': statements,
        'floor req/s': round(floor.rps),
        'floor p50': round(floor.p50),
        'floor p97.5': round(floor.p975),
        'API req/s': round(api.rps),
        'API p50': round(api.p50),
        'API p97.5': round(api.p975),
        'p97.5 ratio': round(api.p975 / floor.p975),
        'floor CPU ms': round2(floor.cpuPerRequest),
        'API CPU ms': round2(api.cpuPerRequest),
        'CPU ratio': round(api.cpuPerRequest / floor.cpuPerRequest),
        'API kB': round(api.bytes / 1024),
        errors: floor.errors + api.errors,
      };
      rows.push(row);
      console.log(
        `  ${scenario.name}: API ${row['API req/s']} req/s p97.5 ${row['API p97.5']} ms, ${row['API CPU ms']} ms CPU/req; floor ${row['floor req/s']} req/s p97.5 ${row['floor p97.5']} ms, ${row['floor CPU ms']} ms CPU/req`,
      );
    }
    console.log(`\n${label}, ${CLIENTS} clients, ${SECONDS} s per side (latencies in ms):`);
    console.table(rows);
    return rows.some((row) => row.errors > 0);
  } finally {
    await stop(child);
  }
}

async function main() {
  if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
  const only = process.env.BENCH_ONLY;
  const postgresUrl = (process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || '').trim();
  const base = { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL || 'warn' };
  delete base.DATABASE_URL;
  let failed = false;
  if (only !== 'postgres') {
    const keptDir = process.env.BENCH_DATA_DIR?.trim();
    const dataDir = keptDir || mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
    try {
      failed ||= await benchDatabase('Embedded database (PGlite)', {
        ...base,
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
      });
    } finally {
      if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (only !== 'pglite') {
    if (!postgresUrl)
      console.log('\nPostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL to include it).');
    else {
      failed ||= await benchDatabase('PostgreSQL', {
        ...base,
        DATABASE_URL: postgresUrl,
        SEED_DEMO: 'true',
        JWT_SECRET: process.env.JWT_SECRET || randomBytes(48).toString('base64url'),
      });
    }
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
