import {execFileSync} from 'node:child_process';
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
              {
                loader: path.join(__dirname, '../typescriptLoader.js'),
                options: {module: '/site/plugins/x/loader.ts', isServer: false},
              },
            ],
          },
        ],
      },
    });
  });

  it('applies to the server build too, unless told the client only', () => {
    const both = createLoaderPlugin('docusaurus-plugin-x', {test: /a\.js$/}, '/x.ts');
    // The same rule, whose loader is told which build it loads for.
    expect(configureWebpack(both, true)?.module?.rules?.[0]).toMatchObject({
      use: [{options: {module: '/x.ts', isServer: true}}],
    });
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
  // Jest has its own module registry and an empty require.cache: the shim runs in a plain Node.
  it('calls the default export of its module with the loader context and arguments, and depends on its files', () => {
    const loaderModule = path.join(__dirname, 'fixtures/upperCaseLoader.ts');
    const script = `
      const typescriptLoader = require(${JSON.stringify(path.join(__dirname, '../typescriptLoader.js'))});
      const dependencies = [];
      const context = {
        getOptions: () => ({module: ${JSON.stringify(loaderModule)}}),
        addDependency: (file) => dependencies.push(file),
        resourcePath: '/a.txt',
      };
      console.log(JSON.stringify({output: typescriptLoader.call(context, 'abc'), dependencies}));`;
    const result = JSON.parse(execFileSync(process.execPath, ['-e', script], {encoding: 'utf8'}));
    expect(result).toEqual({
      output: 'ABC from /a.txt',
      dependencies: [loaderModule, path.join(__dirname, 'fixtures/shout.ts')],
    });
  });

  it('depends on the site files a loader imports, directly or not, but not on packages', () => {
    const {siteFilesOf} = require('../typescriptLoader.js') as {
      siteFilesOf: (file: string, cache: Record<string, unknown>) => string[];
    };
    const module = (filename: string, children: unknown[] = []) => ({filename, children});
    const dayjs = module('/site/node_modules/dayjs/index.js', [module('/site/node_modules/dayjs/locale.js')]);
    const util = module('/site/src/util.ts', [dayjs]);
    const loader = module('/site/plugins/x/loader.ts', [module('/site/plugins/x/table.ts', [util]), util]);
    expect(siteFilesOf('/site/plugins/x/loader.ts', {'/site/plugins/x/loader.ts': loader})).toEqual([
      '/site/plugins/x/loader.ts',
      '/site/plugins/x/table.ts',
      '/site/src/util.ts',
    ]);
    expect(siteFilesOf('/site/plugins/y/loader.ts', {})).toEqual(['/site/plugins/y/loader.ts']);
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
