import {DOCS_INSTANCES, type DocsInstanceId} from '../products/docsInstances';
import baseUi from './base-ui';
import experiments from './experiments';
import joyUi from './joy-ui';
import materialUi from './material-ui';
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

/** The file that defines an instance's tree (named in validation messages), relative to the site. */
export function pageTreeFile(instanceId: DocsInstanceId): string {
  return `src/page-trees/${instanceId}.ts`;
}

/** Every instance's tree with its route base and docs folder, for validation. */
export function getPageTreeSources(): PageTreeSource[] {
  return DOCS_INSTANCES.map((instance) => ({
    instanceId: instance.id,
    routeBasePath: instance.routeBasePath,
    docsPath: instance.path,
    treeFile: pageTreeFile(instance.id),
    tree: PAGE_TREES[instance.id],
  }));
}
