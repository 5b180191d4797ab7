// The admonition component is imported by the pages that have admonitions
// (plugins/lean/client/admonition-imports); other pages do not load its code.
import {expect, test} from '@playwright/test';
import {collectPageErrors, waitForHydration} from './support/pageErrors';
import {scriptsWith} from './support/scripts';

/** A class of the admonition component's own stylesheet, in its module's code. */
const ADMONITION_CODE = /admonitionHeading_/;
const WITH_ADMONITION = '/material-ui/api/list-item-secondary-action/';

test('a page with an admonition renders and hydrates it with the code it lists', async ({page}) => {
  const errors = collectPageErrors(page);
  await page.goto(WITH_ADMONITION);
  await waitForHydration(page);
  await expect(page.locator('.theme-admonition-warning')).toBeVisible();
  expect(await scriptsWith(page, ADMONITION_CODE)).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('a page without admonitions does not load the component, and navigating to one renders it', async ({page}) => {
  const errors = collectPageErrors(page);
  await page.goto('/material-ui/api/list-item-text/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await scriptsWith(page, ADMONITION_CODE)).toEqual([]);
  await page
    .getByRole('navigation', {name: 'Docs sidebar'})
    .getByRole('link', {name: 'ListItemSecondaryAction API', exact: true})
    .click();
  await expect(page).toHaveURL(new RegExp(`${WITH_ADMONITION}$`));
  await expect(page.locator('.theme-admonition-warning')).toBeVisible();
  expect(errors).toEqual([]);
});
