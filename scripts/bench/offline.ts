// What a first visit costs on the production host, the service worker's background downloads
// included: measured at the server (bytes written to the network, headers included), once with
// service workers blocked (the page alone) and once allowed (the page, then the worker installing and
// saving what it keeps). Used by `npm run bench -- --pwa DIR` and by e2e/pwa.spec.ts.
import fs from 'node:fs';
import path from 'node:path';
import {chromium, type Browser, type Page} from '@playwright/test';
import {CHROMIUM_ARGS, findChromium} from '../chromium';
import {serveBuild, type BuildServer} from './serveBuild';

/** The production host the PWA build is made for (`npm run build:pwa`, DOCS_PRODUCTION_HOST). */
export const PWA_HOST = 'docs.test';
export const PWA_PORT = 4176;
export const PWA_ORIGIN = `http://${PWA_HOST}:${PWA_PORT}`;

/** Chromium flags that make PWA_HOST this machine, and a secure origin as production is. */
export const PWA_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  `--host-resolver-rules=MAP ${PWA_HOST} 127.0.0.1`,
  `--unsafely-treat-insecure-origin-as-secure=${PWA_ORIGIN}`,
];

/** The guide page the first visit opens. */
export const FIRST_VISIT_PAGE = '/material-ui/getting-started/installation/';

export interface FirstVisitCost {
  /** KB the page alone downloads (service workers blocked). */
  pageKb: number;
  /** KB with the worker: the page, then what the worker downloads in the background. */
  totalKb: number;
  backgroundKb: number;
  /** The size of the worker script in the build. */
  swKb: number;
}

/** The build of the PWA host, gzip-served on this machine. */
export function servePwaBuild(buildDir: string): Promise<BuildServer> {
  return serveBuild(PWA_PORT, buildDir, '127.0.0.1');
}

/** How long the server must send nothing for a visit to count as over. */
const QUIET_MS = 2000;

/**
 * Resolves once `server` has sent nothing for QUIET_MS: the worker's downloads (its install and
 * activation) are not the page's requests, which Playwright's network idle would wait for, and the
 * page's idle-time prefetches come late.
 */
async function serverQuiet(server: BuildServer): Promise<void> {
  let last = server.bytesSent();
  for (let quietFor = 0; quietFor < QUIET_MS;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = server.bytesSent();
    quietFor = now === last ? quietFor + 250 : 0;
    last = now;
  }
}

/** Waits until the page's worker is activated, or `timeout` ms for a worker that never activates. */
async function workerActivated(page: Page, timeout: number): Promise<void> {
  await page
    .waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated', undefined, {
      timeout,
    })
    .catch(() => undefined);
}

/** Bytes the server sends while `visit` runs in a new browser context. */
async function bytesOf(
  browser: Browser,
  server: BuildServer,
  serviceWorkers: 'allow' | 'block',
  visit: (page: Page) => Promise<void>,
): Promise<number> {
  const context = await browser.newContext({serviceWorkers, baseURL: PWA_ORIGIN});
  try {
    const before = server.bytesSent();
    await visit(await context.newPage());
    return server.bytesSent() - before;
  } finally {
    await context.close();
  }
}

/** The first visit's cost on `server` (a PWA build's), in `browser` (launched with PWA_CHROMIUM_ARGS). */
export async function measureFirstVisit(
  browser: Browser,
  server: BuildServer,
  buildDir: string,
  {pathname = FIRST_VISIT_PAGE, workerTimeout = 60_000} = {},
): Promise<FirstVisitCost> {
  const open = async (page: Page) => {
    await page.goto(pathname);
    await page.locator('html[data-hydrated="true"]').waitFor({state: 'attached'});
  };
  const page = await bytesOf(browser, server, 'block', async (visit) => {
    await open(visit);
    await serverQuiet(server);
  });
  const total = await bytesOf(browser, server, 'allow', async (visit) => {
    await open(visit);
    await workerActivated(visit, workerTimeout);
    await serverQuiet(server);
  });
  const swFile = path.join(buildDir, 'sw.js');
  return {
    pageKb: page / 1024,
    totalKb: total / 1024,
    backgroundKb: (total - page) / 1024,
    swKb: fs.existsSync(swFile) ? fs.statSync(swFile).size / 1024 : 0,
  };
}

/**
 * Serves `buildDir` on the PWA host and measures a first visit there, in a browser of its own. An
 * earlier build's worker precached the whole site, which took minutes: it gets five.
 */
export async function measureFirstVisitOf(buildDir: string): Promise<FirstVisitCost> {
  const server = await servePwaBuild(buildDir);
  const browser = await chromium.launch({executablePath: findChromium(), args: PWA_CHROMIUM_ARGS});
  try {
    return await measureFirstVisit(browser, server, buildDir, {workerTimeout: 300_000});
  } finally {
    await browser.close();
    server.close();
  }
}
