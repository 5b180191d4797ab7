/** Parameters of a gtag event or of `set user_properties`: GA accepts flat string/number maps. */
export type GtagParams = Readonly<Record<string, string | number | boolean>>;

/** The gtag commands this site sends (a subset of gtag.js's API). */
export type GtagCommand = readonly ['event', string, GtagParams?] | readonly ['set', 'user_properties', GtagParams];

/** Whatever `window.gtag` holds: the inline snippet's queue function, gtag.js's, or a stub. */
type GtagFunction = (...args: readonly unknown[]) => unknown;

function isGtagFunction(value: unknown): value is GtagFunction {
  return typeof value === 'function';
}

/**
 * `window.gtag` when it is a function, else undefined. It is read from the window on every call,
 * never cached: gtag.js replaces it once loaded, and when the visitor sends GPC or DNT (or the
 * site has no measurement id) the inline script never defines it.
 */
export function getGtag(): GtagFunction | undefined {
  if (typeof window === 'undefined') return undefined;
  // Read untyped: `window.gtag` is declared by a Docusaurus plugin the site does not use.
  const candidate: unknown = Reflect.get(window, 'gtag');
  return isGtagFunction(candidate) ? candidate : undefined;
}

/** True when analytics is on for this page view: a measurement id, and the visitor allows it. */
export function isAnalyticsActive(): boolean {
  return getGtag() !== undefined;
}

/**
 * Sends one command through `window.gtag`. A missing gtag is a no-op and a throwing one is
 * swallowed: analytics must never break the page it measures.
 */
export function safeGtag(...command: GtagCommand): void {
  const gtag = getGtag();
  if (!gtag) return;
  try {
    gtag(...command);
  } catch {
    // A broken or blocked gtag.js is the analytics provider's problem, not the reader's.
  }
}
