/**
 * The pages the service worker has saved for offline reading (src/pwa/worker), as the offline page
 * lists them: each page's path and title, read from the head of its saved HTML.
 */
import {CACHES, OFFLINE_PATH} from './worker/routes';

export interface SavedPage {
  path: string;
  title: string;
}

/** How much of a saved page is read for its title: the head's first part, where `<title>` is. */
const HEAD_BYTES = 16_384;

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

/** The page title in `head`, without the site's suffix (`Installation | MUI Docs` gives `Installation`). */
export function titleOf(head: string, siteTitle: string): string | undefined {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(head);
  const title = match?.[1]?.replace(/&#?\w+;/g, (entity) => ENTITIES[entity] ?? entity).trim();
  if (!title) return undefined;
  const suffix = ` | ${siteTitle}`;
  return title.endsWith(suffix) && title.length > suffix.length ? title.slice(0, -suffix.length) : title;
}

/**
 * The page the offline page stands in for, from its `?from=` (src/pwa/worker/routes.js,
 * offlinePageUrl): a path of this site, or null for anything else (missing, another origin, junk).
 */
export function requestedPath(search: string, baseUrl: string): string | null {
  const from = new URLSearchParams(search).get('from');
  if (!from || !from.startsWith(baseUrl) || from.startsWith('//') || /[\s\\]/.test(from)) return null;
  return from;
}

/** Saved pages sorted by title, the offline page itself left out. */
export function toSavedPages(entries: readonly SavedPage[], baseUrl: string): SavedPage[] {
  return entries
    .filter((entry) => entry.path !== `${baseUrl}${OFFLINE_PATH}`)
    .sort((a, b) => a.title.localeCompare(b.title) || a.path.localeCompare(b.path));
}

/** The start of a response's body, as text: enough for the head, without reading a whole page. */
async function readHead(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const decoder = new TextDecoder();
  let text = '';
  while (text.length < HEAD_BYTES && !text.includes('</title>')) {
    const {done, value} = await reader.read();
    if (done) break;
    text += decoder.decode(value, {stream: true});
  }
  await reader.cancel();
  return text;
}

/** The pages saved on this device; none where the browser has no Cache Storage or the worker saved nothing. */
export async function listSavedPages(siteTitle: string, baseUrl: string): Promise<SavedPage[]> {
  if (typeof caches === 'undefined' || !(await caches.has(CACHES.pages))) return [];
  const cache = await caches.open(CACHES.pages);
  const entries = await Promise.all(
    (await cache.keys()).map(async (request): Promise<SavedPage> => {
      const path = new URL(request.url).pathname;
      const response = await cache.match(request);
      const title = response ? titleOf(await readHead(response), siteTitle) : undefined;
      return {path, title: title ?? path};
    }),
  );
  return toSavedPages(entries, baseUrl);
}
