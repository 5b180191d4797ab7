import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {generateApiPages, type GenerateOptions} from '../generate';
import {docFileFor} from '../selectedPages';
import {readManifest} from '../manifest';
import {compileMdxFiles} from './compileMdx';

// Reads the installed @mui/base with the type checker once (then from the cache): a few seconds.
jest.setTimeout(120000);

const SITE_DIR = path.resolve(__dirname, '../../..');

let tmpDir: string;
let docsDir: string;
let options: GenerateOptions;

beforeAll(async () => {
  tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'api-selected-'));
  docsDir = path.join(tmpDir, 'docs');
  options = {
    packageName: '@mui/base',
    routeBasePath: '/base-ui/api',
    outDir: path.join(docsDir, 'base-ui/api'),
    cacheDir: path.join(tmpDir, 'cache'),
    pages: [
      {
        pathname: '/base-ui/react-menu/components-api',
        title: 'Menu components API',
        components: ['Menu', 'MenuItem'],
        sectioned: true,
      },
      {pathname: '/base-ui/react-number-input/components-api', components: ['Unstable_NumberInput'], sectioned: true},
      {pathname: '/base-ui/react-menu/hooks-api', title: 'Menu hooks API', hooks: ['useMenu']},
      {pathname: '/base-ui/api/button', components: ['Button']},
    ],
  };
  await generateApiPages(options, SITE_DIR, {docsDir});
});

afterAll(async () => {
  await fs.rm(tmpDir, {recursive: true, force: true});
});

const read = (pathname: string) => fs.readFile(path.join(docsDir, `${pathname}.mdx`), 'utf8');

describe('generateApiPages with named pages', () => {
  it('writes each page at its pathname, one anchored section per item, with row ids that cannot collide', async () => {
    const menu = await read('/base-ui/react-menu/components-api');
    expect(menu).toContain('title: "Menu components API"');
    expect(menu).toContain('## Menu {/* #menu */}');
    expect(menu).toContain('## MenuItem {/* #menu-item */}');
    expect(menu).toContain('<tr id={"menu-item-prop-disabled"}>');
    expect(menu).toContain('<tr id={"menu-item-slot-root"}>');
    expect(menu).toContain('{".base-MenuItem-root"}');
  });

  it('anchors an unstable component by its stable name, and imports it from its own module', async () => {
    const numberInput = await read('/base-ui/react-number-input/components-api');
    expect(numberInput).toContain('## Unstable_NumberInput {/* #number-input */}');
    expect(numberInput).toContain("import { Unstable_NumberInput } from '@mui/base/Unstable_NumberInput';");
  });

  it("lays out a hook's parameters and return value", async () => {
    const hooks = await read('/base-ui/react-menu/hooks-api');
    expect(hooks).toContain('## Parameters');
    expect(hooks).toContain('## Return value');
    expect(hooks).toContain('<tr id={"return-getListboxProps"}>');
  });

  it('lists every page in the manifest with its file, kind and package', async () => {
    const manifest = await readManifest(options.outDir);
    expect(manifest?.pages.find((page) => page.pathname === '/base-ui/react-menu/hooks-api')).toEqual({
      name: 'useMenu',
      kebabName: 'hooks-api',
      title: 'Menu hooks API',
      pathname: '/base-ui/react-menu/hooks-api',
      file: '../react-menu/hooks-api.mdx',
      kind: 'hook',
      packageName: '@mui/base',
    });
  });

  it('writes pages that MDX compiles', async () => {
    const files = ['/base-ui/react-menu/components-api', '/base-ui/react-menu/hooks-api'].map((pathname) =>
      path.join(docsDir, `${pathname}.mdx`),
    );
    expect(compileMdxFiles(files)).toEqual([]);
  });

  it('deletes the pages it no longer produces, but never a page a person wrote', async () => {
    const handWritten = path.join(docsDir, 'base-ui/api/notes.mdx');
    await fs.writeFile(handWritten, '---\ntitle: Notes\n---\n\nBy hand.\n');
    await generateApiPages({...options, pages: options.pages?.slice(0, 2)}, SITE_DIR, {docsDir});
    await expect(fs.stat(path.join(docsDir, 'base-ui/react-menu/hooks-api.mdx'))).rejects.toThrow();
    await expect(fs.stat(path.join(docsDir, 'base-ui/api/button.mdx'))).rejects.toThrow();
    await expect(fs.readFile(handWritten, 'utf8')).resolves.toContain('By hand.');
  });

  it('refuses to overwrite a hand-written page at a generated path, naming it', async () => {
    const file = path.join(docsDir, 'base-ui/react-menu/hooks-api.mdx');
    await fs.writeFile(file, '---\ntitle: Mine\n---\n');
    await expect(generateApiPages(options, SITE_DIR, {docsDir})).rejects.toThrow(
      /Not overwriting pages without the "generated: true" front matter: .*react-menu\/hooks-api\.mdx/,
    );
    await fs.rm(file);
  });

  it('fails on a name the package does not export as that kind, naming each', async () => {
    await expect(
      generateApiPages(
        {...options, pages: [{pathname: '/base-ui/x/components-api', components: ['useMenu', 'Nope']}]},
        SITE_DIR,
        {docsDir},
      ),
    ).rejects.toThrow(
      'The API pages of @mui/base cannot be generated:\n  - /base-ui/x/components-api: @mui/base has no component useMenu\n  - /base-ui/x/components-api: @mui/base has no component Nope',
    );
  });
});

describe('docFileFor', () => {
  it('puts a page named like its folder in a folder of its own, so Docusaurus does not take it for the index', () => {
    expect(docFileFor('/d', '/x/api/data-grid/data-grid')).toBe('/d/x/api/data-grid/data-grid/index.mdx');
    expect(docFileFor('/d', '/x/api/data-grid')).toBe('/d/x/api/data-grid.mdx');
    expect(docFileFor('/d', '/base-ui/react-menu/hooks-api')).toBe('/d/base-ui/react-menu/hooks-api.mdx');
  });
});

describe('an index page', () => {
  it('lists every page by kind, linking each file, and comes first in the manifest', async () => {
    const dir = path.join(tmpDir, 'indexed');
    const indexed: GenerateOptions = {
      ...options,
      outDir: path.join(dir, 'base-ui/api'),
      pages: [
        {pathname: '/base-ui/api/button', components: ['Button']},
        {pathname: '/base-ui/api/use-button', hooks: ['useButton']},
      ],
      indexPage: {pathname: '/base-ui/api', title: 'Base UI API'},
    };
    await generateApiPages(indexed, SITE_DIR, {docsDir: dir});
    const index = await fs.readFile(path.join(dir, 'base-ui/api.mdx'), 'utf8');
    expect(index).toContain('## Components\n\n- [Button](./api/button.mdx): ');
    expect(index).toContain('## Hooks\n\n- [useButton](./api/use-button.mdx): ');
    const manifest = await readManifest(indexed.outDir);
    expect(manifest?.pages.map((page) => [page.pathname, page.kind])).toEqual([
      ['/base-ui/api', 'index'],
      ['/base-ui/api/button', 'component'],
      ['/base-ui/api/use-button', 'hook'],
    ]);
    expect(compileMdxFiles([path.join(dir, 'base-ui/api.mdx')])).toEqual([]);
  });
});
