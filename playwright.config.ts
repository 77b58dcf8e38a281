// End-to-end tests in Debian's Chromium (never a downloaded browser), in two projects:
// - "site": e2e/*.spec.ts against the built site, served by the real server with a fresh
//   in-memory database;
// - "widget": packages/widget/e2e/*.e2e.ts against the widget's stand-alone demo page, which
//   each worker builds and serves itself (packages/widget/e2e/harness.ts).
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  projects: [
    { name: 'site', testDir: 'e2e', testMatch: '**/*.spec.ts' },
    { name: 'widget', testDir: 'packages/widget/e2e', testMatch: '**/*.e2e.ts' },
  ],
  // Ceilings, not waits: every test waits for conditions. A journey that takes 10 s on a quiet
  // machine took over 30 s on a 2-core machine at load 14 (CI shares its cores with whatever
  // else runs), so the ceilings leave that much room.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  // Per port, so that two runs at once (different E2E_PORT) never wipe each other's artifacts.
  outputDir: `.cache/test-results/e2e-artifacts-${port}`,
  use: {
    baseURL,
    browserName: 'chromium',
    // The chat's bot messages come 50 ms apart instead of the product's 1 s (apps/web/src/
    // features/exercises/lib/message-delay.ts): still one at a time, without a second's wait each.
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: 'scicomm.chatMessageDelayMs', value: '50' }] }],
    },
    // Recorded on a retry only (CI retries once): a trace's screencast and DOM snapshots slowed
    // each action by half or more (five times on a page with an animation). A local run asks for
    // one with --trace on.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node apps/server/src/server.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // A ceiling: the server is up in a few seconds on a quiet machine, 33 s at load 13.
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PGLITE_DIR: 'memory://',
      DATABASE_URL: '',
      // The limits live in this run's own database, never in a Redis of the environment.
      REDIS_URL: '',
      RATE_LIMIT_PER_MINUTE: '100000',
      // The original's compiled client, served on this origin by e2e/original-client.spec.ts,
      // calls the API from it (CORS, docs/server.md "Other origins").
      CORS_ORIGINS: 'http://127.0.0.1:5177',
      // Opens the hidden research exercises; e2e/exercises-research.spec.ts reads it from here.
      RESEARCH_UUID: '6f0d8a52-3c1b-4e7a-9d26-8b4c1f7e2a90',
    },
  },
});
