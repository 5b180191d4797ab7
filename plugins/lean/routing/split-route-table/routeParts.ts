/**
 * A product's table may leave kinds of pages to parts of their own: its API reference pages
 * (Material UI's 131 are half its table) and its component pages. A reader of the guides needs
 * neither; a reader of a component page needs only its kind. A part loads when a path under its
 * prefix is first preloaded (plugins/lean/routing/runtime/routing/nestedRoutes.ts); a page's HTML lists its part's script.
 * A kind with more than MAX_PART_PAGES pages is cut into parts of about equal size by the first
 * letter of the path after the prefix: an API page then loads the routes of half the API pages.
 */
import {isInRoutesScope} from '../runtime/routing/routesScope';
import type {Subtree} from './splitRouteTable';

/** The kinds of pages with parts of their own, by how their paths start under the product's path. */
export const PART_KINDS: readonly {partId: string; start: string}[] = [
  {partId: 'api', start: 'api/'},
  {partId: 'react', start: 'react-'},
];

/** Fewer pages than this stay in the table: a request of their own would cost more than their bytes. */
export const MIN_PART_PAGES = 20;

/** A kind with more pages than this is cut into several parts (by first letter after the prefix). */
export const MAX_PART_PAGES = 80;

export interface RoutePart {
  /** Query value of the part's module (`routes.js?subtree=<id>&part=<partId>`). */
  readonly partId: string;
  readonly chunkName: string;
  /** The paths the part's routes are under. */
  readonly prefix: string;
  /** When the kind is cut in parts: the first letters, after the prefix, of this part's paths. */
  readonly letters?: string;
}

/** Whether `path` (or a route key, `path-hash`) is one of `part`'s, as the browser decides it. */
export function isInPart(part: Pick<RoutePart, 'prefix' | 'letters'>, path: string): boolean {
  return isInRoutesScope({routesPrefix: part.prefix, routesLetters: part.letters}, path);
}

/**
 * `counts` (pages by first letter, in letter order) cut into `groups` runs of letters with about
 * equal numbers of pages: a run ends once it reaches its share of the pages so far.
 */
export function letterGroups(counts: ReadonlyMap<string, number>, groups: number): string[] {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const runs: string[] = [''];
  let done = 0;
  for (const [letter, count] of counts) {
    const run = runs.length - 1;
    if (runs[run] !== '' && run < groups - 1 && done + count / 2 > (total * (run + 1)) / groups) runs.push('');
    runs[runs.length - 1] += letter;
    done += count;
  }
  return runs;
}

/**
 * The parts of a subtree. Decided from the route keys alone, so that the server build (which lists
 * a part's script in the HTML of its pages) and the client build agree.
 */
export function routePartsOf(subtree: Subtree): RoutePart[] {
  const root = subtree.rootKey.slice(0, subtree.rootKey.lastIndexOf('-'));
  return PART_KINDS.flatMap(({partId, start}): RoutePart[] => {
    const prefix = root + start;
    const keys = subtree.keys.filter((key) => key.startsWith(prefix));
    if (keys.length < MIN_PART_PAGES) return [];
    const chunkName = `${subtree.chunkName}-${partId}`;
    if (keys.length <= MAX_PART_PAGES) return [{partId, chunkName, prefix}];
    const counts = new Map<string, number>();
    for (const letter of keys.map((key) => key.charAt(prefix.length)).sort()) {
      // A page at the prefix itself (no letter) stays in the table.
      if (letter !== '' && letter !== '-') counts.set(letter, (counts.get(letter) ?? 0) + 1);
    }
    return letterGroups(counts, Math.ceil(keys.length / MAX_PART_PAGES)).map((letters) => {
      const id = `${partId}-${letters.charAt(0)}-${letters.charAt(letters.length - 1)}`;
      return {partId: id, chunkName: `${subtree.chunkName}-${id}`, prefix, letters};
    });
  });
}

/** The request of a part's module, relative to routes.js. */
export function partRequest(subtreeId: string, part: RoutePart): string {
  return `./routes.js?subtree=${subtreeId}&part=${part.partId}`;
}

/**
 * Moves the compacted pages (`page(...)` lines, see compactPages) of each part out of a subtree's
 * routes. Their parent route gets the parts' loaders in their place, which hand the table's `page`
 * function to the parts' modules. Fails, naming the part, if a part has no page or its pages are
 * not all in the one list of compacted pages.
 */
export function splitRouteParts(
  routes: string,
  parts: readonly RoutePart[],
  requestOf: (part: RoutePart) => string,
): {readonly routes: string; readonly pages: ReadonlyMap<string, readonly string[]>} {
  let lines = routes.split('\n');
  const pages = new Map<string, string[]>();
  const loaders: string[] = [];
  // The list the parts' pages are in: its opening line's index stays (only later lines go).
  let list: {start: number; indent: string} | undefined;
  for (const part of parts) {
    const isPartPage = (line: string) => {
      const path = /^\s*page\('([^']*)'/.exec(line)?.[1];
      return path !== undefined && isInPart(part, path);
    };
    const fail = (why: string): never => {
      throw new Error(`split-route-table: the ${part.chunkName} part (pages under ${part.prefix}): ${why}`);
    };
    const first = lines.findIndex(isPartPage);
    if (first < 0) return fail('no compacted page to move');
    const indent = /^ */.exec(lines[first]!)![0];
    const opener = `${indent.slice(2)}routes: [`;
    const start = lines.lastIndexOf(opener, first);
    const end = lines.findIndex((line, index) => index > first && new RegExp(`^${indent.slice(2)}\\],?$`).test(line));
    if (start < 0 || end < 0) return fail('its pages are not in a nested routes list');
    if (list && list.start !== start) return fail('its pages are not in the list of the other parts');
    list = {start, indent: indent.slice(2)};
    const outside = lines.findIndex((line, index) => isPartPage(line) && (index < start || index > end));
    if (outside >= 0) return fail(`a page is outside the list of the others: ${lines[outside]!.trim()}`);
    pages.set(
      part.partId,
      lines.filter(isPartPage).map((line) => line.trim().replace(/,$/, '')),
    );
    lines = lines.filter((line) => !isPartPage(line));
    const letters = part.letters === undefined ? '' : `routesLetters: '${part.letters}', `;
    loaders.push(
      `${indent}{routesPrefix: '${part.prefix}', ${letters}routesChunkName: '${part.chunkName}', ` +
        `loadRoutes: () => import(/* webpackChunkName: "${part.chunkName}" */ '${requestOf(part)}').then((routes) => ({default: routes.default(page)}))},`,
    );
  }
  if (list) lines.splice(list.start, 0, `${list.indent}routeParts: [`, ...loaders, `${list.indent}],`);
  return {routes: lines.join('\n'), pages};
}
