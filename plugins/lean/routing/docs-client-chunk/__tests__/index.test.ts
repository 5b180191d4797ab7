import pluginDocsClientChunk, {DOCS_CLIENT_MODULES} from '../index';

describe('docs-client-chunk plugin', () => {
  it.each([
    '/site/node_modules/@docusaurus/plugin-content-docs/lib/client/docsUtils.js',
    '/site/node_modules/@docusaurus/plugin-content-docs/lib/client/docsVersion.js',
    '/site/node_modules/@mdx-js/react/lib/index.js',
    'C:\\site\\node_modules\\@mdx-js\\react\\lib\\index.js',
  ])('groups %s', (file) => {
    expect(DOCS_CLIENT_MODULES.test(file)).toBe(true);
  });

  it.each([
    '/site/node_modules/@docusaurus/plugin-content-docs/lib/index.js',
    '/site/node_modules/@docusaurus/theme-classic/lib/theme/DocItem/index.js',
    '/site/node_modules/@mdx-js/mdx/lib/index.js',
    '/site/src/theme/DocItem/index.tsx',
  ])('leaves %s where it is', (file) => {
    expect(DOCS_CLIENT_MODULES.test(file)).toBe(false);
  });

  it('adds the chunk group to the client build only', () => {
    const plugin = pluginDocsClientChunk();
    const client = plugin.configureWebpack?.({} as never, false, {} as never, {} as never) as {
      optimization: {splitChunks: {cacheGroups: Record<string, {chunks: string}>}};
    };
    expect(client.optimization.splitChunks.cacheGroups.docsClient?.chunks).toBe('async');
    expect(plugin.configureWebpack?.({} as never, true, {} as never, {} as never)).toEqual({});
  });
});
