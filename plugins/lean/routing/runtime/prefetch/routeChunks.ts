/** Docusaurus's `@generated/routesChunkNames`: per route (path + `-` + hash), a tree of chunk names. */
export type RoutesChunkNames = Readonly<Record<string, unknown>>;

/** The leaves of a chunk-name tree (route component, content, metadata...), depth first. */
export function chunkNamesIn(tree: unknown, out: string[] = []): string[] {
  if (typeof tree === 'string') out.push(tree);
  else if (tree && typeof tree === 'object') for (const value of Object.values(tree)) chunkNamesIn(value, out);
  return out;
}

/**
 * The chunk names each route path needs, built once. Docusaurus scans every route, with a regular
 * expression per route, for each link that scrolls into view: quadratic in the size of the site.
 */
export function indexRouteChunks(routesChunkNames: RoutesChunkNames): ReadonlyMap<string, readonly string[]> {
  const index = new Map<string, string[]>();
  for (const [routeNameWithHash, tree] of Object.entries(routesChunkNames)) {
    // `/material-ui/react-button/-a1b` -> `/material-ui/react-button/`
    const routePath = routeNameWithHash.replace(/-[^-]+$/, '');
    const names = index.get(routePath) ?? [];
    index.set(routePath, chunkNamesIn(tree, names));
  }
  return index;
}

/**
 * Runs queued jobs when the main thread is idle, a few at a time, so they never make a long task:
 * each idle callback stops when the browser's idle period runs out or after `sliceMs`, whichever
 * comes first (an idle period lasts up to 50 ms, and input that arrives meanwhile waits for it).
 */
export function createIdleQueue(
  requestIdle: (callback: (deadline: {timeRemaining: () => number}) => void) => void,
  {sliceMs = 10, now = () => performance.now()}: {sliceMs?: number; now?: () => number} = {},
): (job: () => void) => void {
  const jobs: Array<() => void> = [];
  let scheduled = false;
  const drain = (deadline: {timeRemaining: () => number}): void => {
    const start = now();
    // Always at least one job per idle period, so the queue moves even when periods are short.
    do {
      jobs.shift()?.();
    } while (jobs.length > 0 && deadline.timeRemaining() > 1 && now() - start < sliceMs);
    scheduled = jobs.length > 0;
    if (scheduled) requestIdle(drain);
  };
  return (job) => {
    jobs.push(job);
    if (!scheduled) {
      scheduled = true;
      requestIdle(drain);
    }
  };
}
