// A Markdown table too wide for the screen can be focused and scrolled with the keyboard; one that fits is no tab stop.
import {expect, test} from '@playwright/test';
import {waitForHydration} from './support/pageErrors';

const PAGE = '/toolpad/core/introduction/installation/';

test('a table wider than a phone joins the tab order and scrolls with the arrow keys', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto(PAGE);
  await waitForHydration(page);
  const table = page.locator('.markdown table').first();
  await expect(table).toHaveAttribute('tabindex', '0');
  await table.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});

test('a table that fits is no tab stop', async ({page}) => {
  await page.setViewportSize({width: 1600, height: 1000});
  await page.goto(PAGE);
  await waitForHydration(page);
  const widths = await page
    .locator('.markdown table')
    .evaluateAll((tables) =>
      tables.map((table) => [table.scrollWidth, table.clientWidth, table.getAttribute('tabindex')]),
    );
  for (const [scrollWidth, clientWidth, tabindex] of widths) {
    expect(tabindex).toBe(Number(scrollWidth) > Number(clientWidth) + 1 ? '0' : null);
  }
  expect(widths.some(([, , tabindex]) => tabindex === null)).toBe(true);
});
