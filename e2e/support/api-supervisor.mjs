// Runs the API server for the browser tests and can restart it on request, so a test can prove that
// the web app reconnects to a restarted server. Control: POST http://127.0.0.1:$E2E_API_CONTROL_PORT/restart
// (`?platform=themill` restarts the demo as that platform: DEMO_PLATFORM switches the demo casino).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';

const apiPort = process.env.API_PORT;
const controlPort = Number(process.env.E2E_API_CONTROL_PORT);
rmSync(process.env.DATA_DIR, { recursive: true, force: true });

let api;
const start = () => {
  api = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    stdio: 'inherit',
    env: process.env,
  });
};

async function healthy() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${apiPort}/ready/`)).ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

async function restart() {
  const exited = new Promise((resolve) => api.once('exit', resolve));
  api.kill('SIGTERM');
  await exited;
  start();
  return healthy();
}

start();
createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (request.method !== 'POST' || url.pathname !== '/restart') {
    response.writeHead(404).end();
    return;
  }
  const platform = url.searchParams.get('platform');
  if (platform) process.env.DEMO_PLATFORM = platform;
  restart().then((ok) => response.writeHead(ok ? 200 : 500).end());
}).listen(controlPort, '127.0.0.1');

const stop = () => {
  api.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
