// Readiness, request ids and the SIGTERM drain of the production web server (scripts/web-server.mjs).

/** Same rule as the API's (server/lib/request-id.ts): a short id of safe characters, else a new one. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The incoming `x-request-id` when it is safe to log and pass on; undefined otherwise. */
export function requestId(header) {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : undefined;
}

const seconds = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
};

let draining = false;

export const isDraining = () => draining;

function apiBaseUrl() {
  const url = process.env.API_INTERNAL_BASE_URL || process.env.API_BASE_URL || 'http://localhost:8000/';
  return url.endsWith('/') ? url : `${url}/`;
}

/**
 * Ready when not draining and the API answers its liveness probe. Not the API's readiness: a database
 * outage would then take every web instance out of the proxy, which could only answer a bare 502,
 * while a web instance left in rotation shows its own "API unavailable" page (503) and recovers by
 * itself. What this catches is the web instance's own fault: a wrong API address or a cut network.
 */
export async function readiness() {
  if (draining) return { ready: false, status: 'draining' };
  try {
    const response = await fetch(`${apiBaseUrl()}health/`, { signal: AbortSignal.timeout(2000) });
    return response.ok ? { ready: true, status: 'ok' } : { ready: false, status: 'api unavailable' };
  } catch {
    return { ready: false, status: 'api unreachable' };
  }
}

/**
 * SIGTERM: readiness goes false at once; after SHUTDOWN_DELAY_SECONDS (time for the proxy's probe to
 * notice) the server stops accepting connections, requests in flight finish within
 * SHUTDOWN_GRACE_SECONDS, then the process exits 0 (1 if the grace ran out and requests were cut).
 */
export async function drain(server, signal) {
  draining = true;
  const delay = seconds('SHUTDOWN_DELAY_SECONDS', 0);
  const grace = seconds('SHUTDOWN_GRACE_SECONDS', 30);
  console.log(`${signal}: draining (not ready; closing in ${delay} s, grace ${grace} s)`);
  const force = setTimeout(
    () => {
      console.error('shutdown grace period over: closing the connections still open');
      server.closeAllConnections();
      process.exit(1);
    },
    (delay + grace) * 1000,
  );
  force.unref();
  await new Promise((resolve) => setTimeout(resolve, delay * 1000));
  server.close(() => {
    console.log('web server drained');
    process.exit(0);
  });
  // A kept-alive connection whose request finishes after the close would hold it open until its
  // keep-alive timeout: close such connections as soon as they fall idle.
  setInterval(() => server.closeIdleConnections(), 200).unref();
}
