// The production web server: the standalone build (`output: 'standalone'`) served by Next's own request
// handler inside our HTTP server, which adds what Next's generated server.js lacks for operating it:
// `/health/` and `/ready/`, a request id on every request, and a SIGTERM drain with a grace period
// (server.js stops at once with code 143 and has no readiness to withdraw first).
//
// Usage: node scripts/web-server.mjs [standalone dir]   (default: <NEXT_DIST_DIR or .next>/standalone)
// Env: PORT (3000), WEB_HOST (0.0.0.0), API_BASE_URL / API_INTERNAL_BASE_URL (the API readiness asks),
// SHUTDOWN_DELAY_SECONDS (0), SHUTDOWN_GRACE_SECONDS (30).
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isDraining, readiness, requestId, drain } from './web-operations.mjs';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const dir = path.resolve(process.argv[2] ?? path.join(distDir, 'standalone'));
const port = Number(process.env.PORT || 3000);
// Not HOSTNAME, which Next's server.js reads: shells and Docker set it to the machine's name.
const hostname = process.env.WEB_HOST || '0.0.0.0';

// What the generated server.js does before starting Next: run from its folder with its own config,
// found in the build folder it holds (whatever NEXT_DIST_DIR named it at build time).
process.env.NODE_ENV = 'production';
process.chdir(dir);
const build = readdirSync(dir).find((name) => existsSync(path.join(dir, name, 'required-server-files.json')));
if (!build) throw new Error(`${dir} holds no standalone build: run \`npm run build\` first.`);
const { config } = JSON.parse(readFileSync(path.join(dir, build, 'required-server-files.json'), 'utf8'));
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
const next = createRequire(path.join(dir, 'server.js'))('next');

const app = next({ dir, dev: false, hostname, port, conf: config });
await app.prepare();
const handle = app.getRequestHandler();

function sendJson(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

const server = createServer((request, response) => {
  // The API logs the same id for the calls this page makes (services/serverSession.ts reads it).
  const id = requestId(request.headers['x-request-id']) ?? randomUUID();
  request.headers['x-request-id'] = id;
  response.setHeader('x-request-id', id);
  const pathname = (request.url ?? '/').split('?')[0];
  if (pathname === '/health/' || pathname === '/health') return sendJson(response, 200, { status: 'ok' });
  if (pathname === '/ready/' || pathname === '/ready') {
    return void readiness().then(({ ready, ...body }) => sendJson(response, ready ? 200 : 503, body));
  }
  // A request that reaches a draining server on a kept-alive connection is answered, but the connection
  // is not kept: the proxy's next request goes to another instance.
  if (isDraining()) response.setHeader('connection', 'close');
  return void handle(request, response);
});
server.keepAliveTimeout = Number(process.env.KEEP_ALIVE_TIMEOUT || 65_000);
server.listen(port, hostname, () => {
  console.log(`web server listening on http://${hostname}:${server.address().port}`);
});

process.once('SIGTERM', () => void drain(server, 'SIGTERM'));
process.once('SIGINT', () => void drain(server, 'SIGINT'));
