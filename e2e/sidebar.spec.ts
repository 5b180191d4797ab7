import {expect, test} from '@playwright/test';
import {waitForHydration} from './support/pageErrors';

test.describe('sidebar generated from the page tree', () => {
  test('shows a badge for every flag and plan', async ({page}) => {
    await page.goto('/experiments/docs/');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    for (const [title, badge] of [
      ['New', 'New'],
      ['Beta', 'Beta'],
      ['Unstable', 'Unstable'],
      ['Deprecated', 'Deprecated'],
      ['Legacy', 'Legacy'],
      ['Plan marks', 'Pro'],
    ] as const) {
      const link = sidebar.getByRole('link', {name: `${title} ${badge}`});
      await expect(link).toBeVisible();
      await expect(link.locator('.mui-badge')).toHaveText(badge);
    }
  });

  test('renders a subheader as a heading and planned pages as non-links', async ({page}) => {
    await page.goto('/experiments/docs/');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar.locator('.mui-sidebar-subheader')).toHaveText('Page tree flags');
    // A click before hydration toggles nothing: scripts start after first paint.
    await waitForHydration(page);
    await sidebar.getByRole('button', {name: 'Authoring guides'}).click();
    const planned = sidebar.locator('.mui-sidebar-planned', {hasText: 'Writing demos'});
    await expect(planned).toBeVisible();
    await expect(planned.locator('.mui-badge')).toHaveText('Planned');
    await expect(sidebar.getByRole('link', {name: /Writing demos/})).toHaveCount(0);
  });

  test('opens external links in a new tab with their icon', async ({page}) => {
    await page.goto('/material-ui/getting-started/');
    await waitForHydration(page);
    const store = page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: /Template store/});
    await expect(store).toHaveAttribute('target', '_blank');
    await expect(store).toHaveAttribute('rel', /noopener/);
    await expect(store.locator('svg.mui-sidebar-icon')).toBeVisible();
    // The node's linkProps reach the link.
    await expect(store).toHaveAttribute('data-ga-event-category', 'sidebar');
    await expect(store).toHaveAttribute('data-ga-event-action', 'template-store');
  });

  test('marks the current page in the sidebar', async ({page}) => {
    await page.goto('/joy-ui/getting-started/installation/');
    const current = page.getByRole('navigation', {name: 'Docs sidebar'}).locator('[aria-current="page"]');
    await expect(current).toHaveText('Installation');
  });

  test("derives the breadcrumbs from the page's place in the sidebar, also after navigating", async ({page}) => {
    await page.goto('/material-ui/getting-started/installation/');
    await waitForHydration(page);
    const crumbs = page.getByRole('navigation', {name: 'Breadcrumbs'}).getByRole('listitem');
    await expect(crumbs).toHaveText(['', 'Getting started', 'Installation']);
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Usage', exact: true}).click();
    await expect(page).toHaveURL(/\/material-ui\/getting-started\/usage\/$/);
    await expect(crumbs).toHaveText(['', 'Getting started', 'Usage']);
  });
});
