/** How often a pending reload checks whether the page has focus (the design document's constants). */
export const RELOAD_POLL_MS = 100;

/** A reload caused by a new worker within this window is not repeated (DevTools update-on-reload). */
export const RELOAD_GUARD_MS = 10_000;

/** sessionStorage key recording when the last worker-triggered reload happened. */
export const RELOAD_GUARD_KEY = 'docs:sw-reload-at';

/** The service worker's URL: the plugin's worker reads its settings from a `params` query. */
export function getServiceWorkerUrl(baseUrl: string, offlineMode: boolean): string {
  return `${baseUrl}sw.js?params=${encodeURIComponent(JSON.stringify({offlineMode, debug: false}))}`;
}

/** True only on the production host: never on localhost, previews or any other host. */
export function isProductionHost(host: string, productionHost: string): boolean {
  return productionHost !== '' && host.toLowerCase() === productionHost.toLowerCase();
}

/** The host of a URL (`https://a.example.com:8443/x` -> `a.example.com:8443`), or '' for junk. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

/** Whether a worker that just took control should reload the page. */
export function shouldReloadOnControllerChange({
  hadController,
  lastReloadAt,
  now,
}: {
  /** A worker controlled the page when it loaded: otherwise this is the first install. */
  hadController: boolean;
  /** What RELOAD_GUARD_KEY held, if anything. */
  lastReloadAt: string | null;
  now: number;
}): boolean {
  if (!hadController) {
    return false;
  }
  const last = Number(lastReloadAt);
  return !(Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS);
}
