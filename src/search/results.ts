/**
 * Pagefind's result data turned into what the search box and page show: the page, and the parts
 * of it the words were found in (a heading's section, or a prop's row on an API page), each with
 * its own address. Pure functions of Pagefind's data (pagefind 1.4, `PagefindSearchFragment`).
 */

/** An element with an id, in page order, and the word position where it starts. */
export interface PagefindAnchor {
  element: string;
  id: string;
  text?: string;
  location: number;
}

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  locations?: number[];
}

/** The fields of a result's data the site reads. */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: {title?: string};
  filters?: Record<string, string[]>;
  locations?: number[];
  anchors?: PagefindAnchor[];
  sub_results?: PagefindSubResult[];
}

/** One part of a page a search found: a section under a heading, or a prop's row. */
export interface SearchSection {
  url: string;
  title: string;
  excerpt: string;
}

export interface SearchHit {
  url: string;
  title: string;
  excerpt: string;
  /** The product id the page belongs to (its `product` filter). */
  product?: string;
  sections: SearchSection[];
}

/** Rows of an API page's props tables: `<tr id="prop-disableRipple">`, `<tr id="button-prop-disabled">` (plugins/api-reference). */
const PROP_ROW_ID = /(?:^|-)prop-(.+)$/;

/** Sections a hit shows at most, below its page. */
export const MAX_SECTIONS = 3;

/** Keeps the `<mark>` tags Pagefind puts around the found words, and drops any other tag. */
export function safeExcerpt(html: string): string {
  return html.replace(/<(?!\/?mark>)[^>]*>/g, '');
}

/** The page's address without its hash: `/a/b/#c` gives `/a/b/`. */
function withoutHash(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

/**
 * The rows of the props a query names: in full, or by a word that starts the prop's name (as the
 * reader types it) when the row holds a found word (a row spans from its anchor to the next anchor).
 * Their title is the prop's name (the row id's tail).
 */
export function propRowSections(data: PagefindResultData, query: string): SearchSection[] {
  const words = queryWords(query).map((word) => word.toLowerCase());
  const anchors = [...(data.anchors ?? [])].sort((a, b) => a.location - b.location);
  const locations = data.locations ?? [];
  const sections: SearchSection[] = [];
  anchors.forEach((anchor, index) => {
    const prop = anchor.element === 'tr' ? PROP_ROW_ID.exec(anchor.id)?.[1] : undefined;
    if (!prop || !words.some((word) => prop.toLowerCase().startsWith(word))) return;
    const end = anchors[index + 1]?.location ?? Number.POSITIVE_INFINITY;
    // A prop named in full is the row the reader wants, found word or not: Pagefind 1.4 leaves the
    // locations of a weighted word out of a query of several words ("button disableRipple").
    const named = words.includes(prop.toLowerCase());
    if (!named && !locations.some((location) => location >= anchor.location && location < end)) return;
    sections.push({url: `${withoutHash(data.url)}#${anchor.id}`, title: `${prop} prop`, excerpt: ''});
  });
  return sections;
}

/** One hit: the page, then the rows of the props `query` names, then its headings' sections (not the page's top). */
export function toSearchHit(data: PagefindResultData, query: string): SearchHit {
  const pageUrl = withoutHash(data.url);
  const headingSections = (data.sub_results ?? [])
    .filter((sub) => sub.url.includes('#') && withoutHash(sub.url) === pageUrl)
    .map((sub) => ({url: sub.url, title: sub.title, excerpt: safeExcerpt(sub.excerpt)}));
  const sections = [...propRowSections(data, query), ...headingSections];
  const seen = new Set<string>();
  return {
    url: pageUrl,
    title: data.meta.title ?? pageUrl,
    excerpt: safeExcerpt(data.excerpt),
    product: data.filters?.product?.[0],
    sections: sections.filter((section) => !seen.has(section.url) && seen.add(section.url)).slice(0, MAX_SECTIONS),
  };
}

/** The words of a query, for the `_highlight` parameters of the page a result opens. */
export function queryWords(query: string): string[] {
  return [...new Set(query.trim().split(/\s+/).filter(Boolean))].slice(0, 10);
}

/** A result's address with the query's words to mark on arrival (before its hash). */
export function withHighlight(url: string, query: string): string {
  const words = queryWords(query);
  if (words.length === 0) return url;
  const hash = url.indexOf('#');
  const [base, fragment] = hash === -1 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
  const params = new URLSearchParams(words.map((word) => ['_highlight', word]));
  return `${base}${base.includes('?') ? '&' : '?'}${params.toString()}${fragment}`;
}
