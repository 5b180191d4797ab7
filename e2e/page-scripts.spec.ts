// Each page's HTML lists the scripts it needs to hydrate (plugins/route-chunk-scripts), so none of
// them waits for main.js to discover it.
import {expect, test} from '@playwright/test';
import {waitForHydration} from './support/pageErrors';

/** The script URLs the page's starter (src/ssr/ssrTemplate.ts) adds after the first paint. */
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
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(pathname);
    const listed = listedScripts(await response!.text());
    await waitForHydration(page);
    const beforeHydration = [...requested];
    expect(listed.length).toBeGreaterThan(2); // runtime, main and the route's own chunks
    expect(beforeHydration.filter((url) => !listed.includes(url))).toEqual([]);
  });
}
