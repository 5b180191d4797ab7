import pluginChunkNameMap from '../index';

class ChunkAssetPlugin {}
class OtherPlugin {}

const configure = (plugins: object[], isServer = false) =>
  pluginChunkNameMap().configureWebpack?.({plugins} as never, isServer, {} as never, {} as never) as
    {plugins?: object[]} | undefined;

describe('chunk-name-map plugin', () => {
  it("takes the place of Docusaurus's ChunkAssetPlugin in the client build", () => {
    const plugins = [new OtherPlugin(), new ChunkAssetPlugin()];
    const config = configure(plugins);
    expect(plugins.map((plugin) => plugin.constructor.name)).toEqual(['OtherPlugin']);
    expect(config?.plugins?.map((plugin) => plugin.constructor.name)).toEqual(['ChunkNameMapPlugin']);
  });

  it('leaves the server build alone', () => {
    const plugins = [new ChunkAssetPlugin()];
    expect(configure(plugins, true)).toEqual({});
    expect(plugins).toHaveLength(1);
  });

  it("fails the build, by name, when Docusaurus's plugin is gone", () => {
    expect(() => configure([new OtherPlugin()])).toThrow(/ChunkAssetPlugin is not in the client build/);
  });
});
