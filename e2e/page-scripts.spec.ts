// Each page's HTML lists the scripts it needs to hydrate (plugins/lean/routing/route-chunk-scripts), so none of
// them waits for main.js to discover it.
import {expect, test} from '@playwright/test';
import {COMPILE_HINT} from '../plugins/lean/generated/compile-hints';
import {waitForHydration} from './support/pageErrors';

/** The script URLs the page's starter (plugins/lean/client/ssr-template/ssrTemplate.ts) adds after the first paint. */
function listedScripts(html: string): string[] {
  const list = /\["\/assets\/js\/runtime~main\.[^\]]*\]/.exec(html)?.[0];
  if (list === undefined) throw new Error('no script starter found in the page HTML');
  return JSON.parse(list) as string[];
}

for (const pathname of [
  '/material-ui/react-button/',
  '/material-ui/api/button/',
  '/joy-ui/getting-started/installation/',
  '/',
]) {
  test(`${pathname} lists every script it runs before hydration`, async ({page}) => {
    // When hydration ends (src/theme/Root.tsx marks <html>): what starts later, such as a demo's
    // preview as it nears the viewport, is not the page's to list.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hydrated !== 'true') return;
        (window as {hydratedAt?: number}).hydratedAt = performance.now();
        observer.disconnect();
      }).observe(document, {attributes: true, attributeFilter: ['data-hydrated'], subtree: true});
    });
    const response = await page.goto(pathname);
    const listed = listedScripts(await response!.text());
    await waitForHydration(page);
    const beforeHydration = await page.evaluate(() => {
      const hydratedAt = (window as {hydratedAt?: number}).hydratedAt ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter(
          (entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' && entry.startTime < hydratedAt,
        )
        .map((entry) => new URL(entry.name).pathname);
    });
    expect(listed.length).toBeGreaterThan(2); // runtime, main and the route's own chunks
    expect(beforeHydration.length).toBeGreaterThan(2);
    expect(beforeHydration.filter((url) => !listed.includes(url))).toEqual([]);
  });
}

test("every script a page starts opens with V8's compile hint (plugins/lean/generated/compile-hints)", async ({
  page,
  request,
}) => {
  const response = await page.goto('/material-ui/react-button/');
  const listed = listedScripts(await response!.text());
  expect(listed.length).toBeGreaterThan(2);
  for (const url of listed) {
    const body = await (await request.get(url)).text();
    expect(body.split('\n', 1)[0], url).toBe(COMPILE_HINT);
  }
});

test('the page links its web app manifest once the first contentful paint is presented', async ({page}) => {
  // Records when the manifest link enters the document.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('link[rel="manifest"]')) return;
      (window as {manifestLinkedAt?: number}).manifestLinkedAt = performance.now();
      observer.disconnect();
    }).observe(document, {childList: true, subtree: true});
  });
  const response = await page.goto('/material-ui/react-button/');
  expect(await response!.text()).not.toMatch(/<link[^>]*rel="?manifest/);
  await waitForHydration(page);
  const {linkedAt, paintedAt, href} = await page.evaluate(() => ({
    linkedAt: (window as {manifestLinkedAt?: number}).manifestLinkedAt,
    paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    href: document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href,
  }));
  expect(paintedAt).toBeGreaterThan(0);
  expect(linkedAt).toBeGreaterThanOrEqual(paintedAt!);
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({name: 'MUI Docs', start_url: '/'});
});

test('the favicon is inline, the same SVG as static/img/favicon.svg', async ({page}) => {
  await page.goto('/');
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).toMatch(/^data:image\/svg\+xml,/);
  const served = await (await page.request.get('/img/favicon.svg')).text();
  expect(decodeURIComponent(icon!.slice('data:image/svg+xml,'.length))).toBe(served.trim());
});
