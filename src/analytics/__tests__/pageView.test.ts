import {buildPageView, isNewPage} from '../pageView';

describe('buildPageView', () => {
  it('reports the title, the full URL and the product of the page', () => {
    expect(
      buildPageView({
        title: 'Quickstart | MUI Docs',
        href: 'https://mui-docs.example.com/x/react-data-grid/quickstart/?lang=en',
        pathname: '/x/react-data-grid/quickstart/',
      }),
    ).toEqual({
      page_title: 'Quickstart | MUI Docs',
      page_location: 'https://mui-docs.example.com/x/react-data-grid/quickstart/?lang=en',
      productId: 'x-data-grid',
      productCategoryId: 'x',
    });
  });

  it.each([
    ['/x/react-data-grid/', 'x-data-grid', 'x'],
    ['/material-ui/getting-started/installation/', 'material-ui', 'core'],
    ['/toolpad/studio/', 'toolpad-studio', 'toolpad'],
    ['/', 'docs', 'docs'],
  ])('names the product of %s', (pathname, productId, productCategoryId) => {
    expect(buildPageView({title: 't', href: `https://example.com${pathname}`, pathname})).toMatchObject({
      productId,
      productCategoryId,
    });
  });
});

describe('isNewPage', () => {
  const page = {pathname: '/material-ui/getting-started/', search: '', hash: ''};

  it('counts the first render', () => {
    expect(isNewPage(page, null)).toBe(true);
  });

  it('counts a change of path or query', () => {
    expect(isNewPage({...page, pathname: '/material-ui/getting-started/installation/'}, page)).toBe(true);
    expect(isNewPage({...page, search: '?lang=en'}, page)).toBe(true);
  });

  it('does not count a hash change (a table-of-contents link) or the same location', () => {
    const withHash = {...page, hash: '#installation'};
    expect(isNewPage(withHash, page)).toBe(false);
    expect(isNewPage(page, page)).toBe(false);
  });
});
