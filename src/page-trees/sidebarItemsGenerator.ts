import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import type {DocsInstance} from '../products/docsInstances';
import {docPathname} from './docPathname';
import {pageTreeFile, pageTreeOf} from './index';
import {toSidebarItems} from './toSidebarItems';

/** The `sidebarItemsGenerator` of a docs instance: the page tree of the version, resolved against its docs. */
export function createSidebarItemsGenerator(instance: DocsInstance): PluginOptions['sidebarItemsGenerator'] {
  return ({docs, version}) => {
    const tree = pageTreeOf(instance.id, version.versionName);
    if (!tree) {
      throw new Error(
        `No page tree for version ${version.versionName} of ${instance.id}: add ${pageTreeFile(instance.id, version.versionName)} to ARCHIVED_PAGE_TREES (src/page-trees/index.ts).`,
      );
    }
    const docIdsByPathname = new Map(docs.map((doc) => [docPathname(instance.routeBasePath, doc.id), doc.id]));
    return toSidebarItems(tree, {findDocId: (pathname) => docIdsByPathname.get(pathname)});
  };
}
