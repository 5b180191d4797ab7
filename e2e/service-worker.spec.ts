import {expect, test} from '@playwright/test';
import {waitForHydration} from './support/pageErrors';

test('no service worker is registered on localhost', async ({page}) => {
  await page.goto('/material-ui/getting-started/');
  await waitForHydration(page);
  // Registration would start at the load event: give it time to happen if it were going to.
  await page.waitForTimeout(1500);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});
