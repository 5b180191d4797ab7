/**
 * The search page's address parameters: the words (`q`), the scope (`ctx`, a product's path) and
 * the version searched (`v`, one of the product's versions; none: its current one).
 */
export interface SearchPageQuery {
  query: string;
  scope: string;
  version: string;
}

/**
 * The query and scope an address asks for. A scope the site does not offer (`scopes`) is dropped:
 * the search then runs everywhere, as it does with none.
 */
export function readSearchPageQuery(search: string, scopes: readonly string[]): SearchPageQuery {
  const params = new URLSearchParams(search);
  const scope = params.get('ctx') ?? '';
  const known = scopes.includes(scope);
  return {query: params.get('q') ?? '', scope: known ? scope : '', version: known ? (params.get('v') ?? '') : ''};
}

/** The address parameters for `change`, keeping any other parameter; empty values are left out. */
export function writeSearchPageQuery(search: string, change: Partial<SearchPageQuery>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of [
    ['q', change.query],
    ['ctx', change.scope],
    ['v', change.version],
  ] as const) {
    if (value === undefined) continue;
    if (value) params.set(key, value);
    else params.delete(key);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
