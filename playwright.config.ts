// Browser tests: the production build served on localhost, driven in Debian's Chromium.
import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, findChromium} from './scripts/chromium';
import {PWA_CHROMIUM_ARGS, PWA_ORIGIN} from './scripts/bench/offline';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The build made with a test analytics measurement id (npm run build:analytics). */
const ANALYTICS_PORT = PORT + 1;
const chromium = {...devices['Desktop Chrome'], launchOptions: {executablePath: findChromium(), args: CHROMIUM_ARGS}};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace records every step of every test, a sixth of the crawl's time; CI's log is all it keeps.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  projects: [
    {name: 'chromium', testIgnore: /(analytics|pwa)\.spec\.ts/, use: chromium},
    {
      name: 'analytics',
      testMatch: /analytics\.spec\.ts/,
      use: {...chromium, baseURL: `http://localhost:${ANALYTICS_PORT}`},
    },
    {
      name: 'pwa',
      testMatch: /pwa\.spec\.ts/,
      // The build made with DOCS_PRODUCTION_HOST=docs.test:4176 (npm run build:pwa), served gzip on that
      // port by e2e/pwa.spec.ts itself, which counts the bytes it sends. docs.test resolves to this
      // machine and counts as a secure origin, as production would.
      use: {...chromium, baseURL: PWA_ORIGIN, launchOptions: {...chromium.launchOptions, args: PWA_CHROMIUM_ARGS}},
    },
  ],
  webServer: [
    {
      command: `npx docusaurus serve --no-open --port ${PORT}`,
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx docusaurus serve --no-open --dir build-analytics --port ${ANALYTICS_PORT}`,
      url: `http://localhost:${ANALYTICS_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
