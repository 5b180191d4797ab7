// Routes whose links come into view are prefetched at idle time (plugins/lean/routing/runtime/prefetch): their chunk files
// are found through the chunk-name map, a file of its own (plugins/lean/routing/chunk-name-map) that the page
// fetches once.
import {expect, test} from '@playwright/test';
import {waitForHydration} from './support/pageErrors';

test('a doc page prefetches the pages its sidebar links to, through one fetch of the chunk-name map', async ({
  page,
}) => {
  const mapRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/js\/chunk-names\.[0-9a-f]+\.json$/.test(request.url())) mapRequests.push(request.url());
  });
  await page.goto('/material-ui/getting-started/installation/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // The Usage page's content is prefetched as a file, not run.
  await expect
    .poll(async () => {
      const prefetched = await page
        .locator('link[rel="prefetch"]')
        .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
      const bodies = await Promise.all(prefetched.map(async (url) => (await page.request.get(url)).text()));
      return bodies.filter((body) => body.includes('Render your first Material UI components')).length;
    })
    .toBe(1);
  expect(mapRequests).toHaveLength(1);
});
