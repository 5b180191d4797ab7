import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {collectPageErrors, waitForHydration} from './support/pageErrors';
import {scriptsWith} from './support/scripts';

// Visible: while the loaded search bar settles it is in the page, hidden, beside the copy
// (src/search/SearchBarIsland.tsx).
const searchInput = (page: Page) => page.locator('input.navbar__search-input:visible');
const suggestions = (page: Page) => page.locator('.navbar__search [role="option"]');
/** The index files the page has requested so far. */
function trackIndexRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const match = /\/search-index(-[\w-]+?)?-[0-9a-f]{8}\.json$/.exec(new URL(request.url()).pathname);
    if (match) requested.push(match[1]?.slice(1) ?? 'all');
  });
  return requested;
}

async function open(page: Page, pathname: string): Promise<void> {
  await page.goto(pathname);
  await waitForHydration(page);
}

test.describe('full-text search', () => {
  test('Ctrl+K, "autocomplete", Enter opens the Autocomplete page; only this product index loads, on open', async ({
    page,
  }) => {
    const requested = trackIndexRequests(page);
    const errors = collectPageErrors(page);
    await open(page, '/material-ui/getting-started/');
    expect(requested).toEqual([]);

    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toBeFocused();
    await searchInput(page).pressSequentially('autocomplete');
    await expect(suggestions(page).first()).toContainText(/autocomplete/i);
    await expect(suggestions(page).first().locator('mark').first()).toHaveText(/autocomplete/i);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/material-ui\/react-autocomplete\/\?_highlight=autocomplete(#.*)?$/);
    // The opened page marks the searched word (mark.js loads for it: src/search/lazyMark.ts).
    await expect(page.locator('article mark').first()).toHaveText(/autocomplete/i);
    await expect.poll(() => requested).toEqual(['material-ui']);
    expect(errors).toEqual([]);
  });

  test('the search box loads its code on first interest, and looks the same before and after', async ({page}) => {
    // A string of search-local's SearchBar, which src/search/SearchBarIsland.tsx loads on demand.
    const isSearchBarCode = (body: string) => body.includes('autocomplete:selected');
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    await open(page, '/material-ui/react-button/');
    expect((await Promise.all(scripts)).some(isSearchBarCode)).toBe(false);

    const box = page.locator('.navbar__search:visible');
    // Tags, sorted attributes and children: the same markup, whatever order the attributes were set in.
    const markup = () =>
      box.evaluate((element) => {
        const describe = (node: Element): unknown => [
          node.tagName,
          Array.from(node.attributes)
            .map((attribute) => `${attribute.name}=${attribute.value}`)
            .sort(),
          Array.from(node.children).map(describe),
        ];
        return JSON.stringify(describe(element));
      });
    const before = await markup();
    const bounds = await box.boundingBox();
    await searchInput(page).evaluate((input) => Object.assign(input, {isCopy: true}));

    await box.hover();
    await expect.poll(() => searchInput(page).evaluate((input) => 'isCopy' in input)).toBe(false);
    expect(await markup()).toBe(before);
    expect(await box.boundingBox()).toEqual(bounds);
    expect((await Promise.all(scripts)).some(isSearchBarCode)).toBe(true);
  });

  test('mark.js loads only for a page opened with search words', async ({page}) => {
    // `acrossElements` is one of mark.js's option names: in its script and nowhere else. Reading a
    // response body is asynchronous, so the checks are collected and awaited before each assertion.
    const checks: Promise<string | undefined>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      checks.push(
        response.text().then(
          (text) => (text.includes('acrossElements') ? response.url() : undefined),
          () => undefined,
        ),
      );
    });
    const markJsScripts = async () => (await Promise.all(checks)).filter((url) => url !== undefined);
    await open(page, '/material-ui/react-autocomplete/');
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Button', exact: true}).click();
    await expect(page).toHaveURL(/\/material-ui\/react-button\/$/);
    await page.waitForLoadState('networkidle');
    expect(await markJsScripts()).toEqual([]);

    await page.goto('/material-ui/react-button/?_highlight=variant');
    await expect(page.locator('article mark').first()).toHaveText(/variant/i);
    await expect.poll(markJsScripts).toHaveLength(1);
  });

  test('"/" opens search; arrow keys move through the results and Enter opens the chosen one', async ({page}) => {
    await open(page, '/material-ui/getting-started/installation/');
    await page.keyboard.press('/');
    await expect(searchInput(page)).toBeFocused();
    await searchInput(page).pressSequentially('button');
    await expect(suggestions(page).nth(1)).toBeVisible();
    await expect(suggestions(page).nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(suggestions(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/getting-started\/installation\/$/);
    await expect(page).toHaveURL(/\/material-ui\//);
  });

  test('Tab with results open moves on to the next control, without opening a result', async ({page}) => {
    await open(page, '/material-ui/getting-started/installation/');
    await page.keyboard.press('/');
    await searchInput(page).pressSequentially('button');
    await expect(suggestions(page).first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', {name: 'All products'})).toBeFocused();
    await expect(suggestions(page).first()).toBeHidden();
    await expect(page).toHaveURL(/\/material-ui\/getting-started\/installation\/$/);
  });

  test('Esc closes the results and returns focus to where it was before Ctrl+K', async ({page}) => {
    await open(page, '/material-ui/getting-started/installation/');
    const link = page.locator('article a').first();
    await link.focus();
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toBeFocused();
    await searchInput(page).pressSequentially('grid');
    await expect(suggestions(page).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(suggestions(page).first()).toBeHidden();
    await expect(link).toBeFocused();
  });

  test('tabbing on before the index has loaded: focus stays where the reader went', async ({page}) => {
    const INDEX = /\/search-index[\w-]*\.json$/;
    await page.route(INDEX, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await open(page, '/material-ui/getting-started/installation/');
    // Load the real search bar first (the pointer over the copy), so that focus reaches it directly.
    await searchInput(page).evaluate((input) => Object.assign(input, {isCopy: true}));
    await page.locator('.navbar__search:visible').hover();
    await expect.poll(() => searchInput(page).evaluate((input) => 'isCopy' in input)).toBe(false);
    const indexLoaded = page.waitForResponse(INDEX);
    await searchInput(page).focus();
    await page.keyboard.press('Tab');
    const next = page.getByRole('button', {name: 'All products'});
    await expect(next).toBeFocused();
    await indexLoaded;
    await page.waitForTimeout(300); // the search bar focuses its box right after the index arrives
    await expect(next).toBeFocused();
  });

  test('on a Joy UI page results are Joy UI pages, unless "All products" is chosen', async ({page}) => {
    const requested = trackIndexRequests(page);
    await open(page, '/joy-ui/getting-started/');
    await searchInput(page).click();
    await searchInput(page).pressSequentially('button');
    await expect(suggestions(page).first()).toBeVisible();
    // Only Joy UI's index was fetched, so every result is a Joy UI page; the first one proves it.
    // (The search worker fetches indexes: its request events may reach the test after the DOM.)
    await expect.poll(() => requested).toEqual(['joy-ui']);

    await page.getByRole('button', {name: 'All products'}).click();
    await expect(page).toHaveURL(/\/search\/\?q=button$/);
    // Results of both products (the list may still be growing: wait for each).
    await expect(page.locator('article a[href^="/material-ui/"]').first()).toBeVisible();
    await expect(page.locator('article a[href^="/joy-ui/"]').first()).toBeVisible();
    await expect.poll(() => requested).toContain('all');

    await page.goBack();
    await searchInput(page).click();
    await searchInput(page).fill('button');
    await expect(suggestions(page).first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/joy-ui\//);
  });

  for (const query of ['(', '[', '*', '\\', 'a*(b[c\\', 'x'.repeat(1000), '    ']) {
    test(`a query of ${JSON.stringify(query.length > 20 ? `${query.slice(0, 5)}… (${query.length} chars)` : query)} answers without errors`, async ({
      page,
    }) => {
      const errors = collectPageErrors(page);
      await open(page, '/material-ui/getting-started/');
      await searchInput(page).click();
      await searchInput(page).fill(query);
      if (query.trim() === '') {
        await expect(suggestions(page)).toHaveCount(0);
      } else {
        // Either results or the "no results" message. Some long queries take the index's fuzzy
        // matching about 2 s on this machine (more under CI load): the test is about errors, not speed.
        await expect(page.locator('.navbar__search [role="listbox"]')).toContainText(/\S/, {timeout: 20_000});
      }
      expect(errors).toEqual([]);
    });
  }

  test('the index holds page text, not code', () => {
    const buildDir = path.join(__dirname, '../build');
    const indexFile = fs.readdirSync(buildDir).find((file) => /^search-index-material-ui-[0-9a-f]+\.json$/.test(file));
    expect(indexFile).toBeDefined();
    const index = fs.readFileSync(path.join(buildDir, indexFile ?? ''), 'utf8');
    expect(index).toContain('Autocomplete');
    expect(index).not.toContain('export default function');
    // The installation command: in code blocks only (prose may name a shorter `npm install`).
    expect(index).not.toContain('npm install @mui/material @emotion/react @emotion/styled');
  });
});

test.describe('search page', () => {
  test('a direct visit with ?q= searches for it, in the product the address names', async ({page}) => {
    const errors = collectPageErrors(page);
    const indexes = trackIndexRequests(page);
    await open(page, '/search/?q=autocomplete&ctx=material-ui');
    await expect(page.getByRole('main').getByRole('heading', {level: 1})).toHaveText(
      'Search results for "autocomplete"',
    );
    await expect(page.getByRole('searchbox', {name: 'Search for'})).toHaveValue('autocomplete');
    await expect(page.getByRole('combobox', {name: 'Search in'})).toHaveValue('material-ui');
    await expect(page.getByRole('status')).toContainText(/\d+ documents? found/);
    await expect(
      page
        .getByRole('region', {name: 'Results'})
        .getByRole('link', {name: /Autocomplete/})
        .first(),
    ).toBeVisible();
    // The address keeps the query, so a reload shows the same results.
    await expect(page).toHaveURL(/\/search\/\?q=autocomplete&ctx=material-ui$/);
    expect(indexes).toEqual(['material-ui']);
    expect(errors).toEqual([]);
  });

  test('typing and choosing a scope update the address; junk in it falls back to every product', async ({page}) => {
    await open(page, '/search/?ctx=../../nowhere');
    const scope = page.getByRole('combobox', {name: 'Search in'});
    await expect(scope).toHaveValue('');
    await page.getByRole('searchbox', {name: 'Search for'}).fill('chip');
    await expect(page).toHaveURL(/[?&]q=chip/);
    await scope.selectOption({label: 'Joy UI'});
    await expect(page).toHaveURL(/[?&]ctx=joy-ui/);
    await expect(page.getByRole('region', {name: 'Results'}).getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/joy-ui\//,
    );
  });
});

test.describe('sidebar filter', () => {
  test('"swi" shows Switch under its heading and hides the rest; Esc restores the tree', async ({page}) => {
    await open(page, '/material-ui/react-button/');
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    const filter = page.getByRole('searchbox', {name: 'Filter pages by title'});
    await expect(sidebar.getByRole('link', {name: 'Button', exact: true})).toBeVisible();

    await filter.fill('swi');
    await expect(sidebar.getByRole('link', {name: 'Switch', exact: true})).toBeVisible();
    await expect(sidebar.locator('.mui-sidebar-subheader', {hasText: 'Inputs'})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Switch', exact: true}).locator('mark')).toHaveText('Swi');
    await expect(sidebar.getByRole('link', {name: 'Button', exact: true})).toHaveCount(0);
    await expect(sidebar.getByRole('link', {name: 'Installation', exact: true})).toHaveCount(0);

    await filter.press('Escape');
    await expect(filter).toHaveValue('');
    await expect(sidebar.getByRole('link', {name: 'Button', exact: true})).toBeVisible();
  });

  test('tolerates a typo, and Enter opens the first match', async ({page}) => {
    await open(page, '/material-ui/getting-started/');
    const filter = page.getByRole('searchbox', {name: 'Filter pages by title'});
    await filter.fill('swtich');
    await filter.press('Enter');
    await expect(page).toHaveURL(/\/material-ui\/react-switch\/$/);
  });

  test('says so when nothing matches', async ({page}) => {
    await open(page, '/joy-ui/getting-started/');
    await page.getByRole('searchbox', {name: 'Filter pages by title'}).fill('zzzz(');
    await expect(page.getByText('No page matches')).toBeVisible();
  });

  test("loads the filter's logic when the box is first focused, not with the page", async ({page}) => {
    // The title of an HTML sidebar item (a subheading) is read with this expression.
    const filterLogic = /\^\\s\*<span\[\^>\]\*>/;
    await open(page, '/material-ui/react-button/');
    await page.waitForLoadState('networkidle');
    expect(await scriptsWith(page, filterLogic)).toEqual([]);
    await page.getByRole('searchbox', {name: 'Filter pages by title'}).focus();
    await expect.poll(async () => (await scriptsWith(page, filterLogic)).length).toBe(1);
  });
});
