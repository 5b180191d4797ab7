// The house ad slot, on the analytics build so its display event can be read from dataLayer.
import {expect, test, type Page} from '@playwright/test';
import {collectPageErrors, waitForHydration} from './support/pageErrors';

async function openWithRandom(page: Page, value: number) {
  await page.route(/googletagmanager\.com/, (route) => route.abort());
  await page.addInitScript((fixed) => {
    Math.random = () => fixed;
  }, value);
  await page.goto('/material-ui/getting-started/installation/');
  await waitForHydration(page);
}

async function adEvents(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as {dataLayer?: IArguments[]}).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((command) => command[0] === 'event' && command[1] === 'ad'),
  );
}

test('a page view drawn under the ratio shows a promotion and reports it', async ({page}) => {
  const errors = collectPageErrors(page);
  await openWithRandom(page, 0);
  const promotion = page.getByRole('complementary', {name: 'Promotion'});
  await expect(promotion).toBeVisible();
  // Never the product being read: Material UI pages promote another product.
  await expect(promotion.getByRole('link')).not.toHaveText('Browse templates');
  await expect.poll(() => adEvents(page)).toEqual([['event', 'ad', {eventAction: 'display', eventLabel: 'data-grid'}]]);
  // The only error allowed is the request to Google that this test blocks.
  expect(errors.filter((error) => !error.includes('googletagmanager.com'))).toEqual([]);
});

test('other page views show no promotion', async ({page}) => {
  await openWithRandom(page, 0.5);
  await page.waitForTimeout(500);
  await expect(page.getByRole('complementary', {name: 'Promotion'})).toHaveCount(0);
  expect(await adEvents(page)).toEqual([]);
});
