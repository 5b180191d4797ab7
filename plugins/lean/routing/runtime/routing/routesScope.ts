/**
 * Which paths a nested route table holds (plugins/lean/routing/split-route-table): those under `routesPrefix`
 * (all paths if unset), and, when `routesLetters` is set (a kind of pages cut into several parts),
 * only those whose next character is one of its letters. The build and the browser both decide
 * with this function.
 */
export interface RoutesScope {
  routesPrefix?: string;
  routesLetters?: string;
}

/** Whether `path` (or a route key, `path-hash`) is in `scope`. */
export function isInRoutesScope({routesPrefix, routesLetters}: RoutesScope, path: string): boolean {
  if (routesPrefix === undefined) return true;
  if (!path.startsWith(routesPrefix)) return false;
  if (routesLetters === undefined) return true;
  const letter = path.charAt(routesPrefix.length);
  return letter !== '' && routesLetters.includes(letter);
}
