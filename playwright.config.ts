import { defineConfig, devices } from '@playwright/test';

/** The browser tests run the real API server (fresh embedded database) and the production web build. */
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 8100);
export const E2E_WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
export const E2E_API_CONTROL_PORT = Number(process.env.E2E_API_CONTROL_PORT ?? 8199);
/** Short access tokens, so the session tests see the expiry bar and a refresh within a test's time. */
export const E2E_ACCESS_TOKEN_TTL = 150;
const webOrigin = `http://localhost:${E2E_WEB_PORT}`;
const apiBase = `http://localhost:${E2E_API_PORT}/`;

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
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /(notifications|loot-boxes)\.spec\.ts/,
    },
    // Counts notifications and restarts the API server, so it runs alone once everything else is done.
    {
      name: 'notifications',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /notifications\.spec\.ts/,
      dependencies: ['chromium'],
    },
    // Restarts the API as a themill casino (loot boxes), so it runs after everything else.
    {
      name: 'themill',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /loot-boxes\.spec\.ts/,
      dependencies: ['notifications'],
    },
  ],
  webServer: [
    {
      command: 'node e2e/support/api-supervisor.mjs',
      url: `http://127.0.0.1:${E2E_API_PORT}/health/`,
      reuseExistingServer: false,
      timeout: 60_000,
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
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: `npx next start -p ${E2E_WEB_PORT}`,
      url: `http://127.0.0.1:${E2E_WEB_PORT}/login`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        API_BASE_URL: apiBase,
        WS_BASE_URL: `ws://localhost:${E2E_API_PORT}/ws/notifications/`,
        NEXT_TELEMETRY_DISABLED: '1',
      },
    },
  ],
});
