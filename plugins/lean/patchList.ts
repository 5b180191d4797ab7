/**
 * The lean layer's plugins by name, and the site config's plugin list without some of them: a build
 * with `DOCS_WITHOUT_PATCHES=<name>,...` leaves those patches out, which is how
 * `npm run bench:patches` (scripts/bench/patchGains.ts) measures what each one saves.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The groups, as scripts/upstream/manifest/ groups the patches. */
export const PATCH_GROUPS = ['routing', 'client', 'generated'] as const;

/** The names of the patches that are plugins of their own: a folder of a group with an index.ts. */
export function leanPluginNames(leanDir: string = __dirname): string[] {
  return PATCH_GROUPS.flatMap((group) =>
    fs
      .readdirSync(path.join(leanDir, group), {withFileTypes: true})
      .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(leanDir, group, entry.name, 'index.ts')))
      .map((entry) => entry.name),
  ).sort();
}

/**
 * The names listed in `value` (comma-separated; empty or unset: none). Throws, naming them and the
 * patches there are, for names that are no patch: a typo must not measure the full site as "without".
 */
export function parsePatchList(value: string | undefined, known: readonly string[]): Set<string> {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `DOCS_WITHOUT_PATCHES names no patch of plugins/lean/: ${unknown.join(', ')}. The patches: ${known.join(', ')}.`,
    );
  }
  return new Set(names);
}

const LEAN_PLUGIN_PATH = /plugins\/lean\/[\w-]+\/([\w-]+)\/index\.ts$/;

/** `plugins`, less the entries (a path, or a [path, options] pair) of the lean plugins named in `without`. */
export function withoutPatches<T>(plugins: readonly T[], without: ReadonlySet<string>): T[] {
  return plugins.filter((entry) => {
    const pluginPath = typeof entry === 'string' ? entry : Array.isArray(entry) ? entry[0] : undefined;
    const name = typeof pluginPath === 'string' ? LEAN_PLUGIN_PATH.exec(pluginPath)?.[1] : undefined;
    return name === undefined || !without.has(name);
  });
}
