import {checkPins, formatPins, sha256, type UpstreamPatch} from '../checkPins';
import {UPSTREAM_PATCHES} from '../manifest';

const preload = 'export default function preload() {}';
const patches: UpstreamPatch[] = [
  {
    plugin: 'plugins/lean/routing/idle-prefetch',
    browserHalf: ['plugins/lean/routing/runtime/prefetch'],
    what: 'Prefetches on idle.',
    upstream: [
      {file: '@docusaurus/core/lib/client/preload.js', sha256: sha256(preload), reliesOn: 'its export'},
      {file: '@docusaurus/core/lib/client/prefetch.js', sha256: sha256('old'), reliesOn: 'its export'},
    ],
  },
  {
    plugin: 'plugins/lean/generated/lean-tslib',
    browserHalf: [],
    what: 'Replaces tslib.',
    upstream: [{file: 'tslib/tslib.es6.mjs', sha256: sha256('x'), reliesOn: 'its helpers'}],
  },
];
const files = new Map([
  ['@docusaurus/core/lib/client/preload.js', Buffer.from(preload)],
  ['@docusaurus/core/lib/client/prefetch.js', Buffer.from('new')],
]);

describe('checkPins', () => {
  it('says which pinned files kept their content, which changed and which are gone', () => {
    expect(checkPins(patches, (file) => files.get(file))).toEqual([
      {
        plugin: 'plugins/lean/routing/idle-prefetch',
        file: '@docusaurus/core/lib/client/preload.js',
        status: 'ok',
        actual: sha256(preload),
      },
      {
        plugin: 'plugins/lean/routing/idle-prefetch',
        file: '@docusaurus/core/lib/client/prefetch.js',
        status: 'changed',
        actual: sha256('new'),
      },
      {plugin: 'plugins/lean/generated/lean-tslib', file: 'tslib/tslib.es6.mjs', status: 'missing'},
    ]);
  });
});

describe('formatPins', () => {
  it('lists every pin and, for each that moved, the patch to review and the hash to pin', () => {
    const {report, failed} = formatPins(checkPins(patches, (file) => files.get(file)));
    expect(failed).toBe(true);
    expect(report).toContain(
      'ok      node_modules/@docusaurus/core/lib/client/preload.js (plugins/lean/routing/idle-prefetch)',
    );
    expect(report).toContain(
      `node_modules/@docusaurus/core/lib/client/prefetch.js: review plugins/lean/routing/idle-prefetch, then pin sha256 ${sha256('new')}`,
    );
    expect(report).toContain(
      'node_modules/tslib/tslib.es6.mjs is gone: plugins/lean/generated/lean-tslib must be reworked or dropped.',
    );
  });

  it('passes when every pin holds', () => {
    expect(formatPins(checkPins(patches.slice(0, 1), () => Buffer.from(preload))).failed).toBe(true);
    expect(
      formatPins(checkPins([{...patches[0]!, upstream: patches[0]!.upstream.slice(0, 1)}], () => Buffer.from(preload)))
        .failed,
    ).toBe(false);
  });
});

describe('the manifest', () => {
  it('names each patch once, with a sha256 for every upstream file', () => {
    const plugins = UPSTREAM_PATCHES.map(({plugin}) => plugin);
    expect(new Set(plugins).size).toBe(plugins.length);
    for (const {upstream} of UPSTREAM_PATCHES) {
      for (const {file, sha256: hash} of upstream) {
        expect(file).not.toMatch(/^node_modules\//);
        expect(hash).toMatch(/^[0-9a-f]{64}$/);
      }
    }
  });
});
