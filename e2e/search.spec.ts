import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {expect, test, type Page} from '@playwright/test';
import {serveBuild, type BuildServer} from '../scripts/bench/serveBuild';
import {auditAccessibility} from './support/axe';
import {collectPageErrors, waitForHydration} from './support/pageErrors';
import {scriptsWith} from './support/scripts';

const BUILD_DIR = path.join(__dirname, '../build');
// Visible: once loaded, the search bar is in the page, hidden, until it takes over from the idle box.
const searchInput = (page: Page) => page.locator('input.navbar__search-input:visible');
const suggestions = (page: Page) => page.locator('.navbar__search [role="option"]');
/** The list of results, or the message that stands in for it (searching, nothing found). */
const resultsOrMessage = (page: Page) => page.locator('.navbar__search :is([role="listbox"], [role="status"])');

/** Each option's title: its first line (the page's or section's title; the rest is the excerpt). */
function optionNames(page: Page): Promise<string[]> {
  return suggestions(page).evaluateAll((options) =>
    options.map((option) => (option.firstElementChild?.textContent ?? '').trim()),
  );
}

/** Moves to the option named `name` with the arrow keys (the first option starts selected) and opens it. */
async function chooseOption(page: Page, name: string): Promise<void> {
  const index = (await optionNames(page)).indexOf(name);
  expect(index, `an option named ${name}`).toBeGreaterThanOrEqual(0);
  for (let step = 0; step < index; step += 1) await searchInput(page).press('ArrowDown');
  await expect(suggestions(page).nth(index)).toHaveAttribute('aria-selected', 'true');
  await searchInput(page).press('Enter');
}

/** The paths of the search index files (Pagefind's, under /pagefind/) the page has requested so far. */
function trackIndexRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (pathname.startsWith('/pagefind/')) requested.push(pathname);
  });
  return requested;
}

async function open(page: Page, pathname: string): Promise<void> {
  await page.goto(pathname);
  await waitForHydration(page);
}

test.describe('full-text search', () => {
  test('Ctrl+K, "autocomplete", Enter opens the Autocomplete page with the word marked; the index loads on open', async ({
    page,
  }) => {
    const requested = trackIndexRequests(page);
    const errors = collectPageErrors(page);
    await open(page, '/material-ui/getting-started/');
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);

    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toBeFocused();
    await searchInput(page).pressSequentially('autocomplete');
    await expect.poll(() => optionNames(page)).toContain('Autocomplete');
    // The excerpt marks the word found.
    await expect(suggestions(page).first().locator('mark').first()).toHaveText(/autocomplete/i);
    await chooseOption(page, 'Autocomplete');
    await expect(page).toHaveURL(/\/material-ui\/react-autocomplete\/\?_highlight=autocomplete$/);
    // The opened page marks the searched word (mark.js loads for it: src/search/highlightWords.ts).
    await expect(page.locator('article mark').first()).toHaveText(/autocomplete/i);
    expect(requested).toContain('/pagefind/pagefind.js');
    expect(errors).toEqual([]);
  });

  test('the search box loads its code on first interest, and looks the same before and after', async ({page}) => {
    // The search bar's chunk names the index's script (src/search/pagefind.ts); no page script does.
    const isSearchBarCode = (body: string) => body.includes('pagefind/pagefind.js');
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
    await searchInput(page).evaluate((input) => Object.assign(input, {isIdleBox: true}));

    await box.hover();
    await expect.poll(() => searchInput(page).evaluate((input) => 'isIdleBox' in input)).toBe(false);
    expect(await markup()).toBe(before);
    expect(await box.boundingBox()).toEqual(bounds);
    expect((await Promise.all(scripts)).some(isSearchBarCode)).toBe(true);
  });

  test('a shortcut pressed before the page has started its scripts is kept, with what is typed next', async ({
    page,
  }) => {
    // Hold the page's scripts back until the reader has pressed Ctrl+K and typed.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/material-ui/getting-started/installation/', {waitUntil: 'commit'});
    await page.locator('input.navbar__search-input').waitFor();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('slider');
    await expect(page.locator('input.navbar__search-input')).toHaveValue('slider');
    release();
    await waitForHydration(page);
    await expect(searchInput(page)).toBeFocused();
    await expect(searchInput(page)).toHaveValue('slider');
    await expect(suggestions(page).first()).toContainText(/slider/i);
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
    await expect(searchInput(page)).toHaveAttribute(
      'aria-activedescendant',
      (await suggestions(page).nth(0).getAttribute('id'))!,
    );
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

  test('tabbing on before the search bar and index have loaded: focus stays where the reader went', async ({page}) => {
    await open(page, '/material-ui/getting-started/installation/');
    // From here on scripts (the search bar's chunk) and the index arrive late, as on a slow phone.
    await page.route(/(\/pagefind\/|\.js$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await searchInput(page).focus();
    await searchInput(page).pressSequentially('menu');
    await page.keyboard.press('Tab');
    const next = page.getByRole('button', {name: 'All products'});
    await expect(next).toBeFocused();
    await page.waitForResponse(/\/pagefind\//);
    await page.waitForLoadState('networkidle');
    await expect(next).toBeFocused();
    await expect(suggestions(page)).toHaveCount(0);
  });

  test('on a Joy UI page results are Joy UI pages, unless "All products" is chosen', async ({page}) => {
    await open(page, '/joy-ui/getting-started/');
    await searchInput(page).click();
    await searchInput(page).pressSequentially('button');
    await expect(suggestions(page).first()).toBeVisible();
    // Results of other products name their product; none does here.
    await expect(suggestions(page).first()).not.toContainText('Material UI');

    await page.getByRole('button', {name: 'All products'}).click();
    await expect(page).toHaveURL(/\/search\/\?q=button$/);
    // Results of both products.
    await expect(page.locator('article a[href^="/material-ui/"]').first()).toBeVisible();
    await expect(page.locator('article a[href^="/joy-ui/"]').first()).toBeVisible();

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
        await expect(resultsOrMessage(page)).toHaveCount(0);
      } else {
        // Results, or a message: never nothing, never an error; and the search ends.
        await expect(resultsOrMessage(page).first()).toContainText(/\S/);
        await expect(page.locator('.navbar__search [role="status"]', {hasText: 'Searching'})).toHaveCount(0, {
          timeout: 20_000,
        });
      }
      expect(errors).toEqual([]);
    });
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`with results open, in ${colorScheme} mode, axe finds nothing in the box`, async ({page}) => {
      await page.emulateMedia({colorScheme});
      await open(page, '/material-ui/getting-started/installation/');
      await page.keyboard.press('Control+k');
      await searchInput(page).fill('button');
      await expect(suggestions(page).first()).toBeVisible();
      await page.keyboard.press('ArrowDown');
      const {violations} = await auditAccessibility(page, '/material-ui/getting-started/installation/');
      expect(violations).toEqual([]);
    });
  }

  test('the index holds page text, not code', () => {
    const fragmentDir = path.join(BUILD_DIR, 'pagefind/fragment');
    // Pagefind's fragments: gzip, then a `pagefind_dcd` signature before the JSON of one page.
    const fragments = fs
      .readdirSync(fragmentDir)
      .map((file) => zlib.gunzipSync(fs.readFileSync(path.join(fragmentDir, file))).toString('utf8'));
    const pages = fragments.map((text) => JSON.parse(text.slice(text.indexOf('{'))) as {url: string; content: string});
    const autocomplete = pages.find((entry) => entry.url === '/material-ui/react-autocomplete/');
    expect(autocomplete?.content).toContain('Autocomplete');
    const installation = pages.find((entry) => entry.url === '/material-ui/getting-started/installation/');
    expect(installation?.content).toContain('Emotion');
    for (const entry of pages) {
      expect(entry.content).not.toContain('export default function');
      // The installation command: in code blocks only (prose may name a shorter `npm install`).
      expect(entry.content).not.toContain('npm install @mui/material @emotion/react @emotion/styled');
    }
  });
});

test.describe('search on a production host (gzip)', () => {
  let server: BuildServer;
  test.beforeAll(async () => {
    server = await serveBuild(Number(process.env.E2E_SEARCH_PORT ?? 4179));
  });
  test.afterAll(() => server.close());

  /**
   * Bytes the search received from the network (compressed bodies and headers), per request, since
   * the last `take()`: the index's files and the search bar's code (the script that names the
   * index's), not what the page prefetches meanwhile for its links.
   */
  function trackBytes(page: Page): {take: () => Promise<{kb: number; requests: string[]}>} {
    let sizes: Promise<[string, number]>[] = [];
    page.on('requestfinished', (request) => {
      const {pathname} = new URL(request.url());
      const isSearch = pathname.startsWith('/pagefind/')
        ? Promise.resolve(true)
        : request
            .response()
            .then(async (response) => (await response?.text())?.includes('pagefind/pagefind.js') ?? false);
      sizes.push(
        Promise.all([isSearch, request.sizes()]).then(
          ([search, size]): [string, number] => [
            pathname,
            search ? size.responseBodySize + size.responseHeadersSize : 0,
          ],
          // A request still in flight when the test ends (a link prefetched on the last page) has no
          // body to read any more; the figures taken before it stand.
          (): [string, number] => [pathname, 0],
        ),
      );
    });
    return {
      take: async () => {
        const taken = await Promise.all(sizes);
        sizes = [];
        return {
          kb: taken.reduce((sum, [, size]) => sum + size, 0) / 1024,
          requests: taken.filter(([, size]) => size > 0).map(([url, size]) => `${(size / 1024).toFixed(1)} KB ${url}`),
        };
      },
    };
  }

  test('the first query on a Material UI page downloads at most 150 KB, and finds Button and the disableRipple prop', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto(`${server.origin}/material-ui/getting-started/installation/`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const bytes = trackBytes(page);
    await bytes.take(); // what the page itself loaded is not the search's

    // Everything from here on is the search's: its code, Pagefind's script and wasm, index and excerpts.
    // Typed in one go: a slow typist's intermediate words ("bu", "butt") may fetch more of the index.
    await page.keyboard.press('Control+k');
    await searchInput(page).fill('button');
    // The page the word names comes first.
    await expect.poll(async () => (await optionNames(page))[0]).toBe('Button');
    await page.waitForLoadState('networkidle');
    const first = await bytes.take();
    console.log(`first query: ${first.kb.toFixed(1)} KB`);
    expect(first.kb, first.requests.join('\n')).toBeLessThanOrEqual(150);

    // A prop's name alone: the API pages that list it, the Button API among them, each with the prop's row.
    await searchInput(page).fill('disableRipple');
    await expect.poll(() => optionNames(page)).toContain('Button API');
    await page.waitForLoadState('networkidle');
    const next = await bytes.take();
    console.log(`next query: ${next.kb.toFixed(1)} KB`);
    expect(next.kb, next.requests.join('\n')).toBeLessThanOrEqual(100);
    const names = await optionNames(page);
    expect(names[names.indexOf('Button API') + 1]).toBe('disableRipple prop');
    for (let step = 0; step <= names.indexOf('Button API'); step += 1) await searchInput(page).press('ArrowDown');
    await searchInput(page).press('Enter');
    await expect(page).toHaveURL(/\/material-ui\/api\/button\/\?_highlight=disableRipple#prop-disableRipple$/);
    await expect(page.locator('tr#prop-disableRipple')).toBeInViewport();
    expect(errors).toEqual([]);
  });
});

test.describe('search page', () => {
  test('a direct visit with ?q= searches for it, in the product the address names', async ({page}) => {
    const errors = collectPageErrors(page);
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
    expect((await auditAccessibility(page, '/search/')).violations).toEqual([]);
    // Material UI's pages only: every result links into it.
    const links = page.getByRole('region', {name: 'Results'}).locator('h2 a');
    await expect(links.first()).toBeVisible();
    for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))) {
      expect(href).toMatch(/^\/material-ui\//);
    }
    expect(errors).toEqual([]);
  });

  test('a component and a prop name find the API page with a link to the prop row', async ({page}) => {
    await open(page, '/search/?q=button+disableRipple&ctx=material-ui');
    const results = page.getByRole('region', {name: 'Results'});
    const buttonApi = results.locator('article', {has: page.getByRole('link', {name: 'Button API', exact: true})});
    await expect(buttonApi.getByRole('link', {name: 'disableRipple prop'})).toHaveAttribute(
      'href',
      '/material-ui/api/button/?_highlight=button&_highlight=disableRipple#prop-disableRipple',
    );
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
