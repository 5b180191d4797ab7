import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {countLinks, filterSidebarItems, firstHref, htmlItemTitle} from '../sidebarFilter';
import {readMatch} from '../sidebarMatch';

const link = (label: string, href = `/material-ui/${label.toLowerCase().replace(/\s+/g, '-')}/`): PropSidebarItem => ({
  type: 'link',
  label,
  href,
});
const heading = (title: string): PropSidebarItem => ({
  type: 'html',
  value: `<span class="mui-sidebar-subheader">${title}</span>`,
  className: 'mui-sidebar-subheader-item',
});
const category = (label: string, items: PropSidebarItem[]): PropSidebarItem => ({
  type: 'category',
  label,
  items,
  collapsed: true,
  collapsible: true,
});

const sidebar: PropSidebarItem[] = [
  category('Getting started', [link('Overview'), link('Installation')]),
  category('Components', [
    heading('Inputs'),
    link('Button'),
    link('Switch'),
    heading('Data display'),
    link('Chip'),
    heading('Utils'),
    link('Transitions'),
    {
      type: 'html',
      value: '<span class="menu__link mui-sidebar-planned">Swipe area<span class="badge">Planned</span></span>',
    },
  ]),
  link('Template store', 'https://mui.com/store/'),
];

const labels = (items: readonly PropSidebarItem[]): string[] =>
  items.flatMap((item) => {
    if (item.type === 'category') return [`[${item.label}]`, ...labels(item.items)];
    if (item.type === 'html') return [`<${htmlItemTitle(item.value)}>`];
    return [item.label];
  });

describe('filterSidebarItems', () => {
  it('keeps the matches with the groups and subheadings leading to them, expanded', () => {
    const filtered = filterSidebarItems(sidebar, 'swi');
    expect(labels(filtered)).toEqual(['[Components]', '<Inputs>', 'Switch', '<Utils>', '<Swipe area>']);
    expect(filtered[0]).toMatchObject({type: 'category', collapsed: false});
  });

  it('marks the matched text of each link', () => {
    const [components] = filterSidebarItems(sidebar, 'swi');
    const switchItem = components?.type === 'category' ? components.items[1] : undefined;
    expect(readMatch(switchItem?.customProps)).toEqual({start: 0, end: 3});
  });

  it('keeps every page of a matching group or subheading', () => {
    expect(labels(filterSidebarItems(sidebar, 'getting'))).toEqual(['[Getting started]', 'Overview', 'Installation']);
    expect(labels(filterSidebarItems(sidebar, 'data disp'))).toEqual(['[Components]', '<Data display>', 'Chip']);
  });

  it('tolerates case and a small typo', () => {
    expect(labels(filterSidebarItems(sidebar, 'BUTON'))).toEqual(['[Components]', '<Inputs>', 'Button']);
  });

  it('returns the sidebar unchanged for an empty query and nothing for no match', () => {
    expect(filterSidebarItems(sidebar, '  ')).toEqual(sidebar);
    expect(filterSidebarItems(sidebar, 'zzzz')).toEqual([]);
    expect(filterSidebarItems(sidebar, '(*[\\')).toEqual([]);
  });
});

describe('firstHref and countLinks', () => {
  it('find the first link in reading order and count the links', () => {
    const filtered = filterSidebarItems(sidebar, 'swi');
    expect(firstHref(filtered)).toBe('/material-ui/switch/');
    expect(countLinks(filtered)).toBe(1);
    expect(firstHref([])).toBeUndefined();
  });
});

describe('readMatch', () => {
  it('ignores malformed values', () => {
    expect(readMatch(undefined)).toBeUndefined();
    expect(readMatch({muiSidebarMatch: {start: 3, end: 1}})).toBeUndefined();
    expect(readMatch({muiSidebarMatch: 'x'})).toBeUndefined();
  });
});

describe('htmlItemTitle', () => {
  it('reads the title before the badges, entities decoded', () => {
    expect(htmlItemTitle('<span class="x">Tom &amp; Jerry<span class="badge">New</span></span>')).toBe('Tom & Jerry');
  });
});
