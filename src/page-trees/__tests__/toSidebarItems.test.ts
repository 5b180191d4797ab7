import {DECORATIONS_KEY} from '../sidebarDecorations';
import {escapeHtml} from '../../utils/escapeHtml';
import {toSidebarItems, type SidebarItem} from '../toSidebarItems';
import type {PageTree} from '../types';

const docs = new Map([
  ['/p/overview', 'overview'],
  ['/p/guide', 'guide'],
  ['/p/guide/advanced', 'guide/advanced'],
]);
const context = {findDocId: (pathname: string) => docs.get(pathname)};

function only(tree: PageTree): SidebarItem {
  const [item, ...rest] = toSidebarItems(tree, context);
  expect(rest).toEqual([]);
  if (!item) throw new Error('no sidebar item generated');
  return item;
}

describe('toSidebarItems', () => {
  it('turns a page into a doc item labelled with its title', () => {
    expect(only([{kind: 'page', pathname: '/p/overview', title: 'Overview'}])).toEqual({
      type: 'doc',
      id: 'overview',
      label: 'Overview',
    });
  });

  it("leaves the label to the doc's own title when the node has none", () => {
    expect(only([{kind: 'page', pathname: '/p/guide/'}])).toEqual({type: 'doc', id: 'guide'});
  });

  it.each([
    ['newFeature', 'newFeature'],
    ['beta', 'beta'],
    ['unstable', 'unstable'],
    ['deprecated', 'deprecated'],
    ['legacy', 'legacy'],
  ] as const)('carries the %s flag as a badge', (flag, badge) => {
    const item = only([{kind: 'page', pathname: '/p/guide', [flag]: true}]);
    expect(item).toMatchObject({customProps: {[DECORATIONS_KEY]: {badges: [badge]}}});
  });

  it('carries plan marks, icons and linkProps', () => {
    const item = only([
      {
        kind: 'page',
        pathname: '/p/guide',
        plan: 'premium',
        newFeature: true,
        icon: 'WebIcon',
        linkProps: {'data-ga-event-category': 'nav'},
      },
    ]);
    expect(item).toMatchObject({
      customProps: {
        [DECORATIONS_KEY]: {
          badges: ['newFeature', 'premium'],
          icon: 'WebIcon',
          linkProps: {'data-ga-event-category': 'nav'},
        },
      },
    });
  });

  it('ignores flags set to false', () => {
    expect(only([{kind: 'page', pathname: '/p/guide', beta: false}])).toEqual({type: 'doc', id: 'guide'});
  });

  it('lists a planned page as a non-link entry with its badges', () => {
    const item = only([{kind: 'page', pathname: '/p/later', title: 'Later', planned: true, plan: 'pro'}]);
    expect(item.type).toBe('html');
    const html = item.type === 'html' ? String(item.value) : '';
    expect(html).not.toMatch(/<a[\s>]|href=/);
    expect(html).toContain('Later');
    expect(html).toContain('>Planned</span>');
    expect(html).toContain('>Pro</span>');
    expect(html).toContain('aria-disabled="true"');
  });

  it('turns an outbound link into a link item', () => {
    expect(only([{kind: 'link', href: 'https://example.com/store/', title: 'Store', icon: 'WebIcon'}])).toEqual({
      type: 'link',
      href: 'https://example.com/store/',
      label: 'Store',
      customProps: {[DECORATIONS_KEY]: {badges: [], icon: 'WebIcon'}},
    });
  });

  it('turns a group into a collapsed category holding its children', () => {
    expect(
      only([
        {kind: 'group', title: 'Guides', beta: true, children: [{kind: 'page', pathname: '/p/guide', title: 'Guide'}]},
      ]),
    ).toEqual({
      type: 'category',
      label: 'Guides',
      collapsible: true,
      collapsed: true,
      items: [{type: 'doc', id: 'guide', label: 'Guide'}],
      customProps: {[DECORATIONS_KEY]: {badges: ['beta']}},
    });
  });

  it('renders a subheader group as a heading followed by its children', () => {
    const items = toSidebarItems(
      [
        {
          kind: 'group',
          title: 'Inputs & <forms>',
          subheader: true,
          newFeature: true,
          children: [
            {kind: 'page', pathname: '/p/overview', title: 'Overview'},
            {kind: 'page', pathname: '/p/guide/advanced', title: 'Advanced'},
          ],
        },
      ],
      context,
    );
    expect(items.map((item) => item.type)).toEqual(['html', 'doc', 'doc']);
    const heading = items[0];
    expect(heading?.type === 'html' && heading.value).toBe(
      '<span class="mui-sidebar-subheader">Inputs &amp; &lt;forms&gt;<span class="mui-badge mui-badge--flag mui-badge--newFeature">New</span></span>',
    );
  });

  it('skips a page whose doc is missing (the page-trees plugin reports it)', () => {
    expect(toSidebarItems([{kind: 'page', pathname: '/p/missing', title: 'Missing'}], context)).toEqual([]);
  });

  it('keeps the order of the tree', () => {
    const items = toSidebarItems(
      [
        {kind: 'page', pathname: '/p/guide', title: 'B'},
        {kind: 'page', pathname: '/p/overview', title: 'A'},
      ],
      context,
    );
    expect(items.map((item) => ('label' in item ? item.label : undefined))).toEqual(['B', 'A']);
  });
});

describe('escapeHtml', () => {
  it('escapes every character with a meaning in HTML', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe(
      '&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;',
    );
  });
});
