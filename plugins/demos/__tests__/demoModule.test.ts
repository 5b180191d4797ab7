import path from 'node:path';
import {
  checkDemoImports,
  createDemoCodeModuleCode,
  createDemoModuleCode,
  createDemoPreviewModuleCode,
  demoPreviewChunkName,
  demoIdFromFile,
  deriveDemoCode,
  DEFAULT_DEMO_ISLAND,
  ARCHIVED_DEMO_ISLAND,
  findDemoIsland,
  findValueImports,
  isLargePreview,
  memoByFileSource,
  toJavaScript,
  type DemoCode,
} from '../demoModule';
import {textOf} from '../../../src/highlighting/lines';
import {unpackLines} from '../../../src/highlighting/packedLines';
import {sandboxFileName} from '../sandboxAsset';
import {isRouteChunkName} from '../index';

const DEMO = `import * as React from 'react';
import Button from '@mui/material/Button';
import type {SxProps} from '@mui/material/styles';

const style: SxProps = {m: 1};

export default function BasicButtons() {
  const [count, setCount] = React.useState<number>(0);

  return (
    <Button sx={style} onClick={() => setCount((value: number) => value + 1)}>
      Clicked {count} times
    </Button>
  );
}
`;

describe('demoIdFromFile', () => {
  it.each([
    ['/site/docs/demos/BasicButtons.tsx', 'basic-buttons'],
    ['IconButtonSizes.tsx', 'icon-button-sizes'],
    ['CSSGrid.tsx', 'css-grid'],
  ])('%s -> %s', (file, id) => {
    expect(demoIdFromFile(file)).toBe(id);
  });
});

describe('findValueImports', () => {
  it('lists run-time imports and skips type-only ones', () => {
    expect(findValueImports(DEMO, 'Demo.tsx')).toEqual(['react', '@mui/material/Button']);
    expect(findValueImports("import {type Theme} from '@mui/material/styles';", 'a.tsx')).toEqual([]);
  });
});

describe('checkDemoImports', () => {
  it('refuses barrel imports, naming the file', () => {
    expect(checkDemoImports(['react', '@mui/material', '@mui/icons-material/Delete'], 'Demo.tsx')).toEqual([
      "Demo.tsx: import from a path such as '@mui/material/Button' instead of '@mui/material', so the page only loads what the demo uses.",
    ]);
  });
});

describe('toJavaScript', () => {
  it('removes types, keeps JSX, imports and blank lines', async () => {
    const js = await toJavaScript(DEMO, 'Demo.tsx');
    expect(js).not.toMatch(/SxProps|<number>|: number/);
    expect(js).toContain("import Button from '@mui/material/Button';");
    expect(js).toContain('<Button sx={style}');
    expect(js).toContain('const [count, setCount] = React.useState(0);\n\n  return (');
    expect(js).toContain('const style = { m: 1 };\n\nexport default function BasicButtons() {');
  });
});

/** Runs a generated module's code with stand-ins for what it imports; returns its named exports. */
function runModule(code: string, imports: Record<string, unknown>): Record<string, unknown> {
  const body = code
    .split('\n')
    .filter((line) => !line.startsWith('import '))
    .map((line) => line.replace(/^export const /, 'exports.'))
    .join('\n')
    .replace(/^exports\.(\w+) = /gm, 'const $1 = exports.$1 = ');
  const names = Object.keys(imports);
  const exports: Record<string, unknown> = {};
  new Function('exports', ...names, body)(exports, ...names.map((name) => imports[name]));
  return exports;
}

describe('createDemoModuleCode', () => {
  it('in the browser, exports the id and loaders of the preview and the code, but neither of them', () => {
    const code = createDemoModuleCode('/site/docs/demos/BasicButtons.tsx', {isServer: false});
    expect(code).toContain('export const id = "basic-buttons";');
    // The preview is a chunk of its own, named so the bundler config can tell it from route chunks.
    expect(code).toContain(
      `import(/* webpackChunkName: "${demoPreviewChunkName('/site/docs/demos/BasicButtons.tsx')}" */ "/site/docs/demos/BasicButtons.tsx?demo-preview")`,
    );
    expect(code).toContain('import("/site/docs/demos/BasicButtons.tsx?demo-code")');
    // The sandbox projects are the code chunk's business, not the page's.
    expect(code).not.toContain('sandbox');
    // The page's chunk imports nothing: the component, its libraries and its source all load on demand.
    expect(code).not.toMatch(/^import /m);
    expect(code).not.toContain('Clicked {count} times');
  });

  it('fails on a barrel import', () => {
    expect(() => createDemoPreviewModuleCode('Bad.tsx', "import {Button} from '@mui/material';")).toThrow(
      "Bad.tsx: import from a path such as '@mui/material/Button'",
    );
  });

  it("on the server, gives the preview and the code at once, as promises React's use() reads without waiting", async () => {
    const code = createDemoModuleCode('/site/docs/demos/BasicButtons.tsx', {isServer: true});
    expect(code).toContain('import * as __loadPreview from "/site/docs/demos/BasicButtons.tsx?demo-preview";');
    expect(code).toContain('import * as __loadCode from "/site/docs/demos/BasicButtons.tsx?demo-code";');
    expect(code).not.toContain('import(');
    const preview = {Component: () => null};
    const sources = {tsSource: DEMO};
    const {loadPreview, loadCode} = runModule(code, {__loadPreview: preview, __loadCode: sources}) as Record<
      string,
      () => Promise<unknown> & {status?: string; value?: unknown}
    >;
    expect(loadCode!()).toBe(loadCode!());
    expect(loadCode!()).toMatchObject({status: 'fulfilled', value: sources});
    await expect(loadCode!()).resolves.toBe(sources);
    expect(loadPreview!()).toMatchObject({status: 'fulfilled', value: preview});
  });
});

describe('large previews', () => {
  it('are those of demos importing the Data Grid, which load once in the viewport', () => {
    const grid = createDemoModuleCode('/site/docs/x/demos/Sorting.tsx', {
      isServer: false,
      imports: ['react', '@mui/x-data-grid-premium'],
    });
    expect(grid).toContain('export const large = true;');
    const button = createDemoModuleCode('/site/docs/demos/BasicButtons.tsx', {
      isServer: false,
      imports: ['react', '@mui/material/Button'],
    });
    expect(button).toContain('export const large = false;');
  });

  it('are those of demos importing a large Material UI module or a path under one, not a sibling', () => {
    expect(isLargePreview(['react', '@mui/material/Select'])).toBe(true);
    expect(isLargePreview(['@mui/material/TextField/TextField'])).toBe(true);
    expect(isLargePreview(['@mui/x-data-grid/locales'])).toBe(true);
    expect(isLargePreview(['@mui/material/DialogTitle', '@mui/material/Button'])).toBe(false);
    expect(isLargePreview(['@mui/x-data-grid-generator'])).toBe(false);
  });
});

describe('demoPreviewChunkName', () => {
  it('gives each demo a name of its own, the same on every machine, that isRouteChunkName tells apart', () => {
    const name = demoPreviewChunkName(path.join(process.cwd(), 'docs/material-ui/demos/button/BasicButtons.tsx'));
    expect(name).toMatch(/^demo-preview-[0-9a-f]{12}$/);
    expect(demoPreviewChunkName(path.join(process.cwd(), 'docs/joy-ui/demos/button/BasicButtons.tsx'))).not.toBe(name);
    expect(isRouteChunkName(name)).toBe(false);
    expect(isRouteChunkName('content---material-ui-react-button-abc')).toBe(true);
    expect(isRouteChunkName('main')).toBe(true);
  });
});

describe('createDemoPreviewModuleCode', () => {
  it('exports the component, its island and the modules it imports, for the live editor', () => {
    const code = createDemoPreviewModuleCode('/site/docs/demos/BasicButtons.tsx', DEMO);
    expect(code).toContain('import * as __module0 from "react";');
    expect(code).toContain('import * as __module1 from "@mui/material/Button";');
    expect(code).toContain('import Component from "/site/docs/demos/BasicButtons.tsx";');
    expect(code).toContain('export {Island, Component};');
    expect(code).toContain('export const modules = {"react": __module0, "@mui/material/Button": __module1};');
    // Type-only imports are not modules at run time.
    expect(code).not.toContain('SxProps');
  });

  it('says which @mui/material a demo that imports it runs, and nothing for other demos', () => {
    const reexport = "export {version as libraryVersion} from '@mui/material/version';";
    expect(createDemoPreviewModuleCode('/site/docs/demos/BasicButtons.tsx', DEMO)).toContain(reexport);
    const joy = "import Button from '@mui/joy/Button';\nexport default function Demo() { return <Button />; }";
    expect(createDemoPreviewModuleCode('/site/docs/demos/JoyButton.tsx', joy)).not.toContain('libraryVersion');
  });
});

describe('createDemoCodeModuleCode', () => {
  it('exports the TS source, the JS source derived from it, and both highlighted', async () => {
    const code = createDemoCodeModuleCode(await deriveDemoCode(DEMO, 'BasicButtons.tsx'), undefined);
    expect(code).toContain(`export const tsSource = ${JSON.stringify(DEMO)};`);
    expect(code).toMatch(/^export const jsSource = ".*Clicked \{count\} times/m);
    expect(code).not.toMatch(/^export const jsSource = .*SxProps/m);
    // Both variants highlighted at build time, so the browser needs no Prism for demo code.
    const exports = runModule(code, {}) as Pick<DemoCode, 'tsSource' | 'jsSource' | 'tsTokens' | 'jsTokens'>;
    const tsLines = unpackLines(exports.tsSource, exports.tsTokens);
    const jsLines = unpackLines(exports.jsSource, exports.jsTokens);
    expect(tsLines[0]?.[0]).toEqual(['keyword', 'import']);
    expect(jsLines[0]?.[0]).toEqual(['keyword module', 'import']);
    expect(textOf(jsLines)).toBe(exports.jsSource.replace(/\n$/, ''));
    expect(jsLines.flat().some(([types]) => types !== 'plain')).toBe(true);
  });

  it('fetches the sandbox file once, again only on a retry; the server has none', async () => {
    const demoCode = await deriveDemoCode(DEMO, 'BasicButtons.tsx');
    const fetch = jest.fn(async (url: string) => ({ok: true, status: 200, json: async () => ({url})}));
    const browser = runModule(createDemoCodeModuleCode(demoCode, 'assets/sandbox/abc.json'), {
      fetch,
      __webpack_public_path__: '/docs/',
    }) as Record<string, (retry?: boolean) => Promise<unknown>>;
    expect(browser.loadSandbox!()).toBe(browser.loadSandbox!());
    await expect(browser.loadSandbox!()).resolves.toEqual({url: '/docs/assets/sandbox/abc.json'});
    await browser.loadSandbox!(true);
    expect(fetch).toHaveBeenCalledTimes(2);

    const failing = runModule(createDemoCodeModuleCode(demoCode, 'assets/sandbox/abc.json'), {
      fetch: async () => ({ok: false, status: 404}),
      __webpack_public_path__: '/',
    }) as Record<string, () => Promise<unknown>>;
    await expect(failing.loadSandbox!()).rejects.toThrow('The sandbox project could not be loaded (404).');

    const server = runModule(createDemoCodeModuleCode(demoCode, undefined), {}) as Record<
      string,
      () => Promise<unknown>
    >;
    await expect(server.loadSandbox!()).rejects.toThrow('A sandbox opens in the browser only.');
  });

  it('derives a demo once for both builds, again when its source changes or after a failure', async () => {
    const derive = jest.fn(async (source: string) => {
      if (source === 'broken') throw new Error('cannot parse');
      return {tsSource: source, jsSource: source, tsTokens: {types: [], tokens: ''}, jsTokens: {types: [], tokens: ''}};
    });
    const codeOf = memoByFileSource(derive);
    const [client, server] = await Promise.all([codeOf('a', '/Demo.tsx'), codeOf('a', '/Demo.tsx')]);
    expect(client).toBe(server);
    expect(derive).toHaveBeenCalledTimes(1);
    await codeOf('a', '/Other.tsx');
    expect(derive).toHaveBeenCalledTimes(2);
    await expect(codeOf('b', '/Demo.tsx')).resolves.toMatchObject({jsSource: 'b'});
    expect(derive).toHaveBeenCalledTimes(3);
    await expect(codeOf('broken', '/Demo.tsx')).rejects.toThrow('cannot parse');
    await expect(codeOf('broken', '/Demo.tsx')).rejects.toThrow('cannot parse');
    expect(derive).toHaveBeenCalledTimes(5);
  });

  it("works out a demo's imports once for both builds; a throw is not kept", () => {
    const find = jest.fn((source: string, file: string) => {
      if (source === 'broken') throw new Error(`${file}: cannot parse`);
      return findValueImports(source, file);
    });
    const importsOf = memoByFileSource(find);
    expect(importsOf(DEMO, '/Demo.tsx')).toBe(importsOf(DEMO, '/Demo.tsx'));
    expect(importsOf(DEMO, '/Demo.tsx')).toEqual(['react', '@mui/material/Button']);
    expect(find).toHaveBeenCalledTimes(1);
    expect(() => importsOf('broken', '/Demo.tsx')).toThrow('/Demo.tsx: cannot parse');
    expect(() => importsOf('broken', '/Demo.tsx')).toThrow('/Demo.tsx: cannot parse');
    expect(find).toHaveBeenCalledTimes(3);
  });

  it('names sandbox files by their content, under the folder the offline cache skips', () => {
    expect(sandboxFileName('{"a":1}')).toMatch(/^assets\/sandbox\/[0-9a-f]{16}\.json$/);
    expect(sandboxFileName('{"a":1}')).toBe(sandboxFileName('{"a":1}'));
    expect(sandboxFileName('{"a":2}')).not.toBe(sandboxFileName('{"a":1}'));
  });
});

describe('findDemoIsland', () => {
  it('wraps Joy UI demos in the Joy island and commercial grids in the licence island', () => {
    expect(findDemoIsland(['react', '@mui/joy/Button'], 'A.tsx')).toBe('@site/src/components/Demo/islands/JoyIsland');
    expect(findDemoIsland(['@mui/x-data-grid-premium'], 'A.tsx')).toBe(
      '@site/src/components/Demo/islands/XLicenseIsland',
    );
  });

  it('puts other demos in the Material UI theme, the MIT grid and look-alike package names included', () => {
    expect(findDemoIsland(['@mui/material/Button', '@mui/x-data-grid'], 'A.tsx')).toBe(DEFAULT_DEMO_ISLAND);
    expect(findDemoIsland(['@mui/joyful'], 'A.tsx')).toBe(DEFAULT_DEMO_ISLAND);
  });

  it("puts an archived version's demos in that version's own theme", () => {
    const v6Demo = '/site/material-ui_versioned_docs/version-6.x/demos/button/BasicButtons.tsx';
    expect(findDemoIsland(['@mui/material/Button'], v6Demo)).toBe(ARCHIVED_DEMO_ISLAND);
    expect(findDemoIsland(['@mui/material/Button'], '/site/docs/material-ui/demos/button/BasicButtons.tsx')).toBe(
      DEFAULT_DEMO_ISLAND,
    );
  });

  it('refuses a demo that mixes two families, naming the file', () => {
    expect(() => findDemoIsland(['@mui/joy/Button', '@mui/x-data-grid-pro'], 'Mixed.tsx')).toThrow(
      'Mixed.tsx: a demo shows one library family; this one imports from @mui/joy and @mui/x-data-grid-pro.',
    );
  });

  it('imports the island first and exports it with the demo', () => {
    const code = createDemoPreviewModuleCode('/d/Joy.tsx', "import Button from '@mui/joy/Button';");
    expect(code.indexOf('import Island from "@site/src/components/Demo/islands/JoyIsland";')).toBe(0);
    expect(code).toContain('export {Island, Component};');
  });
});
