/**
 * Docusaurus writes the whole site config to `.docusaurus/docusaurus.config.mjs`, and main.js,
 * which every page loads, carries it. Most of it only the build reads: the HTML template
 * (`ssrTemplate`, with this site's inline script starter), the plugin, theme and preset lists with
 * their options, the tags and files the template adds, the Markdown and broken-link settings, and
 * the `future` build flags. So the client build drops them; the server build keeps the whole config.
 *
 * What the browser reads (Docusaurus 3.10's client, its classic theme and theme-common, the
 * docs, live-codeblock, search and PWA plugins, and this site): the URL and routing fields,
 * `future.experimental_router`, `title`, `titleDelimiter`, `tagline`, `favicon`, `noIndex`,
 * `baseUrlIssueBanner`, `themeConfig` and `customFields`. `i18n` and `storage` reach it through
 * their own generated modules (`@generated/i18n`, `@generated/site-storage`).
 */
export const SERVER_ONLY_KEYS = [
  'ssrTemplate',
  'plugins',
  'themes',
  'presets',
  'headTags',
  'scripts',
  'stylesheets',
  'clientModules',
  'staticDirectories',
  'markdown',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onDuplicateRoutes',
  'i18n',
  'storage',
] as const;

/** The only `future` flag the browser reads; the others configure the build. */
const CLIENT_FUTURE_KEYS = ['experimental_router'];

/** `future` with only the flags the browser reads, or undefined when there is no `future`. */
function clientFuture(future: unknown): Record<string, unknown> | undefined {
  if (typeof future !== 'object' || future === null) return undefined;
  return Object.fromEntries(Object.entries(future).filter(([key]) => CLIENT_FUTURE_KEYS.includes(key)));
}

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
    Object.entries(config)
      .filter(([key]) => !(SERVER_ONLY_KEYS as readonly string[]).includes(key))
      .map(([key, value]) => (key === 'future' ? [key, clientFuture(value)] : [key, value])),
  );
  return `${source.slice(0, start)}${EXPORT}${JSON.stringify(kept, null, 2)};\n`;
}

/** Bundler loader for the generated site config module. */
export default function siteConfigLoader(this: {resourcePath: string}, source: string): string {
  return withoutServerOnlyConfig(source, this.resourcePath);
}
