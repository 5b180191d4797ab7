/**
 * Every docs page loads its version's props (plugin-content-docs, `version` of the docs root
 * route): the product's sidebar and an entry (id, title, description, sidebar) for each of its
 * docs. The entries are read by one hook only, `useDocById`, which only `@theme/DocCard` calls
 * (cards of generated category indexes and `<DocCardList>`): this site has neither. On Material UI
 * they were most of the chunk every page downloads (what that saves: the patch's entry in
 * scripts/upstream/manifest/). A page that starts using doc cards fails to build, loudly: `useDocById` throws
 * "no version doc found by id". Remove this plugin then.
 *
 * Sidebar items also lose `unlisted: false`, the default: the theme only tests it for truth. And a
 * doc link's `docId` becomes DOC_LINK_MARK: the id is read by `useDocById` alone, and the only
 * other reader, the breadcrumbs, tests it for truth (a doc link, not an external one). The ids
 * repeated each link's path.
 */

/** What a sidebar link's `docId` becomes: the mark of a link to a doc, not the doc's id. */
export const DOC_LINK_MARK = 'doc';

interface VersionProps {
  version: {docsSidebars: Record<string, unknown>; docs: Record<string, unknown>};
}

function isVersionProps(value: unknown): value is VersionProps {
  const version = (value as Partial<VersionProps> | null)?.version;
  return (
    typeof version === 'object' &&
    version !== null &&
    typeof version.docsSidebars === 'object' &&
    version.docsSidebars !== null &&
    typeof version.docs === 'object' &&
    version.docs !== null
  );
}

/** Sidebar items without `unlisted: false` and with DOC_LINK_MARK for doc ids, at every depth. */
function leanSidebarItems(items: unknown): unknown {
  if (!Array.isArray(items)) return items;
  return items.map((item: unknown) => {
    if (typeof item !== 'object' || item === null) return item;
    type Item = {unlisted?: unknown; items?: unknown; docId?: unknown};
    const {unlisted, ...rest} = item as Item;
    const kept: Item = unlisted === false ? rest : {...rest, unlisted};
    if (typeof kept.docId === 'string' && kept.docId !== '') kept.docId = DOC_LINK_MARK;
    return 'items' in kept ? {...kept, items: leanSidebarItems(kept.items)} : kept;
  });
}

/** The route props in `json` without the doc entries, if they are a docs version's; else `json` as it is. */
export function leanVersionProps(json: string): string {
  const props: unknown = JSON.parse(json);
  if (!isVersionProps(props)) return json;
  const docsSidebars = Object.fromEntries(
    Object.entries(props.version.docsSidebars).map(([name, items]) => [name, leanSidebarItems(items)]),
  );
  return JSON.stringify({...props, version: {...props.version, docsSidebars, docs: {}}});
}

/** Bundler loader for the route props files of plugin-content-docs. */
export default function versionPropsLoader(source: string): string {
  return leanVersionProps(source);
}
