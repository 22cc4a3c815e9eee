import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

/** One server a test run starts. */
type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

/** The browser tests run the real API server (fresh embedded database) and the production web build. */
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 8100);
export const E2E_WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
export const E2E_API_CONTROL_PORT = Number(process.env.E2E_API_CONTROL_PORT ?? 8199);
/** Short access tokens, so the session tests see the expiry bar and a refresh within a test's time. */
export const E2E_ACCESS_TOKEN_TTL = 150;
const webOrigin = `http://localhost:${E2E_WEB_PORT}`;
const apiBase = `http://localhost:${E2E_API_PORT}/`;
/**
 * A backend written from spec §7 alone (e2e/support/spec-stub.ts) and a second web server pointed at it
 * (the `spec-backend` project): the builder must work against an operator's own backend unchanged.
 * Next to the other ports unless given.
 */
export const E2E_SPEC_STUB_PORT = Number(process.env.E2E_SPEC_STUB_PORT ?? E2E_API_PORT + 2);
export const E2E_SPEC_STUB_CONTROL_PORT = Number(process.env.E2E_SPEC_STUB_CONTROL_PORT ?? E2E_API_PORT + 3);
export const E2E_SPEC_WEB_PORT = Number(process.env.E2E_SPEC_WEB_PORT ?? E2E_WEB_PORT + 2);

/** Our API (restartable, fresh embedded database) and the web app pointed at it. */
const OWN_API_SERVERS: WebServer[] = [
  {
    command: 'node e2e/support/api-supervisor.mjs',
    url: `http://127.0.0.1:${E2E_API_PORT}/ready/`,
    reuseExistingServer: false,
    // A fresh demo database: seeding takes seconds on a quiet machine and minutes on a busy one.
    timeout: 240_000,
    env: {
      API_PORT: String(E2E_API_PORT),
      E2E_API_CONTROL_PORT: String(E2E_API_CONTROL_PORT),
      ACCESS_TOKEN_TTL: String(E2E_ACCESS_TOKEN_TTL),
      DEV_OUTBOX_API: 'true',
      API_HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? 'e2e/.data',
      WEB_ORIGIN: webOrigin,
      SEED_DEMO: 'true',
      JWT_SECRET: 'e2e-only-secret-that-is-long-enough-to-be-used-as-hmac-key',
      // Over a hundred sign-ins per run: at OWASP's cost (N=2^17) each one costs half a second of CPU.
      // The API tests check hashing itself; here the cost is the API tests' own (server/test/helpers.ts).
      PASSWORD_HASH_COST: '14',
      LOG_LEVEL: 'warn',
    },
  },
  {
    // The production web server, as `npm start` and the Docker image run it (the standalone build).
    command: 'node scripts/web-server.mjs',
    url: `http://127.0.0.1:${E2E_WEB_PORT}/ready/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(E2E_WEB_PORT),
      API_BASE_URL: apiBase,
      WS_BASE_URL: `ws://localhost:${E2E_API_PORT}/ws/notifications/`,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  },
];

/**
 * The spec-only backend and a web app pointed at it; `E2E_SPEC_BACKEND_ONLY=1` starts these alone for the
 * `spec-backend` project (our API's cold start is not needed there).
 */
const SPEC_BACKEND_SERVERS: WebServer[] = [
  {
    command: 'node --import tsx e2e/support/spec-stub.ts',
    // A spec backend has no health call: its sign-in answering at all (401 without a token) will do.
    url: `http://127.0.0.1:${E2E_SPEC_STUB_PORT}/v1/auth/me/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      SPEC_STUB_PORT: String(E2E_SPEC_STUB_PORT),
      SPEC_STUB_CONTROL_PORT: String(E2E_SPEC_STUB_CONTROL_PORT),
    },
  },
  {
    command: 'node scripts/web-server.mjs',
    url: `http://127.0.0.1:${E2E_SPEC_WEB_PORT}/login`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(E2E_SPEC_WEB_PORT),
      API_BASE_URL: `http://localhost:${E2E_SPEC_STUB_PORT}/`,
      WS_BASE_URL: `ws://localhost:${E2E_SPEC_STUB_PORT}/ws/notifications/`,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  },
];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: webOrigin,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Waits out an access token's lifetime (2.5 min): listed first, so a worker takes it at the start
    // and the other tests run beside the wait rather than after it.
    {
      name: 'session-lifetime',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /session-lifetime\.spec\.ts/,
    },
    // Against the spec-only backend, through its own web server. Its tests run in order, so they start
    // early, beside the others, instead of being the run's last stretch on one worker.
    {
      name: 'spec-backend',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://localhost:${E2E_SPEC_WEB_PORT}`,
      },
      testMatch: /spec-backend\.spec\.ts/,
    },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /(notifications|loot-boxes|spec-backend|session-lifetime)\.spec\.ts/,
    },
    // Counts notifications and restarts the API server, so it runs alone once everything else is done.
    {
      name: 'notifications',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /notifications\.spec\.ts/,
      dependencies: ['chromium', 'session-lifetime'],
    },
    // Restarts the API as a themill casino (loot boxes), so it runs after everything else.
    {
      name: 'themill',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /loot-boxes\.spec\.ts/,
      dependencies: ['notifications'],
    },
  ],
  webServer: process.env.E2E_SPEC_BACKEND_ONLY
    ? SPEC_BACKEND_SERVERS
    : [...OWN_API_SERVERS, ...SPEC_BACKEND_SERVERS],
});
