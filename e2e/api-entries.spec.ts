// Every API entry of the reference site maps is a page of the build, with the anchor it names
// (e2e/fixtures/site-map-api-entries.json lists them).
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';

const BUILD_DIR = path.join(__dirname, '../build');
const siteMap = JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures/site-map-api-entries.json'), 'utf8')) as {
  entries: Record<string, string[]>;
};

/** Entries of the site map that the installed packages do not have, with the reason. */
const NOT_IN_INSTALLED_PACKAGES: Readonly<Record<string, string>> = {
  '/x/api/data-grid/computed-columns-panel-trigger':
    '@mui/x-data-grid-premium 8.29.3 exports no ComputedColumnsPanelTrigger',
  '/x/api/data-grid/grid-filter-panel-base': '@mui/x-data-grid 8.29.3 exports no GridFilterPanelBase',
};

/** The static HTML of a pathname, or undefined when the build has no such page. */
function pageHtml(pathname: string): string | undefined {
  const file = path.join(BUILD_DIR, pathname, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}

/** Whether the (minified) HTML has an element with this id, its attribute quoted or not. */
function hasId(html: string, id: string): boolean {
  return html.includes(`id="${id}"`) || new RegExp(`\\sid=${id}[\\s>]`).test(html);
}

for (const [product, entries] of Object.entries(siteMap.entries)) {
  test(`every ${product} API entry of the site map is in the build`, () => {
    const missing = entries
      .filter((entry) => !NOT_IN_INSTALLED_PACKAGES[entry])
      .flatMap((entry) => {
        const [pathname = '', anchor] = entry.split('#');
        const html = pageHtml(pathname);
        if (html === undefined) return [`${entry}: no page`];
        return anchor && !hasId(html, anchor) ? [`${entry}: no #${anchor} on the page`] : [];
      });
    expect(entries.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
}

test('the site-map entries left out are still absent from the installed packages', () => {
  // When an upgrade brings one of them, its page gets generated and the exemption must go.
  for (const entry of Object.keys(NOT_IN_INSTALLED_PACKAGES)) expect(pageHtml(entry), entry).toBeUndefined();
});
