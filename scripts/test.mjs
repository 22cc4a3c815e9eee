// `npm test`: every check of package.json, run side by side where one does not need another, so that
// both cores of a small machine work (one after the other they kept about one busy).
//
// The short checks (typecheck, lint, Jest) run beside the build. The API tests (two files at a time)
// and the browser tests (two workers) each fill both cores on their own, so they run after, one after
// the other: run beside each other (even with the others at `nice 10`) both took longer, and the
// starved checks timed out (a run here: Jest 10.5 min instead of 2.5, browser tests past their 30 s).
// Each check's output is kept apart and shown whole when it ends; the browser tests' is streamed as it
// goes. The first failure stops every check still running and the run exits with its code.
import { spawn } from 'node:child_process';

/** npm scripts, each started once those it comes `after` have passed. */
const SHORT_CHECKS = ['typecheck', 'lint', 'test:unit', 'build'];
const CHECKS = [
  { script: 'check:chromium' },
  ...SHORT_CHECKS.map((script) => ({ script, after: ['check:chromium'] })),
  { script: 'test:api', after: SHORT_CHECKS },
  { script: 'test:e2e', after: ['test:api'], stream: true },
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
const running = new Map();

const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
};

/**
 * Stops a check and everything it started (its own process group). SIGINT, as Ctrl-C would: Playwright
 * then stops the servers it started (their own process groups), which on SIGTERM it leaves running.
 */
function stop(child) {
  try {
    process.kill(-child.pid, 'SIGINT');
  } catch {
    // Already gone.
  }
}

function start({ script, stream = false }) {
  const args = ['run', '--silent', script];
  const child = spawn(npm, args, {
    env: { ...process.env, ...colour },
    stdio: ['ignore', stream ? 'inherit' : 'pipe', stream ? 'inherit' : 'pipe'],
    detached: true,
  });
  const started = Date.now();
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  const done = new Promise((resolve) => {
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      running.delete(script);
      resolve({ script, code: code ?? (signal ? 1 : 0), ms: Date.now() - started, output, stream });
    });
  });
  running.set(script, { child, done });
  process.stdout.write(`▶ ${script}\n`);
  return done;
}

function report({ script, code, ms, output, stream }, note = '') {
  const verdict = code === 0 ? 'passed' : `FAILED (exit code ${code})`;
  const text = stream ? '' : Buffer.concat(output).toString().trimEnd();
  process.stdout.write(`\n── ${script}: ${verdict} in ${minutes(ms)}${note} ──\n${text ? `${text}\n` : ''}`);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const { child } of running.values()) stop(child);
    process.exit(130);
  });
}

const runStarted = Date.now();
const passed = new Set();
const results = [];
const waiting = [...CHECKS];
const ready = ({ after = [] }) => after.every((script) => passed.has(script));
while (waiting.length > 0 || running.size > 0) {
  for (const check of waiting.filter(ready)) {
    waiting.splice(waiting.indexOf(check), 1);
    start(check);
  }
  const result = await Promise.race([...running.values()].map(({ done }) => done));
  if (result.code !== 0) {
    const others = [...running.values()];
    for (const { child } of others) stop(child);
    for (const stopped of await Promise.all(others.map(({ done }) => done))) {
      process.stdout.write(`\n── ${stopped.script}: stopped, ${result.script} failed ──\n`);
    }
    report(result);
    process.exit(result.code);
  }
  report(result);
  passed.add(result.script);
  results.push(result);
}

process.stdout.write(`\nEvery check passed in ${minutes(Date.now() - runStarted)}:\n`);
for (const { script, ms } of results) process.stdout.write(`  ${script.padEnd(16)} ${minutes(ms)}\n`);
