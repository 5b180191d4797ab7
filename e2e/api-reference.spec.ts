import {expect, test} from '@playwright/test';
import {collectPageErrors, waitForHydration} from './support/pageErrors';

test('the Button API page lists its props with types and defaults', async ({page}) => {
  const errors = collectPageErrors(page);
  await page.goto('/material-ui/api/button/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1, name: 'Button API'})).toBeVisible();
  const props = page.getByRole('table').first();
  await expect(props.getByRole('columnheader', {name: 'Default'})).toBeVisible();
  const variant = props.locator('tr#prop-variant');
  await expect(variant).toContainText("'text' | 'outlined' | 'contained'");
  await expect(variant.getByRole('cell').nth(2)).toHaveText("'text'");
  await expect(props.locator('tr#prop-disabled').getByRole('cell').nth(2)).toHaveText('false');
  // Wide layout: no table of contents.
  await expect(page.locator('.table-of-contents')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the sidebar lists the generated API pages and the Button page links to its API', async ({page}) => {
  await page.goto('/material-ui/react-button/');
  await waitForHydration(page);
  await page.getByRole('link', {name: 'Button API', exact: true}).first().click();
  await expect(page).toHaveURL(/\/material-ui\/api\/button\/$/);
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  await expect(sidebar.getByRole('button', {name: 'Component API'})).toBeVisible();
  await expect(sidebar.getByRole('link', {name: 'ToggleButtonGroup API'})).toHaveAttribute(
    'href',
    '/material-ui/api/toggle-button-group/',
  );
});
