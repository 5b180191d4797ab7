import fs from 'node:fs/promises';
import path from 'node:path';
import {isCacheKey, sameKey, type CacheKey} from './cache';

/** File in `outDir` listing the generated pages (read by the page tree and by the plugin). */
export const MANIFEST_FILE = '_components.json';

/** One generated page, as a navigation tree needs it. */
export interface ManifestPage {
  /** Component name, e.g. `ButtonBase`. */
  name: string;
  kebabName: string;
  /** Page title, e.g. `ButtonBase API`. */
  title: string;
  /** Site pathname without trailing slash, e.g. `/material-ui/api/button-base`. */
  pathname: string;
  /**
   * The page's file relative to the output folder, `/`-separated, when it is not
   * `<kebabName>.mdx` there (a reference with option `pages`: `../react-menu/hooks-api.mdx`).
   */
  file?: string;
  /** What the page documents (its first item's kind); absent on pages of one component. */
  kind?: 'component' | 'hook' | 'interface' | 'index';
  /** The package its first item is imported from, when the reference reads several (the Data Grid's tiers). */
  packageName?: string;
  /**
   * The theme key of the page's component (`MuiButton`: `theme.components.MuiButton`), when the
   * page documents one component that has one (see `themeKey` in renderPage.ts).
   */
  themeKey?: string;
}

/** A manifest page's file, relative to the output folder. */
export function manifestPageFile(page: ManifestPage): string {
  return page.file ?? `${page.kebabName}.mdx`;
}

/**
 * Contents of `_components.json`: the pages in alphabetical order of their URL, and the key
 * they were generated from (which the plugin compares with the installed package).
 */
export interface ComponentsManifest {
  source: CacheKey;
  pages: ManifestPage[];
}

function isManifestPage(value: unknown): value is ManifestPage {
  return (
    typeof value === 'object' &&
    value !== null &&
    'name' in value &&
    typeof value.name === 'string' &&
    'kebabName' in value &&
    typeof value.kebabName === 'string' &&
    'title' in value &&
    typeof value.title === 'string' &&
    'pathname' in value &&
    typeof value.pathname === 'string' &&
    (!('themeKey' in value) || typeof value.themeKey === 'string')
  );
}

/** Type guard for `_components.json` read from disk. */
export function isComponentsManifest(value: unknown): value is ComponentsManifest {
  return (
    typeof value === 'object' &&
    value !== null &&
    'source' in value &&
    isCacheKey(value.source) &&
    'pages' in value &&
    Array.isArray(value.pages) &&
    value.pages.every(isManifestPage)
  );
}

/** The manifest of an output folder, or undefined when it is missing or malformed. */
export async function readManifest(outDir: string): Promise<ComponentsManifest | undefined> {
  try {
    const parsed: unknown = JSON.parse(await fs.readFile(path.join(outDir, MANIFEST_FILE), 'utf8'));
    return isComponentsManifest(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function describeKey(key: CacheKey): string {
  const selection = key.selection === undefined ? '' : `, selection ${key.selection}`;
  const importName = key.importName === undefined ? '' : `, shown as ${key.importName}`;
  const aliases = key.aliases === undefined ? '' : `, importing ${key.aliases}`;
  return `${key.packageName}@${key.version}, generator ${key.generatorVersion}${selection}${importName}${aliases}`;
}

/**
 * Why the generated pages in `outDir` do not match the installed package and the current
 * generator, or undefined when they do. Every reason is listed, with the command that fixes it.
 */
export async function findOutdatedOutput(
  outDir: string,
  displayDir: string,
  expected: CacheKey,
): Promise<string | undefined> {
  const manifest = await readManifest(outDir);
  const reasons: string[] = [];
  if (!manifest) {
    reasons.push(`${path.posix.join(displayDir, MANIFEST_FILE)} is missing or unreadable`);
  } else {
    if (!sameKey(manifest.source, expected)) {
      reasons.push(`they were generated for ${describeKey(manifest.source)}; installed is ${describeKey(expected)}`);
    }
    const missing: string[] = [];
    for (const page of manifest.pages) {
      const file = path.join(outDir, manifestPageFile(page));
      const exists = await fs.stat(file).then(
        () => true,
        () => false,
      );
      if (!exists) missing.push(path.posix.join(displayDir, manifestPageFile(page)));
    }
    if (missing.length > 0) reasons.push(`pages listed in ${MANIFEST_FILE} are missing: ${missing.join(', ')}`);
  }
  if (reasons.length === 0) return undefined;
  return [
    `The API reference pages of ${expected.packageName} in ${displayDir} are out of date:`,
    ...reasons.map((reason) => `  - ${reason}`),
    'Run `npm run generate:api` to regenerate them.',
  ].join('\n');
}
