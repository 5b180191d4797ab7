/**
 * What "Make <product> available offline" downloads (src/pwa/offlineProducts.ts): per docs
 * instance, every page of its latest version and the scripts, stylesheets and images those pages
 * name, with their sizes, written after the build to `offline/<instance>.json`. An archived version
 * served in the site (plugins/archived-versions) is left out: it would double the download.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {DOCS_INSTANCES} from '../../src/products/docsInstances';
import {archivedVersionsOf} from '../archived-versions/versions';
import type {OfflineBundle, OfflineFile} from '../../src/pwa/offlineBundle';
import {assetsOf, isShellRequest, OFFLINE_PATH} from '../../src/pwa/worker/routes';

/** The docs instances a reader can take offline: the products (the authors' guide is left out). */
export const OFFLINE_INSTANCES = DOCS_INSTANCES.filter((instance) => instance.id !== 'experiments');

/** A built file's size: as stored (`bytes`) and as sent gzip (`transferBytes`). */
export type SizeOf = (url: string) => {bytes: number; transferBytes: number} | undefined;

/**
 * The bundle of one instance from its pages (address and HTML): the pages, then each asset they
 * name once, those of the app shell left out (the worker precaches them). A file `sizeOf` does not
 * know (named, but not in the build) is left out.
 */
export function toBundle(
  instance: string,
  pages: readonly {url: string; html: string}[],
  baseUrl: string,
  sizeOf: SizeOf,
): OfflineBundle {
  const file = (url: string): OfflineFile[] => {
    const size = sizeOf(url);
    return size ? [{url, ...size}] : [];
  };
  const assets = new Set<string>();
  for (const page of pages) {
    for (const asset of assetsOf(page.html, baseUrl)) if (!isShellRequest(asset, baseUrl)) assets.add(asset);
  }
  const pageFiles = [...pages].sort((a, b) => a.url.localeCompare(b.url)).flatMap((page) => file(page.url));
  const assetFiles = [...assets].sort().flatMap(file);
  const all = [...pageFiles, ...assetFiles];
  return {
    instance,
    pages: pageFiles,
    assets: assetFiles,
    bytes: all.reduce((sum, entry) => sum + entry.bytes, 0),
    transferBytes: all.reduce((sum, entry) => sum + entry.transferBytes, 0),
  };
}

/** Whether `file` (relative to its instance's folder: `6.x/react-button/index.html`) is a page of one of `versionNames`. */
export function isInVersionFolder(file: string, versionNames: readonly string[]): boolean {
  const [first] = file.split(/[\\/]/);
  return versionNames.includes(first ?? '');
}

/** The HTML pages under `dir`, as paths relative to it (`react-button/index.html`). */
function htmlFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** Writes `offline/<instance>.json` for each instance into the build in `outDir`; returns the bundles. */
export function writeBundles(outDir: string, baseUrl: string): OfflineBundle[] {
  const sizes = new Map<string, ReturnType<SizeOf>>();
  const sizeOf: SizeOf = (url) => {
    if (!sizes.has(url)) {
      const relative = url.slice(baseUrl.length);
      const filePath = path.join(outDir, relative.endsWith('/') ? `${relative}index.html` : relative);
      sizes.set(
        url,
        fs.existsSync(filePath)
          ? (() => {
              const content = fs.readFileSync(filePath);
              return {bytes: content.length, transferBytes: zlib.gzipSync(content).length};
            })()
          : undefined,
      );
    }
    return sizes.get(url);
  };
  const bundleDir = path.join(outDir, OFFLINE_PATH);
  fs.mkdirSync(bundleDir, {recursive: true});
  return OFFLINE_INSTANCES.map(({id, routeBasePath}) => {
    const instanceDir = path.join(outDir, routeBasePath);
    const archived = archivedVersionsOf(id).map((version) => version.name);
    const latestFiles = htmlFiles(instanceDir).filter((file) => !isInVersionFolder(file, archived));
    const pages = latestFiles.map((file) => {
      const directory = path.dirname(file).split(path.sep).join('/');
      return {
        url: `${baseUrl}${routeBasePath.slice(1)}/${directory === '.' ? '' : `${directory}/`}`,
        html: fs.readFileSync(path.join(instanceDir, file), 'utf8'),
      };
    });
    if (pages.length === 0) throw new Error(`Offline bundles: no page of ${id} under ${instanceDir}.`);
    const bundle = toBundle(id, pages, baseUrl, sizeOf);
    fs.writeFileSync(path.join(bundleDir, `${id}.json`), JSON.stringify(bundle));
    return bundle;
  });
}
