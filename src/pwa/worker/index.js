// The service worker's own code (@docusaurus/plugin-pwa's `swCustom`), built with Workbox. The
// plugin's precache holds the app shell only (docusaurus.config.ts keeps the files ./routes.js
// isShellFile names) and serves it; this code saves each page as the reader opens it, with what it
// needs to run, and shows the offline page for a page that is neither online nor saved. Its routes
// leave the shell's addresses to the plugin, which answers them from its precache.
import {registerRoute, setCatchHandler} from 'workbox-routing';
import {CacheFirst, NetworkFirst, StaleWhileRevalidate} from 'workbox-strategies';
import {ExpirationPlugin} from 'workbox-expiration';
import {CacheableResponsePlugin} from 'workbox-cacheable-response';
import {
  CACHES,
  MAX_ENTRIES,
  NETWORK_TIMEOUT_SECONDS,
  OFFLINE_CACHE_PREFIX,
  OFFLINE_PATH,
  assetsOf,
  isShellRequest,
  offlinePageUrl,
  pageKey,
  requestKind,
} from './routes';

const OK_ONLY = new CacheableResponsePlugin({statuses: [200]});

/** The plugin's precache (Workbox's default name for it): kept, the plugin manages it. */
const PRECACHE_PREFIX = 'workbox-precache';

/**
 * When a request gets neither the network nor its own cache: any cache of the site's, where a
 * product downloaded whole keeps its pages and assets (src/pwa/offlineProducts.ts).
 */
const FROM_DOWNLOADS = {
  handlerDidError: async ({request}) =>
    caches.match(request.mode === 'navigate' ? pageKey(request.url) : request.url, {ignoreSearch: true}),
};

/** Caps a cache at `maxEntries`, evicting the least recently used; gives way when storage runs out. */
function capped(maxEntries) {
  return new ExpirationPlugin({maxEntries, purgeOnQuotaError: true});
}

/** Saves the page at `url` and the assets its HTML names, as if the reader had opened it through the worker. */
async function savePage(url, baseUrl) {
  if (isShellRequest(new URL(url).pathname, baseUrl)) return;
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('text/html')) return;
  const html = await response.clone().text();
  await (await caches.open(CACHES.pages)).put(pageKey(url), response);
  await saveAssets(assetsOf(html, baseUrl), baseUrl);
}

/**
 * Adds to the assets cache those of `urls` (a page's, under `baseUrl`) that are not in the shell and
 * not saved yet; one failing does not stop the rest.
 */
async function saveAssets(urls, baseUrl) {
  const cache = await caches.open(CACHES.assets);
  await Promise.all(
    urls.map(async (url) => {
      if (isShellRequest(url, baseUrl)) return;
      if (await cache.match(url)) return;
      const response = await fetch(url, {credentials: 'same-origin'}).catch(() => null);
      if (response?.ok) await cache.put(url, response);
    }),
  );
}

export default function installOfflineReading() {
  const baseUrl = new URL(self.registration.scope).pathname;
  const ours = ({url}) => url.origin === self.location.origin && !isShellRequest(url.pathname, baseUrl);

  self.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        // Caches of earlier workers go; the plugin trims its own precache to the current shell.
        const kept = new Set(Object.values(CACHES));
        const stale = (await caches.keys()).filter(
          (name) => !kept.has(name) && !name.startsWith(PRECACHE_PREFIX) && !name.startsWith(OFFLINE_CACHE_PREFIX),
        );
        await Promise.all(stale.map((name) => caches.delete(name)));
        // The offline page runs with its route's chunks, which the shell list cannot name.
        const offline = await caches.match(`${baseUrl}${OFFLINE_PATH}index.html`, {ignoreSearch: true});
        if (offline) await saveAssets(assetsOf(await offline.text(), baseUrl), baseUrl);
        // The page that installed the worker was loaded before it: saved now, as it would have been.
        const windows = await self.clients.matchAll({type: 'window', includeUncontrolled: true});
        await Promise.all(windows.map((client) => savePage(client.url, baseUrl).catch(() => undefined)));
      })(),
    );
  });

  const pages = new NetworkFirst({
    cacheName: CACHES.pages,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      capped(MAX_ENTRIES.pages),
      OK_ONLY,
      {cacheKeyWillBeUsed: async ({request}) => pageKey(request.url)},
      FROM_DOWNLOADS,
    ],
  });
  registerRoute((options) => options.request.mode === 'navigate' && ours(options), pages);

  const kindOf = (options) => ours(options) && requestKind(options.url.pathname, baseUrl);
  const assets = {cacheName: CACHES.assets, plugins: [capped(MAX_ENTRIES.assets), OK_ONLY, FROM_DOWNLOADS]};
  const search = {cacheName: CACHES.search, plugins: [capped(MAX_ENTRIES.search), OK_ONLY]};
  registerRoute((options) => kindOf(options) === 'asset', new CacheFirst(assets));
  registerRoute((options) => kindOf(options) === 'image', new StaleWhileRevalidate(assets));
  registerRoute((options) => kindOf(options) === 'search-part', new StaleWhileRevalidate(search));
  registerRoute((options) => kindOf(options) === 'search-entry', new NetworkFirst(search));

  // A page neither online nor saved: the offline page, which names it and lists the saved ones.
  setCatchHandler(async ({request, url}) =>
    request.mode === 'navigate' ? Response.redirect(offlinePageUrl(baseUrl, url.pathname), 302) : Response.error(),
  );
}
