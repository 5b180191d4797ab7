/**
 * Docusaurus puts the site metadata (`@generated/site-metadata`) in main.js: its version, the
 * site's version, and the name, kind and version of every plugin the site uses (35 of them here,
 * 0.4 KB gz of a 0.5 KB module). The plugin list is for the debug plugin's metadata page, which
 * production builds do not have; what the client reads is the Docusaurus version (the generator
 * meta tag, the Algolia search bar's user agent). So the list is dropped.
 */

/** Site metadata (`site-metadata.json`) without `pluginVersions`. Fails, naming `file`, if it is not JSON. */
export function withoutPluginVersions(json: string, file = 'site-metadata.json'): string {
  let metadata: Record<string, unknown>;
  try {
    metadata = JSON.parse(json) as Record<string, unknown>;
  } catch (error) {
    throw new Error(`${file}: the site metadata is not JSON (${(error as Error).message})`);
  }
  const {pluginVersions: _pluginVersions, ...rest} = metadata;
  return JSON.stringify(rest);
}

/** Bundler loader for `@generated/site-metadata`. */
export default function siteMetadataLoader(this: {resourcePath: string}, source: string): string {
  return withoutPluginVersions(source, this.resourcePath);
}
