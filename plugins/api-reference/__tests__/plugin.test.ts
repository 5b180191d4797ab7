import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pluginApiReference from '../index';
import {generateApiPages} from '../generate';
import {MANIFEST_FILE} from '../manifest';
import {DEFAULT_OPTIONS, type PluginOptions} from '../options';

// Each test runs the type checker over the fixture package: quick, but not on a busy machine.
jest.setTimeout(30000);

let siteDir: string;

const OPTIONS: PluginOptions = {
  ...DEFAULT_OPTIONS,
  id: 'default',
  packageName: '@fixture/widgets',
  routeBasePath: '/widgets/api',
  outDir: 'docs/widgets/api',
  cacheDir: '.cache/api-reference',
};

// A site whose node_modules holds the fixture package, so the plugin resolves it like a real one.
beforeEach(async () => {
  siteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'api-plugin-'));
  await fs.writeFile(path.join(siteDir, 'package.json'), '{"name": "site", "private": true}\n');
  await fs.mkdir(path.join(siteDir, 'node_modules/@fixture'), {recursive: true});
  await fs.symlink(
    path.join(__dirname, 'fixtures/widgets'),
    path.join(siteDir, 'node_modules/@fixture/widgets'),
    'dir',
  );
});

afterEach(async () => {
  await fs.rm(siteDir, {recursive: true, force: true});
});

async function load(): Promise<unknown> {
  return pluginApiReference({siteDir}, OPTIONS).loadContent?.();
}

describe('api-reference plugin', () => {
  it('passes when the generated pages match the installed package', async () => {
    await generateApiPages(OPTIONS, siteDir);
    await expect(load()).resolves.toBeUndefined();
  });

  it('fails, saying what to run, when the pages were never generated', async () => {
    await expect(load()).rejects.toThrow(
      'The API reference pages of @fixture/widgets in docs/widgets/api are out of date:\n' +
        '  - docs/widgets/api/_components.json is missing or unreadable\n' +
        'Run `npm run generate:api` to regenerate them.',
    );
  });

  it('fails when the pages were generated for another version of the package', async () => {
    await generateApiPages(OPTIONS, siteDir);
    const manifestFile = path.join(siteDir, OPTIONS.outDir, MANIFEST_FILE);
    const manifest = (await fs.readFile(manifestFile, 'utf8')).replace('"version": "1.0.0"', '"version": "0.9.0"');
    await fs.writeFile(manifestFile, manifest);
    await expect(load()).rejects.toThrow(
      /they were generated for @fixture\/widgets@0\.9\.0, generator \w+; installed is @fixture\/widgets@1\.0\.0/,
    );
  });

  it('fails when a listed page was deleted', async () => {
    await generateApiPages(OPTIONS, siteDir);
    await fs.rm(path.join(siteDir, OPTIONS.outDir, 'good.mdx'));
    await expect(load()).rejects.toThrow('pages listed in _components.json are missing: docs/widgets/api/good.mdx');
  });
});
