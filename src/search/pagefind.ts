/**
 * The browser side of the Pagefind index (built by plugins/search-index): its script loads from
 * the build, outside the bundle, the first time search opens, and fetches only the parts of the
 * index a query needs. A failed load (offline, say) is forgotten, so the next search tries again.
 */
import {toSearchHit, type PagefindResultData, type SearchHit} from './results';

/** The filters the index holds (from each page's meta tags, src/components/ProductMeta). */
export interface SearchFilters {
  product?: string;
  version?: string;
}

interface PagefindSearch {
  results: {id: string; data: () => Promise<PagefindResultData>}[];
}

/** The parts of Pagefind's browser API the site uses (pagefind 1.4, pagefind.js). */
interface PagefindApi {
  options: (options: {baseUrl?: string; excerptLength?: number; ranking?: {termFrequency?: number}}) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string, options?: {filters?: Record<string, string>}) => Promise<PagefindSearch | null>;
}

let loading: Promise<PagefindApi> | undefined;

/**
 * Rank by where the words are (a page's title and headings weigh most) rather than by how often a
 * page repeats them: with Pagefind's default, "button" put the Button page 26th, behind every page
 * that lists buttons. Of 12 common queries on Material UI (button, text field, slider, dialog...),
 * the page the query names came first for 2 by default and for 10 with this (the other two 2nd and 3rd).
 */
const RANKING = {termFrequency: 0};

/** Pagefind's script, loaded once per page. */
export function loadPagefind(baseUrl: string): Promise<PagefindApi> {
  loading ??= (import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`) as Promise<PagefindApi>).then(
    async (api) => {
      await api.options({baseUrl, excerptLength: 20, ranking: RANKING});
      await api.init();
      return api;
    },
  );
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

function definedFilters(filters: SearchFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as Record<string, string>;
}

/** What a search found: how many pages, and the first ones' hits. */
export interface SearchOutcome {
  total: number;
  hits: SearchHit[];
}

/** The User Timing measure of each search, from the call to Pagefind to the hits (`npm run bench` reads it). */
export const SEARCH_MEASURE = 'search:results';

export type SearchDocs = (query: string, filters: SearchFilters, limit: number) => Promise<SearchOutcome | null>;

/**
 * A search function for one box or page: the first `limit` hits for `query` within `filters` (each
 * costs a fetch of its page's excerpt), and the number of pages found. It waits `debounceMs` first,
 * for typing, and answers null when a newer call of the same function superseded the query.
 */
export function createSearch(baseUrl: string, debounceMs: number): SearchDocs {
  let latest = 0;
  return async (query, filters, limit) => {
    latest += 1;
    const call = latest;
    if (debounceMs > 0) await new Promise((resolve) => setTimeout(resolve, debounceMs));
    if (call !== latest) return null;
    const api = await loadPagefind(baseUrl);
    const started = performance.now();
    const search = await api.search(query, {filters: definedFilters(filters)});
    if (call !== latest || search === null) return null;
    const data = await Promise.all(search.results.slice(0, limit).map((result) => result.data()));
    performance.measure(SEARCH_MEASURE, {start: started});
    return {total: search.results.length, hits: data.map((entry) => toSearchHit(entry, query))};
  };
}
