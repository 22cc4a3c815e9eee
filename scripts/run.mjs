// `npm start` and `npm run dev`: the API server and the web app together, each restarted by nothing,
// each stopped when the other stops or on Ctrl-C. SIGTERM is passed on to both, which drain (see
// server/lib/drain.ts and scripts/web-operations.mjs), and this process exits once both have.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const mode = process.argv[2] === 'dev' ? 'dev' : 'start';
const env = { NEXT_TELEMETRY_DISABLED: '1', ...process.env };
const apiPort = env.API_PORT || '8000';
const distDir = env.NEXT_DIST_DIR || '.next';
const webPort = env.PORT || '3000';
env.API_PORT = apiPort;
env.PORT = webPort;

const npmBin = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// The tools are started directly, not through npx, which does not pass SIGTERM on to them.
const bin = (name) => join('node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

/**
 * Next prints "✓ Ready" as soon as it listens, seconds before the API answers: that line is reworded, so
 * the only "ready" a newcomer reads is ours, printed once both answer.
 */
const rewordReady = (line) =>
  /\bReady in\b/.test(line)
    ? line.replace(/✓?\s*Ready in/, 'web server listening (waiting for the API) after')
    : line;

function run(command, args, name) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (line) => `[${name}] ${name === 'web' ? rewordReady(line) : line}`;
  const pipe = (stream, target) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      lines.forEach((line) => target.write(`${prefix(line)}\n`));
    });
  };
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  return child;
}

const WEB_SOURCES = [
  'pages',
  'components',
  'store',
  'services',
  'hooks',
  'utils',
  'styles',
  'types',
  'public',
];
const WEB_CONFIG = ['next.config.ts', 'proxy.ts', 'package-lock.json', 'tsconfig.json'];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stat.mtimeMs,
  );
}

/** A build is needed when there is none, or when a web source changed after it was made. */
function buildIsCurrent() {
  const buildId = join(distDir, 'BUILD_ID');
  if (!existsSync(buildId) || !existsSync(join(distDir, 'standalone', 'server.js'))) return false;
  const built = statSync(buildId).mtimeMs;
  return [...WEB_SOURCES, ...WEB_CONFIG].every((path) => newestChange(path) <= built);
}

function buildIfNeeded() {
  if (mode === 'dev' || buildIsCurrent()) return Promise.resolve();
  console.log('Building the web app (sources changed since the last build)…');
  return new Promise((resolve, reject) => {
    const build = spawn(npmBin, ['run', 'build'], { env, stdio: 'inherit' });
    build.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`build failed with code ${code}`)),
    );
  });
}

await buildIfNeeded();

// In production both run on node itself (no tsx or npm process between), so a signal reaches them.
const api =
  mode === 'dev'
    ? run(bin('tsx'), ['watch', 'server/index.ts'], 'api')
    : run(process.execPath, ['--import', 'tsx', 'server/index.ts'], 'api');
const web =
  mode === 'dev'
    ? run(bin('next'), ['dev', '-p', webPort], 'web')
    : run(process.execPath, ['scripts/web-server.mjs'], 'web');

const children = [api, web];
const exited = (child) => child.exitCode !== null || child.signalCode !== null;
let stopping = false;
let stopCode = 0;
/** Asks both to stop (they drain) and exits once both have: 0 when both stopped cleanly. */
function stop(code) {
  if (stopping) return;
  stopping = true;
  stopCode = code;
  children.forEach((child) => !exited(child) && child.kill('SIGTERM'));
}
children.forEach((child) =>
  child.on('exit', (code) => {
    stop(code ?? 1);
    if (children.every(exited)) {
      process.exit(stopCode || (children.every((each) => each.exitCode === 0) ? 0 : 1));
    }
  }),
);
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url) {
  for (let attempt = 0; attempt < 240 && !stopping; attempt += 1) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

console.log('Starting the API server and the web app: the back-office is ready when "Ready" shows below.');
const ready =
  (await waitFor(`http://127.0.0.1:${apiPort}/health/`)) &&
  (await waitFor(`http://127.0.0.1:${webPort}/login`));
// With demo data, a gentle stream of player activity (scripts/simulate.ts) keeps leaderboards and pots
// moving: DEMO_EVENTS_PER_SECOND (default 20; 0 turns it off). It posts with the key the API wrote to DATA_DIR.
const demoData = env.SEED_DEMO
  ? !['0', 'false', 'no', 'off'].includes(env.SEED_DEMO.toLowerCase())
  : !env.DATABASE_URL;
const demoRate = env.DEMO_EVENTS_PER_SECOND ?? '20';
if (ready && !stopping && demoData && Number(demoRate) > 0) {
  const simulator = run(bin('tsx'), ['scripts/simulate.ts'], 'demo-activity');
  process.on('exit', () => simulator.exitCode === null && simulator.kill('SIGTERM'));
}
if (ready && !stopping) {
  console.log(
    [
      '',
      '  Ready: the API and the web app both answer.',
      `  Back-office:  http://localhost:${webPort}`,
      `  API:          http://localhost:${apiPort}/v1/`,
      '  Demo sign-in: admin@example.com / demo-admin-password',
      '                viewer@example.com / demo-viewer-password (view-only)',
      '                mfa@example.com / demo-mfa-password (second factor: see README)',
      '',
    ].join('\n'),
  );
}
