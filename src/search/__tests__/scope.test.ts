import {getProductInfo} from '../../products/getProductInfo';
import {DOCS_INFRA_PRODUCT, getProduct, PRODUCTS} from '../../products/registry';
import {
  currentVersionOf,
  LOCAL_SEARCH_CONTEXTS,
  SEARCH_SCOPES,
  searchContextOf,
  searchFiltersOf,
  versionSearched,
} from '../scope';

describe('searchContextOf', () => {
  it('has one context per docs instance, by its route', () => {
    expect(LOCAL_SEARCH_CONTEXTS).toEqual([
      'material-ui',
      'base-ui',
      'joy-ui',
      'system',
      'x',
      'toolpad',
      'experiments/docs',
    ]);
  });

  it('finds the product index of a page, none elsewhere', () => {
    expect(searchContextOf('/joy-ui/react-button/')).toBe('joy-ui');
    expect(searchContextOf('/experiments/docs/flags/')).toBe('experiments/docs');
    expect(searchContextOf('/joy-ui-fake/')).toBeUndefined();
    expect(searchContextOf('/versions/')).toBeUndefined();
  });
});

describe('currentVersionOf', () => {
  it('gives the text of the version marked current', () => {
    const material = getProduct('material-ui');
    const current = material.versions.filter((entry) => entry.current);
    expect(current).toHaveLength(1);
    expect(currentVersionOf(material)).toBe(current[0]?.text);
    expect(currentVersionOf(material)).toBe('v7.0.0');
  });

  it('gives nothing for a product without versions', () => {
    expect(DOCS_INFRA_PRODUCT.versions).toEqual([]);
    expect(currentVersionOf(DOCS_INFRA_PRODUCT)).toBeUndefined();
  });
});

describe('searchFiltersOf', () => {
  it('searches the product and current version of a product page', () => {
    expect(searchFiltersOf('/material-ui/react-button/')).toEqual({product: 'material-ui', version: 'v7.0.0'});
    expect(searchFiltersOf('/material-ui')).toEqual({product: 'material-ui', version: 'v7.0.0'});
  });

  it('searches the archived version a page belongs to', () => {
    expect(searchFiltersOf('/material-ui/6.x/react-button/')).toEqual({product: 'material-ui', version: 'v6'});
  });

  it('follows the product of the page, as the shell names it', () => {
    for (const pathname of ['/joy-ui/react-chip/', '/x/react-data-grid/editing/', '/toolpad/studio/getting-started/']) {
      const {productId} = getProductInfo(pathname);
      expect(searchFiltersOf(pathname)).toEqual({product: productId, version: currentVersionOf(getProduct(productId))});
    }
    expect(searchFiltersOf('/experiments/docs/flags/')).toEqual({product: 'docs-infra', version: undefined});
  });

  it('searches every page from pages off the products’ docs', () => {
    for (const pathname of ['/', '/versions/', '/search/', '/material-uix/', '/experiments/']) {
      expect(searchFiltersOf(pathname)).toEqual({});
    }
  });
});

describe('SEARCH_SCOPES', () => {
  it('offers the listed products, Toolpad Studio and the docs infrastructure, by id and name', () => {
    const ids = SEARCH_SCOPES.map((scope) => scope.id);
    expect(ids).toEqual(expect.arrayContaining(['material-ui', 'joy-ui', 'toolpad-studio', 'docs-infra']));
    expect(ids).toEqual([...PRODUCTS.map((product) => product.id), 'toolpad-studio', 'docs-infra']);
    expect(new Set(ids).size).toBe(ids.length);
    for (const scope of SEARCH_SCOPES) expect(scope.name).toBe(getProduct(scope.id).name);
  });

  it('does not offer the site shell as a scope', () => {
    expect(SEARCH_SCOPES.map((scope) => scope.id)).not.toContain('docs');
  });
});

describe('versionSearched', () => {
  it('searches a version the product has in this site, else its current one', () => {
    const material = getProduct('material-ui');
    expect(versionSearched(material, 'v6')).toBe('v6');
    expect(versionSearched(material, '')).toBe('v7.0.0');
    // v5 is a site of its own; junk is no version.
    expect(versionSearched(material, 'v5')).toBe('v7.0.0');
    expect(versionSearched(material, '<script>')).toBe('v7.0.0');
    expect(versionSearched(getProduct('joy-ui'), 'v6')).toBe('v5.0.0-beta.49');
  });
});
