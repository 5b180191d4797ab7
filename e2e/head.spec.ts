// The browser's <Head> (plugins/lean/client/runtime/head/Helmet.tsx) against the server's (react-helmet-async): after a
// client-side navigation, the document head must be what the static HTML of that page has; after
// hydration, the head tags the server wrote must stay as they are.
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './support/pageErrors';

/**
 * The managed head: the title, the `data-rh` tags (the title element's own mark is left out: the
 * client drops it, as react-helmet-async does) and the page's `<html>` attributes. Structured data
 * is compared as data: the HTML minifier sorts the static JSON's keys.
 */
function readHead(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    tags: Array.from(document.head.querySelectorAll('[data-rh]:not(title)'), (element) => {
      const attributes = Array.from(element.attributes, ({name, value}) => `${name}=${value}`).sort();
      const json = element.getAttribute('type') === 'application/ld+json';
      const sortKeys = (_key: string, value: unknown) =>
        value && typeof value === 'object' && !Array.isArray(value)
          ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
          : value;
      const text = json ? JSON.stringify(JSON.parse(element.textContent ?? ''), sortKeys) : element.textContent;
      return `<${element.localName} ${attributes.join(' ')}>${text}`;
    }).sort(),
    html: ['lang', 'dir', 'class'].map((name) => document.documentElement.getAttribute(name)),
  }));
}

async function staticHead(page: Page, pathname: string) {
  const context = await page.context().browser()!.newContext({javaScriptEnabled: false});
  const staticPage = await context.newPage();
  await staticPage.goto(pathname);
  const head = await readHead(staticPage);
  await context.close();
  return head;
}

test('hydration leaves the server-rendered head tags in place', async ({page}) => {
  // Before any script: records every managed tag taken out of the head.
  await page.addInitScript(() => {
    const removed: string[] = [];
    Reflect.set(window, '__removedHeadTags', removed);
    new MutationObserver((mutations) => {
      for (const {removedNodes} of mutations) {
        for (const node of Array.from(removedNodes)) {
          // Structured data is rewritten: the HTML minifier sorted the static JSON's keys.
          if (node instanceof Element && node.matches('[data-rh]:not([type="application/ld+json"])')) {
            removed.push(node.outerHTML);
          }
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
  await page.goto('/material-ui/getting-started/installation/');
  await waitForHydration(page);
  // One frame and a task, after which the head has had its first update.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  expect(await page.evaluate(() => Reflect.get(window, '__removedHeadTags'))).toEqual([]);
  expect(await page.locator('head [data-rh]').count()).toBeGreaterThan(10);
});

for (const [from, to] of [
  ['/material-ui/getting-started/installation/', '/material-ui/getting-started/usage/'],
  ['/', '/x/react-data-grid/'],
  ['/material-ui/react-button/', '/material-ui/api/button/'],
] as const) {
  test(`after navigating from ${from} to ${to}, the head is that page's static head`, async ({page}) => {
    const expected = await staticHead(page, to);
    await page.goto(from);
    await waitForHydration(page);
    // Links are written with or without the trailing slash.
    await page
      .locator(`a[href="${to}"], a[href="${to.slice(0, -1)}"]`)
      .filter({visible: true})
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${to.replace(/[/.]/g, '\\$&')}$`));
    await expect.poll(() => readHead(page)).toEqual(expected);
  });
}
