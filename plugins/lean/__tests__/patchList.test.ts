import path from 'node:path';
import {UPSTREAM_PATCHES} from '../../../scripts/upstream/manifest';
import {leanPluginNames, parsePatchList, withoutPatches} from '../patchList';

describe('leanPluginNames', () => {
  it('names every plugin folder of the lean layer, each listed in the upstream manifest', () => {
    const names = leanPluginNames();
    expect(names).toContain('split-route-table');
    expect(names).toContain('purge-infima');
    expect(names).not.toContain('runtime');
    const inManifest = new Set(UPSTREAM_PATCHES.map((patch) => path.basename(patch.plugin)));
    expect(names.filter((name) => !inManifest.has(name))).toEqual([]);
  });
});

describe('parsePatchList', () => {
  const known = ['client-head', 'purge-infima'];

  it('reads a comma-separated list, and none from an empty or unset value', () => {
    expect(parsePatchList(' purge-infima, client-head ', known)).toEqual(new Set(['purge-infima', 'client-head']));
    expect(parsePatchList('', known)).toEqual(new Set());
    expect(parsePatchList(undefined, known)).toEqual(new Set());
  });

  it('fails naming a name that is no patch, and the patches there are', () => {
    expect(() => parsePatchList('purge-infma', known)).toThrow(
      'DOCS_WITHOUT_PATCHES names no patch of plugins/lean/: purge-infma. The patches: client-head, purge-infima.',
    );
  });
});

describe('withoutPatches', () => {
  it('drops the named lean plugins, as a path or with options, and keeps every other entry', () => {
    const plugins = [
      './plugins/branding/index.ts',
      './plugins/lean/generated/purge-infima/index.ts',
      ['./plugins/lean/client/client-head/index.ts', {}],
      ['content-docs', {id: 'x'}],
      './plugins/lean/routing/split-route-table/index.ts',
    ];
    expect(withoutPatches(plugins, new Set(['purge-infima', 'client-head']))).toEqual([
      './plugins/branding/index.ts',
      ['content-docs', {id: 'x'}],
      './plugins/lean/routing/split-route-table/index.ts',
    ]);
    expect(withoutPatches(plugins, new Set())).toEqual(plugins);
  });
});
