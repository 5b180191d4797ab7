import type {SearchHit} from '../results';
import {SEARCH_SCOPES} from '../scope';
import {readSearchPageQuery} from '../searchPageQuery';
import {moveActive, searchPageUrl, toOptions} from '../searchOptions';

const SCOPE_IDS = SEARCH_SCOPES.map((scope) => scope.id);

const BUTTON: SearchHit = {
  url: '/material-ui/react-button/',
  title: 'Button',
  excerpt: 'A <mark>button</mark>',
  product: 'material-ui',
  sections: [
    {url: '/material-ui/react-button/#prop-color', title: 'color prop', excerpt: ''},
    {url: '/material-ui/react-button/#sizes', title: 'Sizes', excerpt: 'Small <mark>button</mark>'},
  ],
};
const CHIP: SearchHit = {url: '/joy-ui/react-chip/', title: 'Chip', excerpt: 'chip', sections: []};

describe('searchPageUrl', () => {
  it('leads to the search page under the base URL, with the trimmed words and the product, which the page reads back', () => {
    const url = searchPageUrl('/docs/', '  data grid ', 'material-ui');
    const [path, search] = url.split('?');
    expect(path).toBe('/docs/search/');
    expect(readSearchPageQuery(search ?? '', SCOPE_IDS)).toEqual({
      query: 'data grid',
      scope: 'material-ui',
      version: '',
    });
    // From an archived version's page, its version too.
    const v6 = searchPageUrl('/', 'chip', 'material-ui', 'v6').split('?')[1] ?? '';
    expect(readSearchPageQuery(v6, SCOPE_IDS)).toEqual({query: 'chip', scope: 'material-ui', version: 'v6'});
  });

  it('leaves the scope out without a product, and escapes the words', () => {
    const url = new URL(searchPageUrl('/', 'a&ctx=joy-ui #x'), 'https://mui.com');
    expect(url.pathname).toBe('/search/');
    expect(url.hash).toBe('');
    expect([...url.searchParams]).toEqual([['q', 'a&ctx=joy-ui #x']]);
  });
});

describe('toOptions', () => {
  it('lists each page, then its sections, then "See all results"', () => {
    const options = toOptions([BUTTON, CHIP], '/search/?q=button');
    expect(options).toEqual([
      {kind: 'page', url: BUTTON.url, title: BUTTON.title, excerpt: BUTTON.excerpt, product: BUTTON.product},
      ...BUTTON.sections.map((section) => ({kind: 'section', ...section})),
      {kind: 'page', url: CHIP.url, title: CHIP.title, excerpt: CHIP.excerpt, product: undefined},
      {kind: 'all', url: '/search/?q=button'},
    ]);
  });

  it('offers nothing, not even "See all results", when nothing was found', () => {
    expect(toOptions([], '/search/?q=zzz')).toEqual([]);
  });
});

describe('moveActive', () => {
  it('moves down and up through the options, wrapping around at both ends', () => {
    expect(moveActive(0, 3, 'ArrowDown')).toBe(1);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(1, 3, 'ArrowUp')).toBe(0);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
  });

  it('stays for other keys, and at the first option when there is none', () => {
    expect(moveActive(2, 3, 'Enter')).toBe(2);
    expect(moveActive(0, 0, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 0, 'ArrowUp')).toBe(0);
  });
});
