import {UPSTREAM_PATCHES} from '../manifest';
import {unpaidPatch, type ManifestPatch} from '../patchGain';

const base = {plugin: 'plugins/lean/generated/x', browserHalf: [], what: 'x', upstream: []};

describe('unpaidPatch', () => {
  it('accepts a patch that saves 1 KB gz or more on some page type', () => {
    const patch: ManifestPatch = {
      ...base,
      gain: {firstVisitKb: {home: 0.2, guide: 1.4, component: 0.2, api: 0.2}, source: 'bench'},
    };
    expect(unpaidPatch(patch)).toBeUndefined();
  });

  it('accepts a patch under 1 KB that names what else it buys', () => {
    const patch: ManifestPatch = {
      ...base,
      gain: {firstVisitKb: {home: 0.1, guide: 0.1, component: 0.1, api: 0.1}, effect: '40 ms less', source: 'bench'},
    };
    expect(unpaidPatch(patch)).toBeUndefined();
  });

  it('names a patch under 1 KB with nothing else, and one that records nothing', () => {
    expect(
      unpaidPatch({...base, gain: {firstVisitKb: {home: 0.4, guide: 0.6, component: 0.5, api: 0.5}, source: 'bench'}}),
    ).toBe('plugins/lean/generated/x saves 0.6 KB gz at most and records no other effect');
    expect(unpaidPatch({...base, gain: {source: 'bench'}})).toBe(
      'plugins/lean/generated/x records neither bytes saved nor another effect',
    );
  });
});

describe('the manifest', () => {
  it('records, for every patch, a gain that pays for it', () => {
    expect(UPSTREAM_PATCHES.map(unpaidPatch).filter(Boolean)).toEqual([]);
  });
});
