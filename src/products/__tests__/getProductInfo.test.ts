import {getProductInfo} from '../getProductInfo';

describe('getProductInfo', () => {
  // One case per row of the identity table in the design document.
  it.each([
    ['/material-ui/getting-started/installation/', 'material-ui', 'core'],
    ['/joy-ui/getting-started/', 'joy-ui', 'core'],
    ['/base-ui/getting-started/quickstart/', 'base-ui', 'core'],
    ['/system/getting-started/', 'system', 'core'],
    ['/x/react-data-grid/', 'x-data-grid', 'x'],
    ['/x/react-data-grid/quickstart/', 'x-data-grid', 'x'],
    ['/x/react-date-pickers/base-concepts/', 'x-date-pickers', 'x'],
    ['/x/migration/migration-data-grid-v7/', 'x', 'x'],
    ['/x/', 'x', 'x'],
    ['/toolpad/studio/getting-started/', 'toolpad-studio', 'toolpad'],
    ['/toolpad/core/introduction/', 'toolpad-core', 'toolpad'],
    ['/toolpad/', 'toolpad-core', 'toolpad'],
    ['/docs/anything/', 'docs', 'docs'],
    ['/versions/', 'docs', 'docs'],
    ['/production-error/', 'docs', 'docs'],
    ['/experiments/docs/flags/beta/', 'docs-infra', 'docs'],
  ])('%s -> %s (%s)', (pathname, productId, productCategoryId) => {
    expect(getProductInfo(pathname)).toEqual({productId, productCategoryId});
  });

  it('does not depend on the trailing slash, query or hash', () => {
    expect(getProductInfo('/joy-ui/getting-started')).toEqual(getProductInfo('/joy-ui/getting-started/'));
    expect(getProductInfo('/x/react-data-grid?lang=en#columns')).toEqual({
      productId: 'x-data-grid',
      productCategoryId: 'x',
    });
  });

  it('only treats /experiments/docs/ as the docs-infra section', () => {
    expect(getProductInfo('/experiments/other/')).toEqual({productId: 'docs', productCategoryId: 'docs'});
  });

  it.each(['/', '', '/unknown-product/page/', '//', '/MATERIAL-UI/', '/x/react-/', '/%00/<script>/'])(
    'gives the docs identity to %j',
    (pathname) => {
      expect(getProductInfo(pathname)).toEqual(
        pathname.startsWith('/x/')
          ? {productId: 'x', productCategoryId: 'x'}
          : {productId: 'docs', productCategoryId: 'docs'},
      );
    },
  );
});
