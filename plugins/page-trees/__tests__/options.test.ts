import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {Validate} from '@docusaurus/types';
import {DEFAULT_OPTIONS, validateOptions, type Options, type PluginOptions} from '../options';

function validate(options: unknown): PluginOptions {
  return validateOptions({
    validate: normalizePluginOptions as Validate<Options, PluginOptions>,
    options: options as Options,
  });
}

const TREE = {instanceId: 'demo', routeBasePath: '/demo', docsPath: 'docs/demo', treeFile: 'src/page-trees/demo.ts', tree: []};

describe('page-trees options', () => {
  it('accepts no options and fills in the defaults', () => {
    expect(validate({})).toEqual({id: 'default', ...DEFAULT_OPTIONS});
  });

  it('accepts a list of trees', () => {
    expect(validate({trees: [TREE]}).trees).toEqual([TREE]);
  });

  it('rejects trees that are not an array', () => {
    expect(() => validate({trees: 'src/page-trees'})).toThrow('"trees" must be an array');
  });

  it('rejects a route base path with a trailing slash', () => {
    expect(() => validate({trees: [{...TREE, routeBasePath: '/demo/'}]})).toThrow(
      '"trees[0].routeBasePath" must start with "/" and not end with one',
    );
  });

  it('rejects a tree that is not an array of nodes', () => {
    expect(() => validate({trees: [{...TREE, tree: {}}]})).toThrow('"trees[0].tree" must be an array');
  });

  it('rejects a missing tree file name', () => {
    const {treeFile: _omitted, ...withoutFile} = TREE;
    expect(() => validate({trees: [withoutFile]})).toThrow('"trees[0].treeFile" is required');
  });

  it('rejects two trees for the same docs instance', () => {
    expect(() => validate({trees: [TREE, TREE]})).toThrow('"trees[1]" contains a duplicate value');
  });
});
