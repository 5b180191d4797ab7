import {getProduct, productForPage} from '../../../products/registry';
import {archivedPageHref} from '../archivedPages';
import {MISSING_IN_V5, V4_PATHS} from '../archivedPaths';
import {getVersionMenuItems} from '../versionMenuItems';

const targets = (pathname?: string, withArchives = true) =>
  getVersionMenuItems(getProduct('material-ui'), pathname, withArchives ? archivedPageHref : undefined)
    .slice(1)
    .map((item) => [item.label, item.href ?? item.to]);

describe('getVersionMenuItems', () => {
  it('ticks the current Material UI version and links v6, v5, v4 and all versions', () => {
    const items = getVersionMenuItems(getProduct('material-ui'));
    expect(items[0]).toMatchObject({to: '/material-ui/getting-started/', 'aria-current': 'true'});
    expect(items[0]?.html).toContain('✓');
    expect(items[0]?.html).toContain('v7.0.0');
    expect(targets(undefined, false)).toEqual([
      ['v6', '/material-ui/6.x/getting-started/'],
      ['v5', 'https://v5.mui.com/material-ui/getting-started/'],
      ['v4', 'https://v4.mui.com/'],
      ['View all versions', '/versions/'],
    ]);
  });

  it('keeps the current version on the page being read', () => {
    const items = getVersionMenuItems(getProduct('material-ui'), '/material-ui/react-button/');
    expect(items[0]?.to).toBe('/material-ui/react-button/');
  });

  it('leads each archived version to the same page once the page list has loaded', () => {
    expect(targets('/material-ui/react-button/')).toEqual([
      ['v6', '/material-ui/6.x/react-button/'],
      ['v5', 'https://v5.mui.com/material-ui/react-button/'],
      ['v4', 'https://v4.mui.com/components/buttons/'],
      ['View all versions', '/versions/'],
    ]);
    // Before it has loaded (first render, no JavaScript), the archived sites' entry pages; v6 is
    // in this site, and its page is known at once.
    expect(targets('/material-ui/react-button/', false).slice(0, 2)).toEqual([
      ['v6', '/material-ui/6.x/react-button/'],
      ['v5', 'https://v5.mui.com/material-ui/getting-started/'],
    ]);
  });

  it("falls back to a version's entry page for a page it does not have", () => {
    expect(targets('/material-ui/migration/upgrade-to-v7/')).toEqual([
      ['v6', '/material-ui/6.x/getting-started/'],
      ['v5', 'https://v5.mui.com/material-ui/getting-started/'],
      ['v4', 'https://v4.mui.com/'],
      ['View all versions', '/versions/'],
    ]);
    // v6 names the legacy grid Grid; v5 had only the legacy grid, at this path.
    expect(targets('/material-ui/react-grid-legacy/').slice(0, 3)).toEqual([
      ['v6', '/material-ui/6.x/react-grid/'],
      ['v5', 'https://v5.mui.com/material-ui/getting-started/'],
      ['v4', 'https://v4.mui.com/components/grid/'],
    ]);
  });

  it('ticks v6 on a v6 page and leads the others to the same page', () => {
    const pathname = '/material-ui/6.x/react-grid2/';
    const items = getVersionMenuItems(productForPage(getProduct('material-ui'), pathname), pathname, archivedPageHref);
    expect(items.map((item) => [item.label ?? item.html, item.href ?? item.to])).toEqual([
      ['v7.0.0', '/material-ui/react-grid/'],
      [expect.stringContaining('v6'), pathname],
      // v5 has its grid at v7's path of Grid.
      ['v5', 'https://v5.mui.com/material-ui/react-grid/'],
      ['v4', 'https://v4.mui.com/components/grid/'],
      ['View all versions', '/versions/'],
    ]);
    expect(items[1]?.['aria-current']).toBe('true');
  });

  it('maps MUI System pages on its own archived sites', () => {
    const items = getVersionMenuItems(getProduct('system'), '/system/getting-started/support/', archivedPageHref);
    expect(items.slice(1, 3).map((item) => item.href)).toEqual([
      'https://v6.mui.com/system/getting-started/support/',
      'https://v5.mui.com/system/getting-started/',
    ]);
  });

  it("shows only the product's own versions", () => {
    const items = getVersionMenuItems(getProduct('joy-ui'), '/joy-ui/react-button/', archivedPageHref);
    expect(items).toHaveLength(2);
    expect(items[0]?.html).toContain('v5.0.0-beta.49');
    expect(items[0]?.to).toBe('/joy-ui/react-button/');
    expect(items[1]).toEqual({to: '/versions/', label: 'View all versions'});
  });
});

describe('archivedPageHref', () => {
  it('ignores a hash, a query and a missing trailing slash', () => {
    const entry = 'https://v6.mui.com/material-ui/getting-started/';
    expect(archivedPageHref(entry, '/material-ui/react-select#grouping')).toBe(
      'https://v6.mui.com/material-ui/react-select/',
    );
    expect(archivedPageHref(entry, '/material-ui/api/button/?tab=props')).toBe(
      'https://v6.mui.com/material-ui/api/button/',
    );
  });

  it('keeps the entry for pages outside Material UI and System, and for sites it does not know', () => {
    expect(archivedPageHref('https://v6.mui.com/material-ui/getting-started/', '/joy-ui/react-button/')).toBe(
      'https://v6.mui.com/material-ui/getting-started/',
    );
    expect(archivedPageHref('https://v3.mui.com/', '/material-ui/react-button/')).toBe('https://v3.mui.com/');
    expect(archivedPageHref('not a url', '/material-ui/react-button/')).toBe('not a url');
  });

  it('has sorted lists of paths in the shape the menu expects', () => {
    for (const list of [MISSING_IN_V5]) {
      expect([...list].sort()).toEqual(list);
      expect(list.every((page) => /^\/(material-ui|system)\/[a-z0-9/-]+[a-z0-9]$/.test(page))).toBe(true);
    }
    for (const [page, v4] of Object.entries(V4_PATHS)) {
      expect(page).toMatch(/^\/(material-ui|system)\/[a-z0-9/-]+[a-z0-9]$/);
      expect(v4).toMatch(/^\/[a-z0-9/-]+[a-z0-9]$/);
    }
  });
});
