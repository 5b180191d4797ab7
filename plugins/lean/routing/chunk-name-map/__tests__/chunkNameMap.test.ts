import {chunkNameMapRuntimeCode, createChunkNameMapFile} from '../chunkNameMap';

describe('createChunkNameMapFile', () => {
  it('maps each chunk name to its id, in name order', () => {
    const {content} = createChunkNameMapFile({'218': 'content-b', '75813': 'routes-material-ui', '9': 'a1'});
    expect(JSON.parse(content)).toEqual({'content-b': '218', 'routes-material-ui': '75813', a1: '9'});
    expect(Object.keys(JSON.parse(content))).toEqual(['a1', 'content-b', 'routes-material-ui']);
  });

  it('leaves out the chunks the runtime never looks up by name', () => {
    const {content} = createChunkNameMapFile(
      {'1': 'routes-material-ui', '2': 'demo-preview-0a1b2c3d4e5f'},
      (name) => !name.startsWith('demo-preview-'),
    );
    expect(JSON.parse(content)).toEqual({'routes-material-ui': '1'});
  });

  it('names the file by its content', () => {
    const a = createChunkNameMapFile({'1': 'a', '2': 'b'});
    expect(a.fileName).toMatch(/^assets\/js\/chunk-names\.[0-9a-f]{8}\.json$/);
    expect(createChunkNameMapFile({'2': 'b', '1': 'a'}).fileName).toBe(a.fileName);
    expect(createChunkNameMapFile({'1': 'a', '3': 'b'}).fileName).not.toBe(a.fileName);
  });
});

describe('chunkNameMapRuntimeCode', () => {
  it("sets the runtime global to the file's path", () => {
    expect(chunkNameMapRuntimeCode('assets/js/chunk-names.0a1b2c3d.json')).toBe(
      '__webpack_require__.cnm = "assets/js/chunk-names.0a1b2c3d.json";',
    );
  });
});
