import {getProductInfo} from '@site/src/products/getProductInfo';
import {getProduct} from '@site/src/products/registry';
import {getProductStatusNotice, preReleaseKind} from '../productStatus';

const productOf = (pathname: string) => getProduct(getProductInfo(pathname).productId);

describe('getProductStatusNotice', () => {
  it('tells Toolpad Studio readers that MUI no longer develops it and points to Toolpad Core', () => {
    const notice = getProductStatusNotice(productOf('/toolpad/studio/getting-started/'));
    expect(notice?.text).toContain('MUI no longer develops Toolpad Studio');
    expect(notice?.link).toEqual({label: 'Toolpad Core', href: '/toolpad/core/introduction/'});
  });

  it('says which pre-release the Base UI and Joy UI betas and Toolpad Core 0.x pages describe', () => {
    expect(getProductStatusNotice(productOf('/joy-ui/react-button/'))?.text).toContain(
      'These pages describe Joy UI 5.0.0-beta.49, a beta release:',
    );
    expect(getProductStatusNotice(productOf('/base-ui/react-button/'))?.text).toContain(
      'These pages describe Base UI 7.0.0-beta.4, a beta release:',
    );
    expect(getProductStatusNotice(productOf('/toolpad/core/introduction/'))?.text).toContain(
      'These pages describe Toolpad Core 0.16.0, a pre-1.0 release:',
    );
  });

  it('tells v6 readers which version they read and links the same page in v7', () => {
    const onPage = (pathname: string) => getProductStatusNotice(productOf(pathname), pathname);
    expect(onPage('/material-ui/6.x/react-grid2/')).toEqual({
      text: expect.stringContaining('documentation of Material UI v6'),
      link: {label: 'read this page in v7', href: '/material-ui/react-grid/'},
    });
    expect(onPage('/material-ui/6.x/react-button/#sizes')?.link?.href).toBe('/material-ui/react-button/');
    expect(onPage('/material-ui/react-button/')).toBeUndefined();
  });

  it('shows nothing on the pages of stable products', () => {
    for (const pathname of ['/material-ui/react-button/', '/system/getting-started/', '/x/react-data-grid/', '/']) {
      expect(getProductStatusNotice(productOf(pathname))).toBeUndefined();
    }
  });
});

describe('preReleaseKind', () => {
  it.each([
    ['v5.0.0-beta.49', 'beta'],
    ['7.0.0-beta.4', 'beta'],
    ['v8.0.0-alpha.1', 'alpha'],
    ['v6.0.0-rc.0', 'rc'],
    ['v0.16.0', 'pre-1.0'],
    ['v7.0.0', undefined],
    ['v8.29.3', undefined],
    ['v6', undefined],
    ['next', undefined],
  ])('%s -> %s', (text, kind) => {
    expect(preReleaseKind(text)).toBe(kind);
  });
});
