import path from 'node:path';
import {createImporterAliasPlugin, createLoaderPlugin} from '../bundlerRules';

const configureWebpack = (plugin: ReturnType<typeof createLoaderPlugin>, isServer = false) =>
  plugin.configureWebpack?.({} as never, isServer, {} as never, {} as never);

describe('createLoaderPlugin', () => {
  it('runs the TypeScript loader through the shared shim, for the matching modules', () => {
    const plugin = createLoaderPlugin('docusaurus-plugin-x', {test: /registry\.js$/}, '/site/plugins/x/loader.ts');
    expect(plugin.name).toBe('docusaurus-plugin-x');
    expect(configureWebpack(plugin)).toEqual({
      module: {
        rules: [
          {
            test: /registry\.js$/,
            use: [
              {loader: path.join(__dirname, '../typescriptLoader.js'), options: {module: '/site/plugins/x/loader.ts'}},
            ],
          },
        ],
      },
    });
  });

  it('applies to the server build too, unless told the client only', () => {
    const both = createLoaderPlugin('docusaurus-plugin-x', {test: /a\.js$/}, '/x.ts');
    expect(configureWebpack(both, true)).toEqual(configureWebpack(both, false));
    const client = createLoaderPlugin('docusaurus-plugin-x', {test: /a\.js$/}, '/x.ts', 'client');
    expect(configureWebpack(client, false)).toEqual(configureWebpack(both, false));
    expect(configureWebpack(client, true)).toEqual({});
  });

  it('can match on the import query instead of the path', () => {
    const config = configureWebpack(createLoaderPlugin('docusaurus-plugin-y', {resourceQuery: /^\?demo$/}, '/y.ts'));
    expect(config?.module?.rules?.[0]).toMatchObject({resourceQuery: /^\?demo$/});
  });
});

describe('typescriptLoader', () => {
  it('calls the default export of its module with the loader context and arguments, and depends on it', () => {
    const typescriptLoader = require('../typescriptLoader.js') as (this: unknown, source: string) => string;
    const loaderModule = path.join(__dirname, 'fixtures/upperCaseLoader.ts');
    const dependencies: string[] = [];
    const context = {
      getOptions: () => ({module: loaderModule}),
      addDependency: (file: string) => dependencies.push(file),
      resourcePath: '/a.txt',
    };
    expect(typescriptLoader.call(context, 'abc')).toBe('ABC from /a.txt');
    expect(dependencies).toEqual([loaderModule]);
  });
});

describe('createImporterAliasPlugin', () => {
  it('aliases the requests of the matching importers only', () => {
    const plugin = createImporterAliasPlugin('docusaurus-plugin-z', /[\\/]react-router[\\/]/, {
      'path-to-regexp$': '/site/src/p.ts',
    });
    expect(plugin.name).toBe('docusaurus-plugin-z');
    expect(configureWebpack(plugin)).toEqual({
      module: {rules: [{test: /[\\/]react-router[\\/]/, resolve: {alias: {'path-to-regexp$': '/site/src/p.ts'}}}]},
    });
  });
});
