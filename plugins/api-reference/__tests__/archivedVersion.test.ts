// The options of an archived version's reference (src/products/apiReferences.ts): the package is
// installed under an npm alias (`@mui/material-v6`) but shown under the name readers install
// (`importName`), its imports resolve to the version's packages (`moduleAliases`), and its pages
// live in the version's docs folder (`docsVersion`).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {cacheFilePath} from '../cache';
import {findLocalDemoLink} from '../demoLinks';
import type {DocsVersion} from '../docsVersion';
import {checkDocsVersion, currentCacheKey, generateApiPages, type GenerateOptions} from '../generate';
import {aliasPaths, resolvePackageDir} from '../extract/program';
import {findComponentModule} from '../extract/propTypes';
import {localizeLinks} from '../localLinks';
import {readManifest} from '../manifest';
import {pageFileFor} from '../selectedPages';

const SITE_DIR = path.resolve(__dirname, '../../..');
const FIXTURE_DIR = path.join(__dirname, 'fixtures/widgets');

const V6: DocsVersion = {
  instanceRoute: '/material-ui',
  route: '/material-ui/6.x',
  path: 'material-ui_versioned_docs/version-6.x',
  upstreamOrigin: 'https://v6.mui.com',
};
const V6_DIR = path.join(SITE_DIR, V6.path);

describe('option importName', () => {
  let tmpDir: string;
  beforeAll(async () => {
    tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'api-import-name-'));
  });
  afterAll(async () => {
    await fs.rm(tmpDir, {recursive: true, force: true});
  });

  const options = (importName?: string): GenerateOptions => ({
    packageName: '@fixture/widgets',
    ...(importName !== undefined ? {importName} : {}),
    routeBasePath: '/widgets/api',
    outDir: path.join(tmpDir, 'docs'),
    cacheDir: path.join(tmpDir, 'cache'),
  });

  it('names the package as readers install it on the pages, never the installed alias', async () => {
    await generateApiPages(options('@acme/widgets'), SITE_DIR, {packageDir: FIXTURE_DIR});
    const page = await fs.readFile(path.join(tmpDir, 'docs/good.mdx'), 'utf8');
    expect(page).toContain("import Good from '@acme/widgets/Good';\n// or\nimport { Good } from '@acme/widgets';");
    expect(page).toContain('Generated from the type declarations of @acme/widgets by plugins/api-reference');
    expect(page).not.toContain('@fixture/widgets');
  });

  it('keeps the installed package in the manifest’s key, with the name shown', async () => {
    const manifest = await readManifest(path.join(tmpDir, 'docs'));
    expect(manifest?.source).toMatchObject({packageName: '@fixture/widgets', importName: '@acme/widgets'});
  });

  it('caches the extraction apart from the same package shown under its own name', async () => {
    const shown = currentCacheKey(options('@acme/widgets'), SITE_DIR, {packageDir: FIXTURE_DIR});
    const own = currentCacheKey(options(), SITE_DIR, {packageDir: FIXTURE_DIR});
    expect(own.importName).toBeUndefined();
    expect(cacheFilePath('/c', shown)).not.toBe(cacheFilePath('/c', own));
    // Naming the package by its own name is no alias: same key as without the option.
    expect(currentCacheKey(options('@fixture/widgets'), SITE_DIR, {packageDir: FIXTURE_DIR})).toEqual(own);
    const result = await generateApiPages(options(), SITE_DIR, {packageDir: FIXTURE_DIR});
    expect(result.fromCache).toBe(false);
    const page = await fs.readFile(path.join(tmpDir, 'docs/good.mdx'), 'utf8');
    expect(page).toContain("import { Good } from '@fixture/widgets';");
  });
});

describe('option moduleAliases', () => {
  const aliases = {'@mui/material': resolvePackageDir('@mui/material-v6', SITE_DIR)};
  const labDir = resolvePackageDir('@mui/lab-v6', SITE_DIR);

  it('resolves the declarations’ imports of a peer in the version’s copy, not the site’s', () => {
    const from = path.join(labDir, 'TabList/TabList.d.ts');
    const options = {moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext};
    const resolve = (compilerOptions: ts.CompilerOptions) =>
      ts.resolveModuleName('@mui/material/Tabs', from, compilerOptions, ts.sys).resolvedModule?.resolvedFileName;
    expect(resolve({...options, paths: aliasPaths(aliases)})).toBe(
      path.join(aliases['@mui/material'], 'Tabs/index.d.ts'),
    );
    expect(resolve(options)).toMatch(new RegExp(`^${resolvePackageDir('@mui/material', SITE_DIR)}/`));
  });

  it('reads the propTypes of a component re-exported from a peer in the version’s copy', () => {
    // Lab v6's LoadingButton is `@mui/material/Button`.
    expect(findComponentModule(labDir, 'LoadingButton', aliases)).toMatch(
      new RegExp(`^${aliases['@mui/material']}/.*Button\\.js$`),
    );
  });
});

describe('option docsVersion', () => {
  // A site whose latest Material UI docs have a page the archived version lacks, and both a Button page.
  let siteDir: string;
  let apiDir: string;
  beforeAll(async () => {
    siteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'api-docs-version-'));
    apiDir = path.join(siteDir, V6.path, 'api');
    for (const file of [
      'docs/material-ui/react-button.mdx',
      'docs/material-ui/migration/upgrade-to-v7.mdx',
      'docs/system/getting-started.mdx',
      `${V6.path}/react-button.mdx`,
      `${V6.path}/react-grid2.mdx`,
    ]) {
      await fs.mkdir(path.dirname(path.join(siteDir, file)), {recursive: true});
      await fs.writeFile(path.join(siteDir, file), '# Page\n');
    }
  });
  afterAll(async () => {
    await fs.rm(siteDir, {recursive: true, force: true});
  });

  it('links a page of the version’s instance in the version’s folder, as a Markdown file', () => {
    expect(findLocalDemoLink(siteDir, apiDir, 'https://mui.com/material-ui/react-button/', V6)).toBe(
      '../react-button.mdx',
    );
    expect(findLocalDemoLink(siteDir, apiDir, 'https://v6.mui.com/material-ui/react-grid2/', V6)).toBe(
      '../react-grid2.mdx',
    );
    // The latest version's pages link theirs.
    expect(
      findLocalDemoLink(
        siteDir,
        path.join(siteDir, 'docs/material-ui/api'),
        'https://mui.com/material-ui/react-button/',
      ),
    ).toBe('../react-button.mdx');
  });

  it('links another instance’s page by its route, and never a page of the latest version', () => {
    expect(findLocalDemoLink(siteDir, apiDir, 'https://mui.com/system/getting-started/', V6)).toBe(
      '/system/getting-started/',
    );
    expect(
      findLocalDemoLink(siteDir, apiDir, 'https://mui.com/material-ui/migration/upgrade-to-v7/', V6),
    ).toBeUndefined();
  });

  it('sends links to pages the version lacks to upstream’s site of that version', () => {
    const page = [
      '---',
      'demos: [{"href":"https://mui.com/material-ui/react-button/"}]',
      '---',
      '',
      '[Upgrade](https://mui.com/material-ui/migration/upgrade-to-v7/) [Button](https://v6.mui.com/material-ui/react-button/)',
      '',
    ].join('\n');
    const localized = localizeLinks(page, apiDir, {siteDir, rendered: new Map(), version: V6});
    expect(localized).toContain('demos: [{"href":"/material-ui/6.x/react-button/"}]');
    expect(localized).toContain('[Upgrade](https://v6.mui.com/material-ui/migration/upgrade-to-v7/)');
    expect(localized).toContain('[Button](../react-button.mdx)');
    // The latest version's pages: its own page, or v7.mui.com.
    const latest = localizeLinks(page, path.join(siteDir, 'docs/material-ui/api'), {siteDir, rendered: new Map()});
    expect(latest).toContain('[Upgrade](../migration/upgrade-to-v7.mdx)');
  });

  it('writes pages named by pathname in the version’s folder', () => {
    const docsDir = path.join(SITE_DIR, 'docs');
    expect(pageFileFor('/material-ui/api/loading-button', {siteDir: SITE_DIR, docsDir, version: V6})).toBe(
      path.join(V6_DIR, 'api/loading-button.mdx'),
    );
    expect(pageFileFor('/material-ui/api/loading-button', {siteDir: SITE_DIR, docsDir})).toBe(
      path.join(docsDir, 'material-ui/api/loading-button.mdx'),
    );
  });

  it('refuses a reference whose pages would land outside the version', () => {
    const reference: GenerateOptions = {
      packageName: '@mui/lab-v6',
      routeBasePath: '/material-ui/api',
      outDir: 'docs/material-ui/api/lab',
      cacheDir: 'node_modules/.cache/api-reference',
      pages: [{pathname: '/joy-ui/api/masonry', components: ['Masonry']}],
      docsVersion: V6,
    };
    expect(checkDocsVersion(reference, SITE_DIR)).toBe(
      'The API pages of @mui/lab-v6 belong to the docs version at /material-ui/6.x, but: /joy-ui/api/masonry is not under /material-ui; outDir docs/material-ui/api/lab is not in material-ui_versioned_docs/version-6.x',
    );
    expect(
      checkDocsVersion(
        {...reference, outDir: `${V6.path}/api/lab`, pages: [{pathname: '/material-ui/api/masonry'}]},
        SITE_DIR,
      ),
    ).toBeUndefined();
  });
});
