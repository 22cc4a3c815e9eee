// Runs the API server for the browser tests and can restart it on request, so a test can prove that
// the web app reconnects to a restarted server. Control: POST http://127.0.0.1:$E2E_API_CONTROL_PORT/restart
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
      if ((await fetch(`http://127.0.0.1:${apiPort}/health/`)).ok) return true;
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
  if (request.method !== 'POST' || request.url !== '/restart') {
    response.writeHead(404).end();
    return;
  }
  restart().then((ok) => response.writeHead(ok ? 200 : 500).end());
}).listen(controlPort, '127.0.0.1');

const stop = () => {
  api.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
