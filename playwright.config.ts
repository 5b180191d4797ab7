// Browser tests: the production build served on localhost, driven in Debian's Chromium.
import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, findChromium} from './scripts/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The build made with a test analytics measurement id (npm run build:analytics). */
const ANALYTICS_PORT = PORT + 1;
/** The build made with DOCS_PRODUCTION_HOST=docs.test:4176 (npm run build:pwa), served on that port. */
export const PWA_ORIGIN = 'http://docs.test:4176';
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
      use: {
        ...chromium,
        baseURL: PWA_ORIGIN,
        // docs.test resolves to this machine and counts as a secure origin, as production would.
        launchOptions: {
          ...chromium.launchOptions,
          args: [
            ...CHROMIUM_ARGS,
            '--host-resolver-rules=MAP docs.test 127.0.0.1',
            `--unsafely-treat-insecure-origin-as-secure=${PWA_ORIGIN}`,
          ],
        },
      },
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
    {
      command: 'npx docusaurus serve --no-open --dir build-pwa --port 4176',
      url: 'http://localhost:4176/',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
