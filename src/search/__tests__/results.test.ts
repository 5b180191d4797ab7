import {highlightWords} from '../highlightWords';
import {
  MAX_SECTIONS,
  propRowSections,
  queryWords,
  safeExcerpt,
  toSearchHit,
  withHighlight,
  type PagefindAnchor,
  type PagefindResultData,
} from '../results';

const PAGE = '/material-ui/react-button/';

/** A result of the Button page, as Pagefind gives it, with `overrides`. */
function result(overrides: Partial<PagefindResultData> = {}): PagefindResultData {
  return {url: PAGE, excerpt: 'A <mark>button</mark>', meta: {title: 'Button'}, ...overrides};
}

/** Anchors of an API page: a heading, two prop rows and a closing heading, out of page order. */
const ANCHORS: PagefindAnchor[] = [
  {element: 'h2', id: 'css', location: 40},
  {element: 'tr', id: 'prop-color', location: 20},
  {element: 'h2', id: 'props', location: 0},
  {element: 'tr', id: 'prop-disableRipple', location: 10},
];

describe('safeExcerpt', () => {
  it('keeps the marks around the found words', () => {
    const html = 'Use the <mark>Button</mark> for <mark>actions</mark>.';
    expect(safeExcerpt(html)).toBe(html);
  });

  it('drops every other tag, keeping its text', () => {
    expect(safeExcerpt('<b>bold</b> <mark>hit</mark><img src=x onerror="alert(1)"><script>run()</script>')).toBe(
      'bold <mark>hit</mark>run()',
    );
    // A mark with attributes is another tag; the closing tag left alone closes nothing.
    expect(safeExcerpt('<mark onmouseover="run()">hit</mark> <marker>m</marker>')).toBe('hit</mark> m');
  });
});

describe('propRowSections', () => {
  it('lists the prop rows that hold a found word, each with its address and name', () => {
    expect(propRowSections(result({anchors: ANCHORS, locations: [12, 45]}), 'disableRipple')).toEqual([
      {url: `${PAGE}#prop-disableRipple`, title: 'disableRipple prop', excerpt: ''},
    ]);
    expect(propRowSections(result({anchors: ANCHORS, locations: [10, 20]}), 'disab COLOR').map((s) => s.url)).toEqual([
      `${PAGE}#prop-disableRipple`,
      `${PAGE}#prop-color`,
    ]);
  });

  it('ends a row at the next anchor, and the last one at the end of the page', () => {
    const rows = ANCHORS.filter((anchor) => anchor.element === 'tr');
    const lastRow = rows.reduce((a, b) => (a.location > b.location ? a : b));
    expect(propRowSections(result({anchors: ANCHORS, locations: [39]}), 'col disable').map((s) => s.url)).toEqual([
      `${PAGE}#${lastRow.id}`,
    ]);
    expect(propRowSections(result({anchors: rows, locations: [10_000]}), 'col disable').map((s) => s.url)).toEqual([
      `${PAGE}#${lastRow.id}`,
    ]);
  });

  it('ignores headings, other rows, pages without anchors and words outside any row', () => {
    const anchors: PagefindAnchor[] = [
      {element: 'h3', id: 'prop-heading', location: 0},
      {element: 'tr', id: 'slot-root', location: 10},
    ];
    expect(propRowSections(result({anchors, locations: [1, 11]}), 'prop heading root')).toEqual([]);
    expect(propRowSections(result({locations: [1]}), 'color')).toEqual([]);
    expect(propRowSections(result({anchors: ANCHORS, locations: [1, 41]}), 'col disable')).toEqual([]);
    expect(propRowSections(result({anchors: ANCHORS}), 'colo')).toEqual([]);
  });

  it('lists the row of a prop named in full, found word or not', () => {
    expect(propRowSections(result({anchors: ANCHORS, locations: [1, 41]}), 'button DISABLERIPPLE')).toEqual([
      {url: `${PAGE}#prop-disableRipple`, title: 'disableRipple prop', excerpt: ''},
    ]);
  });

  it('leaves out the rows of props the query does not name, though they hold a found word', () => {
    // "button disableRipple": the word "button" is in the color row's description.
    expect(propRowSections(result({anchors: ANCHORS, locations: [12, 22]}), 'button disableRipple')).toEqual([
      {url: `${PAGE}#prop-disableRipple`, title: 'disableRipple prop', excerpt: ''},
    ]);
    expect(propRowSections(result({anchors: ANCHORS, locations: [12, 22]}), 'button')).toEqual([]);
  });

  it('addresses the row on the page, whatever hash the result carries', () => {
    const [section] = propRowSections(result({url: `${PAGE}#api`, anchors: ANCHORS, locations: [10]}), 'disableRipple');
    expect(section?.url).toBe(`${PAGE}#prop-disableRipple`);
  });
});

describe('toSearchHit', () => {
  it('gives the page, its product and its safe excerpt', () => {
    const hit = toSearchHit(
      result({excerpt: '<i>A</i> <mark>button</mark>', filters: {product: ['material-ui']}}),
      'button',
    );
    expect(hit).toEqual({
      url: PAGE,
      title: 'Button',
      excerpt: 'A <mark>button</mark>',
      product: 'material-ui',
      sections: [],
    });
  });

  it('falls back to the address for a page without a title', () => {
    expect(toSearchHit(result({url: `${PAGE}#top`, meta: {}}), 'button').title).toBe(PAGE);
  });

  it('lists prop rows, then heading sections of the page, skipping its top and other pages', () => {
    const hit = toSearchHit(
      result({
        anchors: ANCHORS,
        locations: [21],
        sub_results: [
          {title: 'Button', url: PAGE, excerpt: 'top'},
          {title: 'Sizes', url: `${PAGE}#sizes`, excerpt: '<em>Small</em> <mark>button</mark>'},
          {title: 'Elsewhere', url: '/joy-ui/react-button/#sizes', excerpt: 'other page'},
        ],
      }),
      'button color',
    );
    expect(hit.sections).toEqual([
      {url: `${PAGE}#prop-color`, title: 'color prop', excerpt: ''},
      {url: `${PAGE}#sizes`, title: 'Sizes', excerpt: 'Small <mark>button</mark>'},
    ]);
  });

  it('shows each address once, and at most MAX_SECTIONS sections', () => {
    const headings = Array.from({length: MAX_SECTIONS + 2}, (_, index) => ({
      title: `Heading ${index}`,
      url: `${PAGE}#heading-${index}`,
      excerpt: '',
    }));
    const duplicate = {title: 'disableRipple', url: `${PAGE}#prop-disableRipple`, excerpt: 'row'};
    const hit = toSearchHit(
      result({anchors: ANCHORS, locations: [10], sub_results: [duplicate, ...headings]}),
      'disableRipple',
    );
    expect(hit.sections).toHaveLength(MAX_SECTIONS);
    expect(hit.sections[0]).toEqual({url: duplicate.url, title: 'disableRipple prop', excerpt: ''});
    expect(hit.sections.slice(1).map((s) => s.url)).toEqual(headings.slice(0, MAX_SECTIONS - 1).map((h) => h.url));
  });
});

describe('queryWords', () => {
  it('splits a query on any space, without blanks or repeats', () => {
    expect(queryWords('  data\tgrid  data\n')).toEqual(['data', 'grid']);
    expect(queryWords('   ')).toEqual([]);
  });

  it('keeps the first ten words', () => {
    const words = Array.from({length: 12}, (_, index) => `w${index}`);
    expect(queryWords(words.join(' '))).toEqual(words.slice(0, 10));
  });
});

describe('withHighlight', () => {
  it('leaves the address alone for a blank query', () => {
    expect(withHighlight(`${PAGE}#sizes`, '  ')).toBe(`${PAGE}#sizes`);
  });

  it('adds one parameter per word before the hash, which the opened page reads back', () => {
    const query = 'button a&b café';
    const url = new URL(withHighlight(`${PAGE}#sizes`, query), 'https://mui.com');
    expect(url.pathname).toBe(PAGE);
    expect(url.hash).toBe('#sizes');
    expect(highlightWords(url.search)).toEqual(queryWords(query));
  });

  it('keeps the parameters the address has', () => {
    const url = new URL(withHighlight(`${PAGE}?lang=en`, 'chip'), 'https://mui.com');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.getAll('_highlight')).toEqual(['chip']);
    expect(url.hash).toBe('');
  });
});
