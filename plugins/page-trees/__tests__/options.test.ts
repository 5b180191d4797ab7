import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {Validate} from '@docusaurus/types';
import {DEFAULT_OPTIONS, loadTreeSources, validateOptions, type Options, type PluginOptions} from '../options';

function validate(options: unknown): PluginOptions {
  return validateOptions({
    validate: normalizePluginOptions as Validate<Options, PluginOptions>,
    options: options as Options,
  });
}

/** The trees a (possibly bad) `trees` option returns, as the plugin loads them. */
function load(trees: unknown): ReturnType<typeof loadTreeSources> {
  return loadTreeSources({trees: () => trees as ReturnType<PluginOptions['trees']>});
}

const TREE = {
  instanceId: 'demo',
  routeBasePath: '/demo',
  docsPath: 'docs/demo',
  treeFile: 'src/page-trees/demo.ts',
  tree: [],
};

describe('page-trees options', () => {
  it('accepts no options and fills in the defaults', () => {
    expect(validate({})).toEqual({id: 'default', ...DEFAULT_OPTIONS});
    expect(load(DEFAULT_OPTIONS.trees())).toEqual([]);
  });

  it('accepts a function returning the trees', () => {
    expect(load(validate({trees: () => [TREE]}).trees())).toEqual([TREE]);
  });

  it('rejects trees given as data, which would be copied into the client bundle', () => {
    expect(() => validate({trees: [TREE]})).toThrow('"trees" must be of type function');
  });

  it('rejects a function that returns something other than an array', () => {
    expect(() => load('src/page-trees')).toThrow('page-trees plugin: "trees" must be an array');
  });

  it('rejects a route base path with a trailing slash', () => {
    expect(() => load([{...TREE, routeBasePath: '/demo/'}])).toThrow(
      '"trees[0].routeBasePath" must start with "/" and not end with one',
    );
  });

  it('rejects a tree that is not an array of nodes', () => {
    expect(() => load([{...TREE, tree: {}}])).toThrow('"trees[0].tree" must be an array');
  });

  it('rejects a missing tree file name', () => {
    const {treeFile: _omitted, ...withoutFile} = TREE;
    expect(() => load([withoutFile])).toThrow('"trees[0].treeFile" is required');
  });

  it('rejects two trees for the same docs folder, and takes one per version of an instance', () => {
    expect(() => load([TREE, TREE])).toThrow('"trees[1]" contains a duplicate value');
    expect(load([TREE, {...TREE, docsPath: 'material-ui_versioned_docs/version-6.x'}])).toHaveLength(2);
  });
});
