import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {cacheFilePath, readCache} from '../cache';
import {
  currentCacheKey,
  formatSkippedWarning,
  generateApiPages,
  type GenerateOptions,
  type GenerateResult,
} from '../generate';
import {MANIFEST_FILE, readManifest} from '../manifest';
import {compileMdxFiles} from './compileMdx';
import {runtimePublicComponents} from './publicComponents';

// The first generation runs the type checker over the real @mui/material: several seconds.
jest.setTimeout(120000);

const SITE_DIR = path.resolve(__dirname, '../../..');
const FIXTURE_DIR = path.join(__dirname, 'fixtures/widgets');

let tmpDir: string;
let material: GenerateOptions;
let cold: GenerateResult;
let warm: GenerateResult;

beforeAll(async () => {
  tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'api-generate-'));
  material = {
    packageName: '@mui/material',
    routeBasePath: '/material-ui/api',
    outDir: path.join(tmpDir, 'material/docs'),
    cacheDir: path.join(tmpDir, 'material/cache'),
  };
  cold = await generateApiPages(material, SITE_DIR);
  warm = await generateApiPages(material, SITE_DIR);
});

afterAll(async () => {
  await fs.rm(tmpDir, {recursive: true, force: true});
});

function fixtureOptions(name: string): GenerateOptions {
  return {
    packageName: '@fixture/widgets',
    routeBasePath: '/widgets/api',
    outDir: path.join(tmpDir, name, 'docs'),
    cacheDir: path.join(tmpDir, name, 'cache'),
  };
}

describe('generateApiPages on @mui/material', () => {
  it('writes one page per public component of the package, listed alphabetically in _components.json', async () => {
    const expected = runtimePublicComponents();
    expect(cold.pages).toHaveLength(expected.length);
    expect(cold.skipped).toEqual([]);
    const manifest = await readManifest(material.outDir);
    const kebabNames = manifest?.pages.map((page) => page.kebabName) ?? [];
    expect(kebabNames).toEqual([...kebabNames].sort());
    expect(kebabNames).toEqual(cold.pages.map((page) => page.kebabName));
    expect(manifest?.pages.find((page) => page.name === 'ButtonBase')).toEqual({
      name: 'ButtonBase',
      kebabName: 'button-base',
      title: 'ButtonBase API',
      pathname: '/material-ui/api/button-base',
      themeKey: 'MuiButtonBase',
    });
    // A component without CSS classes has no theme key (plugins/theme-keys says nothing for it).
    expect(manifest?.pages.find((page) => page.name === 'Unstable_TrapFocus')?.themeKey).toBeUndefined();
    const files = (await fs.readdir(material.outDir)).filter((file) => file.endsWith('.mdx'));
    expect(files).toHaveLength(cold.pages.length);
  });

  it('reads the second run from the cache, much faster', () => {
    expect(cold.fromCache).toBe(false);
    expect(warm.fromCache).toBe(true);
    expect(warm.pages).toEqual(cold.pages);
    expect(warm.ms * 5).toBeLessThan(cold.ms);
  });

  it('keys the cache on the package version and the generator version', async () => {
    const key = currentCacheKey(material, SITE_DIR);
    expect(key.version).toBe('7.3.11');
    await expect(fs.stat(cacheFilePath(material.cacheDir, key))).resolves.toBeTruthy();
    expect(path.basename(cacheFilePath(material.cacheDir, key))).toBe(`material@7.3.11-${key.generatorVersion}.json`);
    expect(await readCache(material.cacheDir, key)).toBeDefined();
    expect(await readCache(material.cacheDir, {...key, generatorVersion: 'another'})).toBeUndefined();
  });

  it("compiles Button's page as MDX", async () => {
    const button = path.join(material.outDir, 'button.mdx');
    const content = await fs.readFile(button, 'utf8');
    expect(content).toContain("import Button from '@mui/material/Button';");
    expect(content).toContain('[ButtonBase](./button-base.mdx)');
    expect(compileMdxFiles([button])).toEqual([]);
  });

  it('compiles every generated page as MDX', async () => {
    const files = cold.pages.map((page) => page.file);
    expect(compileMdxFiles(files)).toEqual([]);
  });
});

describe('generateApiPages on a package with a broken component', () => {
  it('skips it and names it in one warning', async () => {
    const options = fixtureOptions('broken');
    const result = await generateApiPages(options, SITE_DIR, {packageDir: FIXTURE_DIR});
    expect(result.pages.map((page) => page.kebabName)).toEqual(['good']);
    expect(result.skipped).toEqual(['Broken']);
    expect(formatSkippedWarning(options.packageName, result.skipped)).toBe(
      '1 component of @fixture/widgets skipped because their types could not be resolved: Broken',
    );
    expect(compileMdxFiles(result.pages.map((page) => page.file))).toEqual([]);
  });

  it('lists every skipped component in the same warning', () => {
    expect(formatSkippedWarning('@mui/joy', ['A', 'B'])).toBe(
      '2 components of @mui/joy skipped because their types could not be resolved: A, B',
    );
    expect(formatSkippedWarning('@mui/joy', [])).toBeUndefined();
  });
});

describe('generateApiPages output folder', () => {
  it('misses the cache when the generator version changes', async () => {
    const options = fixtureOptions('versions');
    const first = await generateApiPages(options, SITE_DIR, {packageDir: FIXTURE_DIR, generatorVersion: 'one'});
    const again = await generateApiPages(options, SITE_DIR, {packageDir: FIXTURE_DIR, generatorVersion: 'one'});
    const changed = await generateApiPages(options, SITE_DIR, {packageDir: FIXTURE_DIR, generatorVersion: 'two'});
    expect([first.fromCache, again.fromCache, changed.fromCache]).toEqual([false, true, false]);
  });

  it('deletes stale generated pages but keeps pages people wrote', async () => {
    const options = fixtureOptions('stale');
    await fs.mkdir(options.outDir, {recursive: true});
    const stale = path.join(options.outDir, 'removed.mdx');
    const handWritten = path.join(options.outDir, 'overview.mdx');
    await fs.writeFile(stale, '---\ntitle: "Removed API"\ngenerated: true\n---\n');
    await fs.writeFile(handWritten, '---\ntitle: Overview\n---\n');
    await generateApiPages(options, SITE_DIR, {packageDir: FIXTURE_DIR});
    expect((await fs.readdir(options.outDir)).sort()).toEqual([MANIFEST_FILE, 'good.mdx', 'overview.mdx']);
  });

  it('refuses to overwrite a page without the generated marker', async () => {
    const options = fixtureOptions('conflict');
    await fs.mkdir(options.outDir, {recursive: true});
    await fs.writeFile(path.join(options.outDir, 'good.mdx'), '---\ntitle: Good, by hand\n---\n');
    await expect(generateApiPages(options, SITE_DIR, {packageDir: FIXTURE_DIR})).rejects.toThrow(
      `Not overwriting pages without the "generated: true" front matter: ${path.join(options.outDir, 'good.mdx')}.`,
    );
  });
});
