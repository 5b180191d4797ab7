import {createModuleReplacementPlugin} from '../moduleReplacement';

describe('createModuleReplacementPlugin', () => {
  it('aliases the module, with and without its .js, exactly, to the replacement', () => {
    const plugin = createModuleReplacementPlugin(
      'docusaurus-plugin-x',
      '/nm/pkg/lib/client/mod.js',
      '/site/src/mod.ts',
    );
    expect(plugin.name).toBe('docusaurus-plugin-x');
    const config = plugin.configureWebpack?.({} as never, false, {} as never, {} as never);
    expect(config).toEqual({
      resolve: {
        alias: {'/nm/pkg/lib/client/mod$': '/site/src/mod.ts', '/nm/pkg/lib/client/mod.js$': '/site/src/mod.ts'},
      },
    });
  });

  it("keeps a .jsx module's extension", () => {
    const config = createModuleReplacementPlugin(
      'x',
      '/nm/pkg/theme/Box/index.jsx',
      '/site/src/Box.tsx',
    ).configureWebpack?.({} as never, false, {} as never, {} as never);
    expect(config).toEqual({
      resolve: {
        alias: {'/nm/pkg/theme/Box/index$': '/site/src/Box.tsx', '/nm/pkg/theme/Box/index.jsx$': '/site/src/Box.tsx'},
      },
    });
  });

  it('with clientOnly, aliases in the client build and leaves the server build alone', () => {
    const plugin = createModuleReplacementPlugin('x', '/nm/pkg/mod.js', '/site/src/mod.ts', {clientOnly: true});
    const client = plugin.configureWebpack?.({} as never, false, {} as never, {} as never);
    const server = plugin.configureWebpack?.({} as never, true, {} as never, {} as never);
    expect(client).toEqual({
      resolve: {alias: {'/nm/pkg/mod$': '/site/src/mod.ts', '/nm/pkg/mod.js$': '/site/src/mod.ts'}},
    });
    expect(server).toEqual({});
  });
});
