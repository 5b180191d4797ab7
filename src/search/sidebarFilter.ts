// The sidebar filter's logic. The sidebar loads it when the filter is first used
// (src/theme/DocSidebar/Desktop/Content); sidebar items read their match with sidebarMatch.ts.
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {htmlToText} from '../utils/escapeHtml';
import {matchTitle} from './matchTitle';
import {withMatch} from './sidebarMatch';

/** Class of the subheading items the page trees generate (src/page-trees/toSidebarItems). */
const SUBHEADER_ITEM_CLASS = 'mui-sidebar-subheader-item';

function isSubheader(item: PropSidebarItem): boolean {
  return item.type === 'html' && (item.className ?? '').split(/\s+/).includes(SUBHEADER_ITEM_CLASS);
}

/** The visible title of an HTML item: the text before its badges, entities decoded. */
export function htmlItemTitle(value: string): string {
  return htmlToText(/^\s*<span[^>]*>([^<]*)/.exec(value)?.[1] ?? value);
}

function filterItem(item: PropSidebarItem, query: string): PropSidebarItem | null {
  switch (item.type) {
    case 'link': {
      const match = matchTitle(item.label, query);
      return match ? withMatch(item, match) : null;
    }
    case 'category': {
      const match = matchTitle(item.label, query);
      // A matching group keeps all its pages; otherwise only its matching ones.
      const items = match ? item.items : filterSidebarItems(item.items, query);
      if (!match && items.length === 0) return null;
      const category = {...item, items, collapsed: false};
      return match ? withMatch(category, match) : category;
    }
    case 'html':
      return matchTitle(htmlItemTitle(item.value), query) ? item : null;
  }
}

/**
 * The sidebar narrowed to the items whose title matches `query` (see matchTitle), keeping the
 * groups and subheadings that lead to a match, expanded, with the matched text marked in
 * `customProps`. An empty query returns the sidebar unchanged.
 */
export function filterSidebarItems(items: readonly PropSidebarItem[], query: string): PropSidebarItem[] {
  if (query.trim() === '') return [...items];
  const result: PropSidebarItem[] = [];
  let heading: PropSidebarItem | null = null;
  let headingMatches = false;
  for (const item of items) {
    if (isSubheader(item)) {
      heading = item;
      headingMatches = item.type === 'html' && matchTitle(htmlItemTitle(item.value), query) !== null;
      if (headingMatches) result.push(item);
      continue;
    }
    // Under a matching subheading every item stays; otherwise only matches, after their heading.
    const kept = headingMatches ? item : filterItem(item, query);
    if (kept === null) continue;
    if (heading !== null && !headingMatches && !result.includes(heading)) {
      result.push(heading);
    }
    result.push(kept);
  }
  return result;
}

/** The first page a filtered sidebar links to, in reading order (what Enter opens). */
export function firstHref(items: readonly PropSidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link') return item.href;
    if (item.type === 'category') {
      const href = item.href ?? firstHref(item.items);
      if (href) return href;
    }
  }
  return undefined;
}

/** Number of links a (filtered) sidebar holds, for the live result count. */
export function countLinks(items: readonly PropSidebarItem[]): number {
  return items.reduce(
    (total, item) => total + (item.type === 'link' ? 1 : item.type === 'category' ? countLinks(item.items) : 0),
    0,
  );
}
