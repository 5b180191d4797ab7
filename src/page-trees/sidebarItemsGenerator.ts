import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import type {DocsInstance} from '../products/docsInstances';
import {docPathname} from './docPathname';
import {PAGE_TREES} from './index';
import {toSidebarItems} from './toSidebarItems';

/** The `sidebarItemsGenerator` of a docs instance: its page tree, resolved against its docs. */
export function createSidebarItemsGenerator(instance: DocsInstance): PluginOptions['sidebarItemsGenerator'] {
  return ({docs}) => {
    const docIdsByPathname = new Map(docs.map((doc) => [docPathname(instance.routeBasePath, doc.id), doc.id]));
    return toSidebarItems(PAGE_TREES[instance.id], {findDocId: (pathname) => docIdsByPathname.get(pathname)});
  };
}
