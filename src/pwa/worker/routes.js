// What the service worker keeps and how it fetches each kind of request: pure functions, shared by
// the worker (./index.js), the build's precache list (docusaurus.config.ts) and the offline page.
// Plain JavaScript: @docusaurus/plugin-pwa compiles the worker with Babel for .js files only.
// Types: ./routes.d.ts.

/**
 * The worker's own caches, beside the plugin's precache of the shell. Any other cache of the site's
 * origin is an earlier worker's, and is deleted.
 */
export const CACHES = {
  /** Pages the reader opened, network first. */
  pages: 'mui-pages',
  /** Hashed scripts and stylesheets (never change), and images. */
  assets: 'mui-assets',
  /** Pagefind's index pieces, fetched as queries need them. */
  search: 'mui-search',
};

/** Caches of products downloaded whole ("Make <product> available offline"): the prefix, then the docs instance. */
export const OFFLINE_CACHE_PREFIX = 'mui-offline-';

/** Entries kept per cache, the oldest used evicted first. */
export const MAX_ENTRIES = {pages: 300, assets: 3000, search: 400};

/** How long a page request waits for the network before the saved copy is shown. */
export const NETWORK_TIMEOUT_SECONDS = 3;

/** Where the offline page is, under the site's base URL. */
export const OFFLINE_PATH = 'offline/';

/**
 * True for a file of the build (a path relative to the build directory) that belongs to the app
 * shell: Docusaurus's runtime and main bundle, the site's stylesheet, the offline page, the web app
 * manifest and its icons, the navbar logo, fonts. Everything else is cached as it is used.
 * @param {string} file
 */
export function isShellFile(file) {
  return (
    /^assets\/js\/(runtime~main|main)\.[\w-]+\.js$/.test(file) ||
    /^assets\/css\/[\w.-]+\.css$/.test(file) ||
    file === `${OFFLINE_PATH}index.html` ||
    file === 'manifest.json' ||
    /^img\/pwa\//.test(file) ||
    file === 'img/products/docs.svg' ||
    /\.(woff2?|ttf|otf)$/.test(file)
  );
}

/**
 * True for a request the plugin's precache answers: an address of a shell file (a directory's
 * address stands for its index.html, as the plugin reads it).
 * @param {string} pathname
 * @param {string} baseUrl
 */
export function isShellRequest(pathname, baseUrl) {
  if (!pathname.startsWith(baseUrl)) return false;
  const file = pathname.slice(baseUrl.length);
  return isShellFile(file.endsWith('/') || file === '' ? `${file}index.html` : file);
}

/**
 * How the worker fetches a same-origin GET request that is not a page (a navigation) nor in the shell:
 * - 'asset': a content-hashed script or stylesheet, which never changes: cache first;
 * - 'image': cache, then refresh from the network;
 * - 'search-entry': Pagefind's script, worker, wasm and entry, which change with each build: network first;
 * - 'search-part': an index piece, content-hashed: cache, then refresh;
 * - null: not cached (sandbox projects, the service worker itself, anything else).
 * @param {string} pathname the request's path
 * @param {string} baseUrl the site's base URL, ending with a slash
 * @returns {'asset' | 'image' | 'search-entry' | 'search-part' | null}
 */
export function requestKind(pathname, baseUrl) {
  if (!pathname.startsWith(baseUrl)) return null;
  const path = pathname.slice(baseUrl.length);
  if (/^assets\/(js|css)\/[^/]+\.(js|css)$/.test(path)) return 'asset';
  if (/^(img|assets\/images)\/.+\.(png|jpe?g|gif|svg|webp|avif|ico)$/.test(path)) return 'image';
  if (/^pagefind\/(fragment|index|filter)\/[^/]+$/.test(path) || /^pagefind\/[^/]+\.pf_meta$/.test(path)) {
    return 'search-part';
  }
  if (/^pagefind\/[^/]+$/.test(path)) return 'search-entry';
  return null;
}

/**
 * The scripts, stylesheets and images a built page names (its route's chunks are listed in the HTML
 * that starts it), as absolute paths: what the page needs to run offline.
 * @param {string} html
 * @param {string} baseUrl
 * @returns {string[]}
 */
export function assetsOf(html, baseUrl) {
  const escaped = baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A path starts a quoted or unquoted attribute value or a string: not inside another site's URL.
  const pattern = new RegExp(
    `(?:^|["'=\\s(,])(${escaped}(?:assets/(?:js|css)/[\\w.~-]+\\.(?:js|css)|img/[\\w./-]+\\.(?:png|jpe?g|gif|svg|webp|avif)))`,
    'g',
  );
  return [...new Set([...html.matchAll(pattern)].map((match) => match[1]))];
}

/**
 * The key a page is saved under: its address without query or hash, so that a page opened from a
 * search result (`?_highlight=`) or at a heading is the same saved page.
 * @param {string} url
 */
export function pageKey(url) {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

/**
 * The offline page's address, naming the page that could not be shown.
 * @param {string} baseUrl
 * @param {string} requestedPath
 */
export function offlinePageUrl(baseUrl, requestedPath) {
  return `${baseUrl}${OFFLINE_PATH}?from=${encodeURIComponent(requestedPath)}`;
}
