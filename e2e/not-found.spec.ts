// A path that matches no page is served the static 404.html, rendered with no product: under a
// product the browser shows that product's navbar, which must not break hydration or the title.
import {expect, test} from '@playwright/test';
import {collectPageErrors, waitForHydration} from './support/pageErrors';

const CASES = [
  {pathname: '/material-ui/no-such-page/', product: 'Material UI'},
  {pathname: '/x/react-data-grid/no-such-page/', product: 'MUI X Data Grid'},
  {pathname: '/no-such-page/', product: null},
];

for (const {pathname, product} of CASES) {
  test(`${pathname} says page not found, hydrates without error and keeps its title`, async ({page}) => {
    const errors = collectPageErrors(page);
    const response = await page.goto(pathname);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
    if (product) {
      await expect(page.getByRole('button', {name: `Switch product: ${product}`})).toBeVisible();
    }
    await expect(page).toHaveTitle(/^Page Not Found \| /);
    // The browser reports the page's own 404 status; nothing else may be logged.
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
  });
}
