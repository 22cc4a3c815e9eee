// `npm start` and `npm run dev`: the API server and the web app together, each restarted by nothing,
// each stopped when the other stops or on Ctrl-C.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const mode = process.argv[2] === 'dev' ? 'dev' : 'start';
const env = { NEXT_TELEMETRY_DISABLED: '1', ...process.env };
const apiPort = env.API_PORT || '8000';
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
  if (!existsSync('.next/BUILD_ID')) return false;
  const built = statSync('.next/BUILD_ID').mtimeMs;
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

const api = run(bin('tsx'), mode === 'dev' ? ['watch', 'server/index.ts'] : ['server/index.ts'], 'api');
const web = run(bin('next'), [mode, '-p', webPort], 'web');

const children = [api, web];
let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
  setTimeout(() => process.exit(code), 500);
}
children.forEach((child) => child.on('exit', (code) => stop(code ?? 1)));
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
