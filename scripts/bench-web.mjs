// `npm run bench:web`: the JavaScript a cold page load transfers, per route, against an empty Next.js page.
//
// Builds the app into .next-bench-web (or uses the build in BENCH_WEB_DIST, e.g. .next-h5) and two
// floors with the project's own versions, inside the project tree so that Turbopack resolves them
// (removed afterwards): an empty page (.next-bench-floor), and the card floor (.next-bench-card-floor,
// from scripts/bench-web-card-floor/): an empty page plus what the design card puts on every
// logged-in page (an axios instance with interceptors, a Redux Toolkit store with an RTK Query API
// under react-redux's Provider, js-cookie, jwt-decode, humps, dayjs). Starts the API on a fresh demo
// database, the web servers, and Debian's Chromium: each route is loaded in a new browser context (an
// empty cache), signed in where the route needs it, and left idle for BENCH_WEB_IDLE_MS (default 3000)
// so that prefetches count too. Prints, per route, the gzip size of every script it fetched and the
// ratio to each floor (goal: ≤ 1.35× the card floor). BENCH_WEB_MODULES=true builds the app with source maps and also lists, per route,
// the heaviest modules (node_modules packages and the app's own files; approximate gzip shares), the 25
// heaviest or BENCH_WEB_MODULES_TOP; BENCH_WEB_VERBOSE=1 lists every script a route fetched.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';

const HOST = '127.0.0.1';
const FLOOR_DIR = '.next-bench-floor';
const CARD_FLOOR_DIR = '.next-bench-card-floor';
const CARD_FLOOR_SOURCE = path.join('scripts', 'bench-web-card-floor');
/** Every route's cold load against the card floor. */
const CARD_FLOOR_GOAL = 1.35;
const IDLE_MS = Number(process.env.BENCH_WEB_IDLE_MS) || 3000;
const MODULES = process.env.BENCH_WEB_MODULES === 'true';
const ADMIN = { email: 'admin@example.com', password: 'demo-admin-password' };
const JWT_SECRET = 'bench-web-only-secret-that-is-long-enough-for-an-hmac-key';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const ROUTES = [
  { name: '/login', path: () => '/login', signedIn: false },
  { name: '/dashboard', path: () => '/dashboard', signedIn: true },
  { name: '/campaigns/list', path: () => '/campaigns/list', signedIn: true },
  { name: '/campaigns/create/mission', path: () => '/campaigns/create/mission', signedIn: true },
  {
    name: 'builder, settings step',
    path: ({ draftId }) => `/campaigns/edit?id=${draftId}&step=settings`,
    signedIn: true,
  },
  { name: '/overview', path: () => '/overview', signedIn: true },
  { name: '/players/list', path: () => '/players/list', signedIn: true },
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

async function waitFor(url, child, label) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  throw new Error(`${label} did not start in time`);
}

function build(label, args, env) {
  console.log(`Building ${label} …`);
  const result = spawnSync('npx', ['next', 'build', ...args], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`building ${label} failed`);
}

const NEXT_BIN = path.join('node_modules', 'next', 'dist', 'bin', 'next');

/** A server in a process group of its own, so that stopping it stops whatever it started (next-server). */
function start(args, env) {
  return spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

async function stop(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
  signal('SIGKILL'); // what the group leader left behind
}

/** Loads `url` in a fresh context and sums the gzip size of every script fetched until idle. */
async function scriptBytes(browser, url, storageState) {
  const context = await browser.newContext(storageState ? { storageState } : {});
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: response.url(), bytes: gzipSync(body).length }))
        .catch(() => ({ url: response.url(), bytes: 0 })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(IDLE_MS);
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(pending);
  await context.close();
  return { bytes: scripts.reduce((sum, script) => sum + script.bytes, 0), scripts };
}

async function main() {
  const root = process.cwd();
  const appDist = process.env.BENCH_WEB_DIST || '.next-bench-web';
  if (!process.env.BENCH_WEB_DIST)
    build('the app', [], { NEXT_DIST_DIR: appDist, ...(MODULES ? { NEXT_SOURCE_MAPS: 'true' } : {}) });

  rmSync(FLOOR_DIR, { recursive: true, force: true });
  mkdirSync(path.join(FLOOR_DIR, 'pages'), { recursive: true });
  writeFileSync(
    path.join(FLOOR_DIR, 'pages', 'index.js'),
    'export default function Empty() {\n  return <main />;\n}\n',
  );
  build('the floor (an empty page)', [FLOOR_DIR], { NEXT_DIST_DIR: '' });
  rmSync(CARD_FLOOR_DIR, { recursive: true, force: true });
  cpSync(CARD_FLOOR_SOURCE, CARD_FLOOR_DIR, { recursive: true });
  build('the card floor (an empty page with the card’s libraries)', [CARD_FLOOR_DIR], { NEXT_DIST_DIR: '' });

  const [apiPort, webPort, floorPort, cardFloorPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const web = `http://${HOST}:${webPort}`;
  const floorUrl = `http://${HOST}:${floorPort}/`;
  const cardFloorUrl = `http://${HOST}:${cardFloorPort}/`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  const children = [];
  let browser;
  try {
    const api = start(['--import', 'tsx', 'server/index.ts'], {
      API_HOST: HOST,
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      WEB_ORIGIN: web,
      JWT_SECRET,
      LOG_LEVEL: 'warn',
    });
    children.push(api);
    const appServer = start([NEXT_BIN, 'start', '-H', HOST, '-p', String(webPort)], {
      NEXT_DIST_DIR: appDist,
      API_BASE_URL: `http://${HOST}:${apiPort}/`,
      WS_BASE_URL: `ws://${HOST}:${apiPort}/ws/notifications/`,
      NEXT_TELEMETRY_DISABLED: '1',
    });
    children.push(appServer);
    const floorServer = start([NEXT_BIN, 'start', FLOOR_DIR, '-H', HOST, '-p', String(floorPort)], {
      NEXT_DIST_DIR: '',
      NEXT_TELEMETRY_DISABLED: '1',
    });
    children.push(floorServer);
    const cardFloorServer = start(
      [NEXT_BIN, 'start', CARD_FLOOR_DIR, '-H', HOST, '-p', String(cardFloorPort)],
      { NEXT_DIST_DIR: '', NEXT_TELEMETRY_DISABLED: '1' },
    );
    children.push(cardFloorServer);
    await waitFor(`http://${HOST}:${apiPort}/health/`, api, 'the API');
    await waitFor(`${web}/login`, appServer, 'the web app');
    await waitFor(floorUrl, floorServer, 'the floor');
    await waitFor(cardFloorUrl, cardFloorServer, 'the card floor');

    const login = await fetch(`http://${HOST}:${apiPort}/v1/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { access } = await login.json();
    const drafts = await fetch(
      `http://${HOST}:${apiPort}/v1/campaigns/campaigns/?is_template=false&status=DR&type=mission&limit=1`,
      { headers: { authorization: `JWT ${access}` } },
    );
    const draftId = (await drafts.json()).results[0]?.id;

    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    // Signed in once through the login page; each route then starts from that state with an empty cache.
    const signIn = await browser.newContext();
    const page = await signIn.newPage();
    await page.goto(`${web}/login`, { waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
    const storageState = await signIn.storageState();
    await signIn.close();

    const floor = await scriptBytes(browser, floorUrl);
    const cardFloor = await scriptBytes(browser, cardFloorUrl);
    // Three decimals, and the goal judged on them: two would read 1.3514 as meeting 1.35.
    const ratio = (bytes, to) => Math.round((bytes / to.bytes) * 1000) / 1000;
    const row = (route, result) => ({
      route,
      'JS kB (gzip)': kB(result.bytes),
      scripts: result.scripts.length,
      '× empty page': ratio(result.bytes, floor),
      '× card floor': ratio(result.bytes, cardFloor),
    });
    const rows = [row('floor: empty Next.js page', floor), row('floor: the card’s libraries', cardFloor)];
    for (const route of ROUTES) {
      const result = await scriptBytes(
        browser,
        `${web}${route.path({ draftId })}`,
        route.signedIn ? storageState : undefined,
      );
      rows.push(row(route.name, result));
      if (process.env.BENCH_WEB_VERBOSE)
        for (const script of result.scripts)
          console.log(`  ${route.name}: ${kB(script.bytes)} kB ${new URL(script.url).pathname}`);
      if (MODULES) printHeaviestModules(route.name, appDist, result.scripts);
    }
    console.log(`\nJavaScript of a cold load (gzip, scripts fetched until ${IDLE_MS} ms idle):`);
    console.table(rows);
    const routes = rows.slice(2);
    const worst = routes.reduce((max, { '× card floor': times }) => Math.max(max, times), 0);
    const over = routes.filter(({ '× card floor': times }) => times > CARD_FLOOR_GOAL).map((r) => r.route);
    console.log(
      `Worst route: ${worst}× the card floor (goal ≤ ${CARD_FLOOR_GOAL}×)` +
        (over.length ? `; over: ${over.join(', ')}.` : '.'),
    );
  } finally {
    await browser?.close();
    for (const child of children) await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(path.join(root, FLOOR_DIR), { recursive: true, force: true });
    rmSync(path.join(root, CARD_FLOOR_DIR), { recursive: true, force: true });
  }
}

/** A module's name for the listing: its package, or its path in the app. */
function moduleName(source) {
  const packagePath = source.split('node_modules/').at(-1);
  if (packagePath !== source) {
    const parts = packagePath.split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  return source.replace(/^.*?\/(components|store|services|utils|hooks|pages|types|styles)\//, '$1/');
}

/**
 * Shares each script's gzip size among the modules its source map attributes its characters to
 * (an approximation: modules do not compress alike), and prints the heaviest for the route.
 */
function printHeaviestModules(routeName, appDist, scripts) {
  const weights = new Map();
  for (const script of scripts) {
    const pathname = new URL(script.url).pathname;
    if (!pathname.startsWith('/_next/static/')) continue;
    const file = path.join(appDist, pathname.slice('/_next/'.length));
    if (!existsSync(file)) continue;
    const code = readFileSync(file, 'utf8');
    const mapName = code.match(/sourceMappingURL=(\S+)\s*$/)?.[1];
    if (!mapName || !existsSync(path.join(path.dirname(file), mapName))) continue;
    const raw = JSON.parse(readFileSync(path.join(path.dirname(file), mapName), 'utf8'));
    const lines = code.split('\n');
    for (const { offset, map } of raw.sections ?? [{ offset: { line: 0, column: 0 }, map: raw }]) {
      const mappings = [];
      new SourceMapConsumer(map).eachMapping((mapping) => mappings.push(mapping));
      mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
      mappings.forEach((mapping, index) => {
        const next = mappings[index + 1];
        const line = lines[mapping.generatedLine + offset.line - 1] ?? '';
        const start = mapping.generatedColumn + (mapping.generatedLine === 1 ? offset.column : 0);
        const sameLine = next?.generatedLine === mapping.generatedLine;
        const length = sameLine ? next.generatedColumn - mapping.generatedColumn : line.length - start;
        if (length <= 0 || !mapping.source) return;
        const name = moduleName(mapping.source);
        weights.set(name, (weights.get(name) ?? 0) + (length / code.length) * script.bytes);
      });
    }
  }
  const top = Number(process.env.BENCH_WEB_MODULES_TOP) || 25;
  const heaviest = [...weights].sort((a, b) => b[1] - a[1]).slice(0, top);
  console.log(`  ${routeName}, heaviest modules (approx. gzip kB):`);
  for (const [name, bytes] of heaviest) console.log(`    ${kB(bytes).toFixed(1).padStart(6)}  ${name}`);
}

function kB(bytes) {
  return Math.round((bytes / 1024) * 10) / 10;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
