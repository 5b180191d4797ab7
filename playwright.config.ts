// Browser tests: the production build served on localhost, driven in Debian's Chromium.
import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, findChromium} from './scripts/chromium';

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
    trace: 'retain-on-failure',
  },
  projects: [
    {name: 'chromium', testIgnore: /analytics\.spec\.ts/, use: chromium},
    {name: 'analytics', testMatch: /analytics\.spec\.ts/, use: {...chromium, baseURL: `http://localhost:${ANALYTICS_PORT}`}},
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
