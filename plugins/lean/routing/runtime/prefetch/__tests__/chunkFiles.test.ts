import {createChunkFileLookup, parseChunkNameMap} from '../chunkFiles';

const runtime = {p: '/', u: (id: string) => `assets/js/${id}.abc.js`, cnm: 'assets/js/chunk-names.1.json'};

describe('parseChunkNameMap', () => {
  it('keeps the string entries of an object', () => {
    expect(parseChunkNameMap({a1: '12', b2: 7, c3: '34'})).toEqual({a1: '12', c3: '34'});
  });

  it.each([null, 'text', 3, ['12']])('reads %p as an empty map', (json) => {
    expect(parseChunkNameMap(json)).toEqual({});
  });
});

describe('createChunkFileLookup', () => {
  it("gives a named chunk's file and fetches the map once", async () => {
    const fetchJson = jest.fn(async () => ({'544dcbae': '218', routes: '75813'}));
    const lookup = createChunkFileLookup(runtime, fetchJson);
    await expect(lookup('544dcbae')).resolves.toBe('/assets/js/218.abc.js');
    await expect(lookup('routes')).resolves.toBe('/assets/js/75813.abc.js');
    await expect(lookup('gone')).resolves.toBeUndefined();
    expect(fetchJson).toHaveBeenCalledTimes(1);
    expect(fetchJson).toHaveBeenCalledWith('/assets/js/chunk-names.1.json');
  });

  it('finds nothing, without throwing, when the map cannot be loaded', async () => {
    const lookup = createChunkFileLookup(runtime, () => Promise.reject(new Error('offline')));
    await expect(lookup('544dcbae')).resolves.toBeUndefined();
  });

  it('finds nothing when the runtime has no map', async () => {
    const fetchJson = jest.fn();
    const lookup = createChunkFileLookup({...runtime, cnm: undefined}, fetchJson);
    await expect(lookup('544dcbae')).resolves.toBeUndefined();
    expect(fetchJson).not.toHaveBeenCalled();
  });
});
