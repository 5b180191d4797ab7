// On a phone the navbar's search box and settings button sit side by side, each tappable.
import {expect, test} from '@playwright/test';
import {waitForHydration} from './support/pageErrors';

test('on a 390 px screen the settings button is not under the search box, and a tap opens it', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/material-ui/getting-started/installation/');
  await waitForHydration(page);
  const search = await page.locator('.navbar .navbar__search').boundingBox();
  const settings = page.getByRole('button', {name: 'Open settings'});
  const gear = await settings.boundingBox();
  expect(search && gear).toBeTruthy();
  // Apart horizontally, and at least 24 px square (WCAG 2.5.8).
  expect(search!.x + search!.width).toBeLessThanOrEqual(gear!.x);
  expect(Math.min(gear!.width, gear!.height)).toBeGreaterThanOrEqual(24);
  await page.mouse.click(gear!.x + gear!.width / 2, gear!.y + gear!.height / 2);
  await expect(page.getByRole('dialog', {name: 'Settings'})).toBeVisible();
});
