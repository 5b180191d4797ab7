/**
 * Every docs page loads its version's props (plugin-content-docs, `version` of the docs root
 * route): the product's sidebar and an entry for each of its docs. An entry's `description` is
 * read by one component only, `@theme/DocCard` (cards of generated category indexes and
 * `<DocCardList>`), which this site does not use; on Material UI it made up three quarters of
 * the 19 KB gz every page downloaded. Dropping it keeps id, title and sidebar, so `useDocById`
 * still finds every doc. A site that starts using doc cards should remove this plugin.
 */

interface VersionDoc {
  id: string;
  title: string;
  description?: string;
  sidebar?: string;
}

interface VersionProps {
  version: {docsSidebars: unknown; docs: Record<string, VersionDoc>};
}

function isVersionProps(value: unknown): value is VersionProps {
  const version = (value as Partial<VersionProps> | null)?.version;
  return (
    typeof version === 'object' &&
    version !== null &&
    'docsSidebars' in version &&
    typeof version.docs === 'object' &&
    version.docs !== null
  );
}

/** The route props in `json` without doc descriptions, if they are a docs version's; else `json` as it is. */
export function withoutDocDescriptions(json: string): string {
  const props: unknown = JSON.parse(json);
  if (!isVersionProps(props)) return json;
  const docs = Object.fromEntries(
    Object.entries(props.version.docs).map(([id, {description: _unused, ...doc}]) => [id, doc]),
  );
  return JSON.stringify({...props, version: {...props.version, docs}});
}

/** Bundler loader for the route props files of plugin-content-docs. */
export default function versionPropsLoader(source: string): string {
  return withoutDocDescriptions(source);
}
