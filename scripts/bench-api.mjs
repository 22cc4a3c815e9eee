// `npm run bench:api`: the API server under load, on this machine only.
//
// Starts the API on a fresh data directory with the demo seed (or on DATABASE_URL when it is set), signs
// in as the demo admin, and runs CLIENTS concurrent clients against a few list endpoints on the loopback
// interface, each for a fixed number of requests (BENCH_REQUESTS, default 1000; all=true gets a fifth)
// and at most BENCH_SECONDS seconds (default 60). Prints p50/p95 latency and requests/s, then stops the
// server and removes the data directory.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const HOST = '127.0.0.1';
const CLIENTS = 20;
const REQUESTS = Math.max(1, Number(process.env.BENCH_REQUESTS) || 1000);
const MAX_SECONDS = Math.max(1, Number(process.env.BENCH_SECONDS) || 60);
const START_TIMEOUT_MS = 180_000;
const ADMIN = { email: 'admin@example.com', password: 'demo-admin-password' };

const SCENARIOS = [
  {
    name: 'campaign list, limit 10',
    path: '/v1/campaigns/campaigns/?is_template=false&limit=10',
    requests: REQUESTS,
  },
  { name: 'games list, limit 10', path: '/v1/games/games/?limit=10', requests: REQUESTS },
  { name: 'games list, all=true', path: '/v1/games/games/?all=true', requests: Math.ceil(REQUESTS / 5) },
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHealth(base, child) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/health/`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('the API server did not start in time');
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function run(base, token, scenario) {
  const headers = { authorization: `JWT ${token}` };
  const get = async () => {
    const started = performance.now();
    const res = await fetch(`${base}${scenario.path}`, { headers });
    await res.arrayBuffer();
    return { ms: performance.now() - started, ok: res.status === 200 };
  };
  for (let i = 0; i < CLIENTS; i += 1) await get(); // warm-up
  const latencies = [];
  let errors = 0;
  let issued = 0;
  const deadline = performance.now() + MAX_SECONDS * 1000;
  const started = performance.now();
  const worker = async () => {
    while (issued < scenario.requests && performance.now() < deadline) {
      issued += 1;
      try {
        const { ms, ok } = await get();
        latencies.push(ms);
        if (!ok) errors += 1;
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    scenario: scenario.name,
    requests: latencies.length,
    errors,
    'req/s': Math.round((latencies.length / seconds) * 10) / 10,
    'p50 ms': Math.round(percentile(latencies, 50) * 10) / 10,
    'p95 ms': Math.round(percentile(latencies, 95) * 10) / 10,
    'max ms': Math.round(latencies[latencies.length - 1] * 10) / 10,
  };
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function main() {
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const usePostgres = Boolean(process.env.DATABASE_URL?.trim());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const env = {
    ...process.env,
    API_HOST: HOST,
    API_PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
  };
  if (usePostgres && !env.JWT_SECRET) env.JWT_SECRET = randomBytes(48).toString('base64url');

  console.log(
    `Starting the API on ${base} (${usePostgres ? 'PostgreSQL from DATABASE_URL' : `PGlite in ${dataDir}`}) …`,
  );
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exitCode = 0;
  try {
    await waitForHealth(base, child);
    console.log(
      `Ready after ${((performance.now() - startedAt) / 1000).toFixed(1)} s (migrations and seed included).`,
    );
    const login = await fetch(`${base}/v1/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const { access } = await login.json();
    console.log(`${CLIENTS} concurrent clients, at most ${MAX_SECONDS} s per scenario:`);
    const results = [];
    for (const scenario of SCENARIOS) results.push(await run(base, access, scenario));
    console.table(results);
    if (results.some((result) => result.errors > 0)) exitCode = 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    exitCode = 1;
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}

main();
