import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {PackageApi} from './types';

/** What generated output depends on: the package's version and the generator's own code. */
export interface CacheKey {
  packageName: string;
  version: string;
  generatorVersion: string;
  /** For a reference that names its items (option `pages`): a hash of them and of the other packages' versions. */
  selection?: string;
  /** The name the pages show, when not `packageName` (option `importName`). */
  importName?: string;
  /**
   * The packages imported as others (option `moduleAliases`), each with the installed version:
   * `@mui/material=@mui/material-v6@6.5.0`, comma-separated, sorted.
   */
  aliases?: string;
}

/** Entries of the plugin folder that do not shape the output, so editing them keeps the cache. */
const NOT_GENERATOR = new Set(['__tests__', 'fidelity', 'index.ts']);

function listSources(dir: string, relative = ''): string[] {
  return readdirSync(path.join(dir, relative), {withFileTypes: true})
    .filter((entry) => !(relative === '' && NOT_GENERATOR.has(entry.name)))
    .flatMap((entry) => {
      const file = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) return listSources(dir, file);
      return entry.name.endsWith('.ts') ? [file] : [];
    });
}

/**
 * A hash of the generator's source files (everything in this folder but the tests, the
 * fidelity check and the plugin entry, which only verify): changing how pages are extracted or rendered changes
 * it, which invalidates the cache and marks generated pages as out of date.
 */
export function computeGeneratorVersion(sourceDir: string = __dirname): string {
  const hash = createHash('sha256');
  for (const file of listSources(sourceDir).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(sourceDir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * `<cacheDir>/<packageName>@<version>-<generatorVersion>[-<selection>][-<hash of importName and aliases>].json`
 * (a scoped name makes a subfolder).
 */
export function cacheFilePath(cacheDir: string, key: CacheKey): string {
  const selection = key.selection === undefined ? '' : `-${key.selection}`;
  const naming =
    key.importName === undefined && key.aliases === undefined
      ? ''
      : `-${createHash('sha256')
          .update(JSON.stringify([key.importName ?? null, key.aliases ?? null]))
          .digest('hex')
          .slice(0, 12)}`;
  return path.join(cacheDir, `${key.packageName}@${key.version}-${key.generatorVersion}${selection}${naming}.json`);
}

/** Two keys name the same output. */
export function sameKey(a: CacheKey, b: CacheKey): boolean {
  return (
    a.packageName === b.packageName &&
    a.version === b.version &&
    a.generatorVersion === b.generatorVersion &&
    a.selection === b.selection &&
    a.importName === b.importName &&
    a.aliases === b.aliases
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Type guard for a key read back from JSON. */
export function isCacheKey(value: unknown): value is CacheKey {
  return (
    isRecord(value) &&
    typeof value.packageName === 'string' &&
    typeof value.version === 'string' &&
    typeof value.generatorVersion === 'string' &&
    (value.selection === undefined || typeof value.selection === 'string') &&
    (value.importName === undefined || typeof value.importName === 'string') &&
    (value.aliases === undefined || typeof value.aliases === 'string')
  );
}

/**
 * A shallow check of a cached extraction. The file name already pins the generator version,
 * so a file with the right name has the right shape unless someone edited it by hand; this
 * catches that (and truncated writes) without re-validating every prop.
 */
function isPackageApi(value: unknown): value is PackageApi {
  return (
    isRecord(value) &&
    typeof value.packageName === 'string' &&
    typeof value.version === 'string' &&
    Array.isArray(value.skipped) &&
    value.skipped.every((name) => typeof name === 'string') &&
    Array.isArray(value.hooks) &&
    Array.isArray(value.interfaces) &&
    Array.isArray(value.components) &&
    value.components.every(
      (component) =>
        isRecord(component) &&
        typeof component.name === 'string' &&
        typeof component.kebabName === 'string' &&
        Array.isArray(component.props) &&
        Array.isArray(component.slots) &&
        Array.isArray(component.classes) &&
        Array.isArray(component.demos),
    )
  );
}

/** The cached extraction for a key, or undefined when there is none (or it is unreadable). */
export async function readCache(cacheDir: string, key: CacheKey): Promise<PackageApi | undefined> {
  let content: string;
  try {
    content = await fs.readFile(cacheFilePath(cacheDir, key), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const parsed: unknown = JSON.parse(content);
    return isRecord(parsed) && isCacheKey(parsed.key) && sameKey(parsed.key, key) && isPackageApi(parsed.api)
      ? parsed.api
      : undefined;
  } catch {
    return undefined;
  }
}

/** Stores an extraction under its key. */
export async function writeCache(cacheDir: string, key: CacheKey, api: PackageApi): Promise<void> {
  const file = cacheFilePath(cacheDir, key);
  await fs.mkdir(path.dirname(file), {recursive: true});
  // Written aside and renamed, so a concurrent reader never sees half a file.
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, JSON.stringify({key, api}));
  await fs.rename(temporary, file);
}
