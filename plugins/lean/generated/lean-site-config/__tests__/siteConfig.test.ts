import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {SITE_CONFIG_MODULE} from '../index';
import {withoutServerOnlyConfig} from '../siteConfig';

// Docusaurus's own code generator, so the test follows the format of the installed version.
const {generateSiteFiles} = require('@docusaurus/core/lib/server/codegen/codegen.js') as {
  generateSiteFiles: (params: Record<string, unknown>) => Promise<void>;
};

async function generatedConfigModule(siteConfig: Record<string, unknown>): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lean-site-config-'));
  try {
    await generateSiteFiles({
      generatedFilesDir: dir,
      siteConfig,
      clientModules: [],
      routes: [],
      globalData: {},
      siteMetadata: {},
      siteStorage: {},
      i18n: {},
      codeTranslations: {},
      baseUrl: '/',
    });
    return fs.readFileSync(path.join(dir, 'docusaurus.config.mjs'), 'utf8');
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

const exported = (source: string): unknown =>
  JSON.parse(source.slice(source.indexOf('export default ') + 'export default '.length, source.lastIndexOf(';')));

describe('lean-site-config', () => {
  const siteConfig = {
    title: 'MUI Docs',
    baseUrl: '/',
    trailingSlash: true,
    future: {experimental_router: 'browser', faster: {rspackBundler: true}, v4: {useCssCascadeLayers: true}},
    themeConfig: {navbar: {items: []}},
    customFields: {plugins: 'a custom field is kept, whatever its content'},
    ssrTemplate: '<!DOCTYPE html><html><%~ it.headTags %></html>',
    plugins: [['./plugins/x/index.ts', {option: true}]],
    themes: ['@docusaurus/theme-live-codeblock'],
    presets: [['classic', {docs: false}]],
    headTags: [{tagName: 'link', attributes: {rel: 'icon', href: 'data:image/svg+xml,x'}}],
    scripts: [],
    stylesheets: [],
    clientModules: ['./src/pwa/register.ts'],
    staticDirectories: ['static'],
    markdown: {format: 'mdx'},
    onBrokenLinks: 'throw',
    onBrokenAnchors: 'throw',
    onDuplicateRoutes: 'throw',
    i18n: {defaultLocale: 'en', locales: ['en']},
    storage: {type: 'localStorage'},
  };

  it('drops the server-only keys from the module Docusaurus generates, and keeps the rest as it was', async () => {
    const source = await generatedConfigModule(siteConfig);
    const output = withoutServerOnlyConfig(source);
    expect(exported(output)).toEqual({
      title: 'MUI Docs',
      baseUrl: '/',
      trailingSlash: true,
      future: {experimental_router: 'browser'},
      themeConfig: {navbar: {items: []}},
      customFields: {plugins: 'a custom field is kept, whatever its content'},
    });
    expect(output.slice(0, output.indexOf('export default'))).toBe(source.slice(0, source.indexOf('export default')));
  });

  it('leaves a config without those keys as it was', async () => {
    const source = await generatedConfigModule({title: 'x', baseUrl: '/'});
    expect(withoutServerOnlyConfig(source)).toBe(source);
  });

  it('fails the build, naming the module, when the module is not what Docusaurus writes', () => {
    expect(() => withoutServerOnlyConfig('module.exports = {};', '/site/.docusaurus/docusaurus.config.mjs')).toThrow(
      '/site/.docusaurus/docusaurus.config.mjs: expected "export default {...};"',
    );
    expect(() => withoutServerOnlyConfig('export default {title: x};', '/c.mjs')).toThrow(
      '/c.mjs: the exported site config is not JSON',
    );
  });

  it('applies to the generated config module only', () => {
    expect(SITE_CONFIG_MODULE.test('/site/.docusaurus/docusaurus.config.mjs')).toBe(true);
    expect(SITE_CONFIG_MODULE.test('C:\\site\\.docusaurus\\docusaurus.config.mjs')).toBe(true);
    expect(SITE_CONFIG_MODULE.test('/site/docusaurus.config.ts')).toBe(false);
    expect(SITE_CONFIG_MODULE.test('/site/.docusaurus/docusaurus.config.mjs.map')).toBe(false);
  });
});
