import {versionedDocsDir} from '../products/archivedVersions';
import {DOCS_INSTANCES, type DocsInstanceId} from '../products/docsInstances';
import baseUi from './base-ui';
import experiments from './experiments';
import joyUi from './joy-ui';
import materialUi from './material-ui';
import materialUiV6 from './material-ui-v6';
import system from './system';
import toolpad from './toolpad';
import type {PageTree, PageTreeSource} from './types';
import x from './x';

/** The page tree of every docs instance; a missing one is a type error. */
export const PAGE_TREES: {readonly [Id in DocsInstanceId]: PageTree} = {
  'material-ui': materialUi,
  'base-ui': baseUi,
  'joy-ui': joyUi,
  system,
  x,
  toolpad,
  experiments,
};

/** The trees of archived versions served in the site (src/products/archivedVersions.ts), by instance and version name. */
export const ARCHIVED_PAGE_TREES: {readonly [Id in DocsInstanceId]?: Readonly<Record<string, PageTree>>} = {
  'material-ui': {'6.x': materialUiV6},
};

/** The tree of an instance's docs version (`current`: the latest). */
export function pageTreeOf(instanceId: DocsInstanceId, versionName = 'current'): PageTree | undefined {
  return versionName === 'current' ? PAGE_TREES[instanceId] : ARCHIVED_PAGE_TREES[instanceId]?.[versionName];
}

/** The file that defines an instance's tree (named in validation messages), relative to the site. */
export function pageTreeFile(instanceId: DocsInstanceId, versionName = 'current'): string {
  return versionName === 'current'
    ? `src/page-trees/${instanceId}.ts`
    : `src/page-trees/${instanceId}-v${versionName.replace(/\.x$/, '')}.ts`;
}

/** Every instance's tree, and every archived version's, with its route base and docs folder, for validation. */
export function getPageTreeSources(): PageTreeSource[] {
  return DOCS_INSTANCES.flatMap((instance) => [
    {
      instanceId: instance.id,
      routeBasePath: instance.routeBasePath,
      docsPath: instance.path,
      treeFile: pageTreeFile(instance.id),
      tree: PAGE_TREES[instance.id],
    },
    ...Object.entries(ARCHIVED_PAGE_TREES[instance.id] ?? {}).map(([versionName, tree]) => ({
      instanceId: instance.id,
      routeBasePath: instance.routeBasePath,
      docsPath: versionedDocsDir(instance.id, versionName),
      treeFile: pageTreeFile(instance.id, versionName),
      tree,
    })),
  ]);
}
