import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {Validate} from '@docusaurus/types';
import {DEFAULT_OPTIONS, normalizeOptions, validateOptions, type Options, type PluginOptions} from '../options';

function validate(options: unknown): PluginOptions {
  return validateOptions({
    validate: normalizePluginOptions as Validate<Options, PluginOptions>,
    options: options as Options,
  });
}

describe('api-reference options', () => {
  it('accepts no options and fills in the defaults', () => {
    expect(validate({})).toEqual({id: 'default', ...DEFAULT_OPTIONS});
  });

  it('accepts another package, such as Joy UI', () => {
    expect(validate({packageName: '@mui/joy'}).packageName).toBe('@mui/joy');
  });

  it('rejects an empty package name', () => {
    expect(() => validate({packageName: ''})).toThrow('"packageName" is not allowed to be empty');
  });

  it('rejects a package name npm would refuse', () => {
    expect(() => validate({packageName: '@MUI/Material'})).toThrow(
      '"packageName" must be an npm package name, like "@mui/material"',
    );
  });

  it('accepts a route base path', () => {
    expect(validate({routeBasePath: '/joy-ui/api'}).routeBasePath).toBe('/joy-ui/api');
  });

  it('rejects a route base path with a trailing slash', () => {
    expect(() => validate({routeBasePath: '/material-ui/api/'})).toThrow(
      '"routeBasePath" must start with "/" and not end with one',
    );
  });

  it('rejects a route base path without a leading slash', () => {
    expect(() => validate({routeBasePath: 'material-ui/api'})).toThrow(
      '"routeBasePath" must start with "/" and not end with one',
    );
  });

  it('accepts an output folder', () => {
    expect(validate({outDir: 'docs/joy-ui/api'}).outDir).toBe('docs/joy-ui/api');
  });

  it('rejects an output folder that is not a string', () => {
    expect(() => validate({outDir: 42})).toThrow('"outDir" must be a string');
  });

  it('accepts a cache folder', () => {
    expect(validate({cacheDir: '.cache/api'}).cacheDir).toBe('.cache/api');
  });

  it('rejects an empty cache folder', () => {
    expect(() => validate({cacheDir: ''})).toThrow('"cacheDir" is not allowed to be empty');
  });

  it('accepts the options of an archived version’s reference: import name, module aliases, docs version', () => {
    const docsVersion = {
      instanceRoute: '/material-ui',
      route: '/material-ui/6.x',
      path: 'material-ui_versioned_docs/version-6.x',
      upstreamOrigin: 'https://v6.mui.com',
    };
    const options = validate({
      packageName: '@mui/material-v6',
      importName: '@mui/material',
      moduleAliases: {'@mui/material': '@mui/material-v6'},
      docsVersion,
    });
    expect(options).toMatchObject({
      importName: '@mui/material',
      moduleAliases: {'@mui/material': '@mui/material-v6'},
      docsVersion,
    });
  });

  it('rejects an import name npm would refuse, and an incomplete docs version', () => {
    expect(() => validate({importName: '@MUI/Material'})).toThrow(
      '"importName" must be an npm package name, like "@mui/material"',
    );
    expect(() => validate({docsVersion: {instanceRoute: '/material-ui', route: '/material-ui/6.x'}})).toThrow(
      '"docsVersion.path" is required',
    );
  });

  it('validates CLI options with the same schema', () => {
    expect(normalizeOptions({outDir: '/tmp/api-out'})).toEqual({...DEFAULT_OPTIONS, outDir: '/tmp/api-out'});
    expect(() => normalizeOptions({packageName: ''})).toThrow('"packageName" is not allowed to be empty');
  });
});
