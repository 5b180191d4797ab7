/** The search box's list: each hit's page, then its sections, then "See all results". Pure. */
import type {SearchHit} from './results';

export type SearchOption =
  | {kind: 'page'; url: string; title: string; excerpt: string; product?: string}
  | {kind: 'section'; url: string; title: string; excerpt: string}
  | {kind: 'all'; url: string};

/** The search page's address for `query`, in `product` when given (src/search/SearchPage.tsx). */
export function searchPageUrl(baseUrl: string, query: string, product?: string, version?: string): string {
  const params = new URLSearchParams({q: query.trim()});
  if (product) params.set('ctx', product);
  if (product && version) params.set('v', version);
  return `${baseUrl}search/?${params.toString()}`;
}

export function toOptions(hits: readonly SearchHit[], allResultsUrl: string): SearchOption[] {
  const options: SearchOption[] = [];
  for (const hit of hits) {
    options.push({kind: 'page', url: hit.url, title: hit.title, excerpt: hit.excerpt, product: hit.product});
    for (const section of hit.sections) options.push({kind: 'section', ...section});
  }
  if (hits.length > 0) options.push({kind: 'all', url: allResultsUrl});
  return options;
}

/** The option after `key` moves from `active` (wrapping around), or `active` for other keys. */
export function moveActive(active: number, count: number, key: string): number {
  if (count === 0) return 0;
  if (key === 'ArrowDown') return (active + 1) % count;
  if (key === 'ArrowUp') return (active - 1 + count) % count;
  return active;
}
