/**
 * Docusaurus writes the whole site config to `.docusaurus/docusaurus.config.mjs`, and main.js,
 * which every page loads, carries it. Part of it only the build reads: the HTML template
 * (`ssrTemplate`, with this site's inline script starter) and the plugin, theme and preset lists
 * with their options; together about two thirds of the config's gzipped bytes. Nothing on the
 * client reads them: Docusaurus's client reads the URL and routing fields, `future`, `i18n`,
 * `favicon`, `title`, `noIndex`, and the themes read `themeConfig`, `customFields`, `markdown`.
 * So the client build drops them; the server build keeps the whole config.
 */
export const SERVER_ONLY_KEYS = ['ssrTemplate', 'plugins', 'themes', 'presets'] as const;

const EXPORT = 'export default ';

/**
 * The generated config module `source` without the server-only keys. Fails, naming `file`, if the
 * module is not the `export default <JSON>;` Docusaurus writes.
 */
export function withoutServerOnlyConfig(source: string, file = 'docusaurus.config.mjs'): string {
  const start = source.indexOf(EXPORT);
  const end = source.lastIndexOf(';');
  if (start === -1 || end < start) {
    throw new Error(`${file}: expected "${EXPORT}{...};" (has Docusaurus changed how it writes the site config?)`);
  }
  let config: Record<string, unknown>;
  try {
    config = JSON.parse(source.slice(start + EXPORT.length, end)) as Record<string, unknown>;
  } catch (error) {
    throw new Error(`${file}: the exported site config is not JSON (${(error as Error).message})`);
  }
  const kept = Object.fromEntries(
    Object.entries(config).filter(([key]) => !(SERVER_ONLY_KEYS as readonly string[]).includes(key)),
  );
  return `${source.slice(0, start)}${EXPORT}${JSON.stringify(kept, null, 2)};\n`;
}

/** Bundler loader for the generated site config module. */
export default function siteConfigLoader(this: {resourcePath: string}, source: string): string {
  return withoutServerOnlyConfig(source, this.resourcePath);
}
