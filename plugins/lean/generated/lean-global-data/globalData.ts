/**
 * Every page carries the site's global data in main.js. For each docs instance (one per product)
 * plugin-content-docs puts there, per version, the list of all its docs (id, path, sidebar): most of
 * it (what that saves: the patch's entry in scripts/upstream/manifest/). The list is read to find the current doc among a version's docs, which only the
 * classic theme's version-aware pieces use: the docs-version navbar items, doc navbar links (not in
 * this site's navbar item types, src/theme/NavbarItem/ComponentTypes.tsx) and the banner of an
 * unmaintained or unreleased version, which the site replaces (src/theme/DocVersionBanner). Versions, their paths and main doc
 * stay, so the active product and version are found as before (search, sidebar, version menu).
 * An empty list is still a list: the theme's lookups find no doc rather than fail.
 */

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

interface DocsVersion {
  docs?: unknown;
}

/** Global data (`globalData.json`) with empty doc lists in every docs version; other data as it was. */
export function withoutDocLists(json: string): string {
  const data = JSON.parse(json) as Record<string, unknown>;
  const instances = data[DOCS_PLUGIN];
  if (typeof instances !== 'object' || instances === null) return json;
  const leanInstances = Object.fromEntries(
    Object.entries(instances).map(([id, instance]) => {
      const versions = (instance as {versions?: unknown}).versions;
      if (!Array.isArray(versions)) return [id, instance];
      return [
        id,
        {
          ...(instance as object),
          versions: versions.map((version: DocsVersion) =>
            Array.isArray(version.docs) ? {...version, docs: []} : version,
          ),
        },
      ];
    }),
  );
  return JSON.stringify({...data, [DOCS_PLUGIN]: leanInstances});
}

/** Bundler loader for `@generated/globalData`. */
export default function globalDataLoader(source: string): string {
  return withoutDocLists(source);
}
