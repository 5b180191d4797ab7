/**
 * "Make <product> available offline" (the settings panel, src/components/SettingsDrawer): downloads
 * the pages and assets of one docs instance (the list plugins/offline-bundles writes) into a cache of
 * its own, which the service worker reads when a page or asset is neither online nor saved
 * (src/pwa/worker). Removing it deletes that cache.
 */
import {DOCS_INSTANCES} from '../products/docsInstances';
import {isOfflineBundle, type OfflineBundle, type OfflineFile} from './offlineBundle';
import {OFFLINE_CACHE_PREFIX, OFFLINE_PATH} from './worker/routes';

/** Files fetched at once while downloading. */
const CONCURRENCY = 4;

/** localStorage: the instances the reader removed, which an installed app does not download again. */
export const REMOVED_KEY = 'docs:offline-removed';

/** The instances listed under REMOVED_KEY; junk reads as none. */
export function parseRemoved(value: string | null): string[] {
  try {
    const list: unknown = JSON.parse(value ?? '[]');
    return Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

function readRemoved(): string[] {
  try {
    return parseRemoved(window.localStorage.getItem(REMOVED_KEY));
  } catch {
    return [];
  }
}

function writeRemoved(list: readonly string[]): void {
  try {
    window.localStorage.setItem(REMOVED_KEY, JSON.stringify(list));
  } catch {
    // Without storage an installed app may download the product again: nothing is lost.
  }
}

/** A failure whose message is written for the reader. */
export class OfflineError extends Error {}

/**
 * What to tell the reader when a download, or a look at what is saved, fails: the message of an
 * OfflineError, plain words for a full device, and a general one for anything else the browser
 * throws (its own messages are not written for readers).
 */
export function offlineMessage(error: unknown): string {
  if (error instanceof OfflineError) return error.message;
  if (error instanceof DOMException && error.name === 'QuotaExceededError') {
    return 'This device has no more room for saved pages. Free some space, then try again.';
  }
  return 'Saving pages for offline reading did not work in this browser. Try again later.';
}

/** The cache a product's download is kept in. */
export function offlineCacheName(instance: string): string {
  return `${OFFLINE_CACHE_PREFIX}${instance}`;
}

/** The docs instance a page belongs to (not the authors' guide), or undefined. */
export function offlineInstanceOf(pathname: string, baseUrl: string): string | undefined {
  return DOCS_INSTANCES.find(
    (instance) => instance.id !== 'experiments' && pathname.startsWith(`${baseUrl}${instance.routeBasePath.slice(1)}/`),
  )?.id;
}

/** Runs `task` on every item, at most `concurrency` at a time; rejects with the first failure. */
export async function runPool<T>(
  items: readonly T[],
  concurrency: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({length: Math.min(concurrency, items.length)}, worker));
}

/** The download list of one instance; rejects with a plain-words message when it cannot be read. */
export async function loadBundle(baseUrl: string, instance: string): Promise<OfflineBundle> {
  const response = await fetch(`${baseUrl}${OFFLINE_PATH}${instance}.json`).catch(() => null);
  const value: unknown = response?.ok ? await response.json().catch(() => null) : null;
  if (!isOfflineBundle(value))
    throw new OfflineError('The list of pages to download could not be read. Try again later.');
  return value;
}

/** How many files of `bundle` the device holds. */
export async function savedFiles(bundle: OfflineBundle): Promise<number> {
  if (typeof caches === 'undefined' || !(await caches.has(offlineCacheName(bundle.instance)))) return 0;
  const cache = await caches.open(offlineCacheName(bundle.instance));
  const held = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  return [...bundle.pages, ...bundle.assets].filter((file) => held.has(file.url)).length;
}

/**
 * Downloads every file of `bundle` the device does not hold yet, reporting the bytes done (as sent
 * gzip, the figure the panel announced) after each file. Rejects with a plain-words message when a
 * file fails; what was saved stays, so trying again resumes.
 */
export async function downloadBundle(
  bundle: OfflineBundle,
  onProgress: (doneBytes: number, totalBytes: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  writeRemoved(readRemoved().filter((instance) => instance !== bundle.instance));
  const cache = await caches.open(offlineCacheName(bundle.instance));
  let done = 0;
  const report = (file: OfflineFile) => {
    done += file.transferBytes;
    onProgress(done, bundle.transferBytes);
  };
  await runPool([...bundle.pages, ...bundle.assets], CONCURRENCY, async (file) => {
    if (signal?.aborted) throw new DOMException('Download stopped', 'AbortError');
    if (!(await cache.match(file.url))) {
      const response = await fetch(file.url, {credentials: 'same-origin', signal}).catch((error: unknown) => {
        if (signal?.aborted) throw error;
        throw new OfflineError('The download stopped: the connection was lost. Try again to go on where it stopped.');
      });
      if (!response.ok) throw new OfflineError(`The download stopped: ${file.url} is not on the server any more.`);
      await cache.put(file.url, response);
    }
    report(file);
  });
}

/** Deletes a product's download, and remembers not to download it again on its own. */
export async function removeBundle(instance: string): Promise<void> {
  writeRemoved([...new Set([...readRemoved(), instance])]);
  if (typeof caches !== 'undefined') await caches.delete(offlineCacheName(instance));
}

/**
 * For the installed app (src/pwa/register.ts calls it in standalone display mode): downloads the
 * product of the page being read, unless it is on the device already or the reader removed it.
 */
export async function downloadInInstalledApp(pathname: string, baseUrl: string): Promise<void> {
  const instance = offlineInstanceOf(pathname, baseUrl);
  if (!instance || readRemoved().includes(instance)) return;
  const bundle = await loadBundle(baseUrl, instance);
  if ((await savedFiles(bundle)) < bundle.pages.length + bundle.assets.length) await downloadBundle(bundle, () => {});
}
