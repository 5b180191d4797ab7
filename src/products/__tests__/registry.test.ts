import fs from 'node:fs';
import path from 'node:path';
import {DOCS_INSTANCES} from '../docsInstances';
import {getProductInfo} from '../getProductInfo';
import {
  ALL_VERSIONS_HREF,
  DOCS_INFRA_PRODUCT,
  DOCS_PRODUCT,
  getProduct,
  getVersionMenu,
  PRODUCTS,
  productForPage,
} from '../registry';

const staticDir = path.join(__dirname, '../../../static');

function currentVersion(productId: Parameters<typeof getProduct>[0]): string | undefined {
  return getProduct(productId).versions.find((version) => version.current)?.text;
}

describe('product registry', () => {
  it('has the current versions of the design document', () => {
    expect(currentVersion('material-ui')).toBe('v7.0.0');
    expect(currentVersion('system')).toBe('v7.0.0');
    expect(currentVersion('joy-ui')).toBe('v5.0.0-beta.49');
    expect(currentVersion('base-ui')).toBe('v7.0.0-beta.4');
  });

  it.each(['material-ui', 'system'] as const)('links v6, v5 and v4 of %s', (productId) => {
    const older = getProduct(productId).versions.filter((version) => !version.current);
    expect(older.map((version) => version.text)).toEqual(['v6', 'v5', 'v4']);
    // Material UI v6 is in this site (archivedVersions.ts); the others are sites of their own.
    const [v6, ...rest] = older;
    expect(v6?.href).toBe(
      productId === 'material-ui' ? '/material-ui/6.x/getting-started/' : 'https://v6.mui.com/system/getting-started/',
    );
    for (const version of rest) {
      expect(version.href).toMatch(/^https:\/\/v[45]\.mui\.com\//);
    }
  });

  it('makes the archived version current on its own pages, and only there', () => {
    const material = getProduct('material-ui');
    const current = (pathname: string) =>
      productForPage(material, pathname)
        .versions.filter((version) => version.current)
        .map((version) => version.text);
    expect(current('/material-ui/6.x/react-button/')).toEqual(['v6']);
    expect(current('/material-ui/react-button/')).toEqual(['v7.0.0']);
    expect(productForPage(material, '/material-ui/react-button/')).toBe(material);
    expect(productForPage(getProduct('system'), '/material-ui/6.x/react-button/')).toBe(getProduct('system'));
  });

  it('gives every product exactly one current version, linked to its own docs', () => {
    for (const product of PRODUCTS) {
      const current = product.versions.filter((version) => version.current);
      expect(current).toHaveLength(1);
      expect(getProductInfo(current[0]?.href ?? '').productId).toBe(product.id);
    }
  });

  it('ends every version menu with "View all versions"', () => {
    for (const product of PRODUCTS) {
      expect(getVersionMenu(product).at(-1)).toEqual({
        text: 'View all versions',
        href: ALL_VERSIONS_HREF,
        current: false,
      });
    }
  });

  it('has a logo file in static/ for every product', () => {
    for (const product of [...PRODUCTS, DOCS_PRODUCT, DOCS_INFRA_PRODUCT]) {
      const file = path.join(staticDir, product.logo);
      expect(fs.readFileSync(file, 'utf8')).toMatch(/^<svg /);
    }
  });

  it('maps the entry page of every product back to that product', () => {
    for (const product of [...PRODUCTS, DOCS_INFRA_PRODUCT]) {
      expect(getProduct(getProductInfo(product.href).productId)).toBe(product);
    }
  });

  it('falls back to the family entry for ids without one of their own', () => {
    expect(getProduct('x-charts').name).toBe('MUI X');
    expect(getProduct('x').name).toBe('MUI X');
    expect(getProduct('docs')).toBe(DOCS_PRODUCT);
  });

  it('names Toolpad Studio on its own pages, with its last release, but lists only Toolpad Core', () => {
    const studio = getProduct(getProductInfo('/toolpad/studio/concepts/queries/').productId);
    expect(studio.name).toBe('Toolpad Studio');
    expect(studio.versions).toEqual([{text: 'v0.13.0', href: '/toolpad/studio/getting-started/', current: true}]);
    expect(PRODUCTS.map((product) => product.id)).not.toContain('toolpad-studio');
  });

  it('declares the docs instances of the design document', () => {
    expect(DOCS_INSTANCES.map(({id, routeBasePath, path: docsPath}) => [id, routeBasePath, docsPath])).toEqual([
      ['material-ui', '/material-ui', 'docs/material-ui'],
      ['base-ui', '/base-ui', 'docs/base-ui'],
      ['joy-ui', '/joy-ui', 'docs/joy-ui'],
      ['system', '/system', 'docs/system'],
      ['x', '/x', 'docs/x'],
      ['toolpad', '/toolpad', 'docs/toolpad'],
      ['experiments', '/experiments/docs', 'docs/experiments'],
    ]);
  });
});
