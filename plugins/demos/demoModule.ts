import {createHash} from 'node:crypto';
import path from 'node:path';
// The standalone build with explicit plugins: plain code that loads anywhere (jiti, Jest),
// where prettier's main entry dynamically imports its ESM internals.
import * as babelPlugin from 'prettier/plugins/babel';
import * as estreePlugin from 'prettier/plugins/estree';
import * as prettier from 'prettier/standalone';
import ts from 'typescript';
import {packLines, type PackedLines} from '../../src/highlighting/packedLines';
import {highlightSource} from '../build-time-highlight/highlight';

/**
 * Imports that would pull a whole library into a demo's page (the live editor keeps a
 * reference to every module a demo imports). Import the component's own path instead.
 */
const BARREL_IMPORTS = new Set([
  '@mui/material',
  '@mui/icons-material',
  '@mui/lab',
  '@mui/joy',
  '@mui/system',
  '@mui/base',
  '@toolpad/core',
]);

/**
 * Wrappers a demo's preview needs because of the library it imports, by import prefix: Joy UI
 * renders inside its own CSS-variables provider instead of the site's Material UI theme, and
 * the commercial grids need the licence key set before they render. Every other demo renders in
 * the Material UI theme (DEFAULT_DEMO_ISLAND). A page imports a wrapper only through its demos,
 * so a Material UI page never loads Joy's theme, nor a Joy UI page the site's Material theme.
 */
export const DEMO_ISLANDS: readonly {prefixes: readonly string[]; module: string}[] = [
  {prefixes: ['@mui/joy'], module: '@site/src/components/Demo/islands/JoyIsland'},
  {
    prefixes: ['@mui/x-data-grid-pro', '@mui/x-data-grid-premium'],
    module: '@site/src/components/Demo/islands/XLicenseIsland',
  },
];

/**
 * Modules whose code is large enough that loading one would push a page past its first-visit
 * budget (scripts/bench/budgets.ts) when a demo of it sits in the first screen. The Data Grid is
 * about 250 KB gz and takes a phone a second of main thread to mount. In Material UI, these are the
 * components built on Modal or Popper and those that import one: their demos' first screen is a
 * closed trigger, which the server HTML shows as it is. Measured as the chunks each page's first
 * demos load that the Button page's do not: Autocomplete about 80 KB gz (with the text field it
 * renders), Select and TextField about 45 KB (Select brings Menu, Popover, Modal and the three
 * input variants; TextField imports Select), Menu about 29 KB, Tooltip about 25 KB (with Popper),
 * Dialog about 25 KB (with Modal). A demo importing one of these, or a path under one, loads its
 * preview once the reader scrolls it into view or reaches for it
 * (src/components/Demo/previewGate.tsx); its server HTML shows the same UI meanwhile.
 */
export const LARGE_PREVIEW_MODULES: readonly string[] = [
  '@mui/x-data-grid',
  '@mui/x-data-grid-pro',
  '@mui/x-data-grid-premium',
  ...[
    'Autocomplete',
    'Dialog',
    'Drawer',
    'Menu',
    'Modal',
    'Popover',
    'Popper',
    'Select',
    'SpeedDial',
    'SwipeableDrawer',
    'TablePagination',
    'TextField',
    'Tooltip',
  ].map((name) => `@mui/material/${name}`),
];

/** True when `imports` include one of `modules` or a path under one (`@mui/material/Button` is under `@mui/material`). */
function importsFrom(imports: readonly string[], modules: readonly string[]): boolean {
  return imports.some((specifier) =>
    modules.some((module) => specifier === module || specifier.startsWith(`${module}/`)),
  );
}

/** True when a demo's imports include one of LARGE_PREVIEW_MODULES or a path under one. */
export function isLargePreview(imports: readonly string[]): boolean {
  return importsFrom(imports, LARGE_PREVIEW_MODULES);
}

/** The wrapper of demos that import none of DEMO_ISLANDS' libraries. */
export const DEFAULT_DEMO_ISLAND = '@site/src/components/Demo/islands/MaterialIsland';

/**
 * The wrapper of an archived Material UI version's demos (Docusaurus's versioned docs folders): the
 * site's theme built by that version (plugins/archived-versions), so its pages load no v7 theme code.
 */
export const ARCHIVED_DEMO_ISLAND = '@site/plugins/archived-versions/runtime/MaterialIsland';

/** An archived docs version's file (`<instance>_versioned_docs/version-<name>/...`). */
const ARCHIVED_DOCS = /[\\/][\w-]+_versioned_docs[\\/]/;

/** The wrapper module the demo's imports call for (DEMO_ISLANDS, else the default island of its docs version). */
export function findDemoIsland(imports: readonly string[], filePath: string): string {
  const matches = DEMO_ISLANDS.filter(({prefixes}) => importsFrom(imports, prefixes));
  if (matches.length > 1) {
    throw new Error(
      `${filePath}: a demo shows one library family; this one imports from ${matches.map(({prefixes}) => prefixes[0]).join(' and ')}.`,
    );
  }
  return matches[0]?.module ?? (ARCHIVED_DOCS.test(filePath) ? ARCHIVED_DEMO_ISLAND : DEFAULT_DEMO_ISLAND);
}

/** Marks blank lines, which the TypeScript printer drops, so the JS variant keeps them. */
const BLANK_LINE_MARKER = '//__demo_blank_line__';

/** The anchor id of a demo, from its file name: `BasicButtons.tsx` -> `basic-buttons`. */
export function demoIdFromFile(filePath: string): string {
  return path
    .basename(filePath)
    .replace(/\.[jt]sx?$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** Module specifiers a demo imports at run time (type-only imports excluded), in source order. */
export function findValueImports(source: string, fileName: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const modules: string[] = [];
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    const typeOnly =
      clause?.isTypeOnly === true ||
      (clause !== undefined && !clause.name && isTypeOnlyNamedBindings(clause.namedBindings));
    if (!typeOnly && !modules.includes(statement.moduleSpecifier.text)) {
      modules.push(statement.moduleSpecifier.text);
    }
  }
  return modules;
}

function isTypeOnlyNamedBindings(bindings: ts.NamedImportBindings | undefined): boolean {
  return (
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

/** Problems an author must fix, each naming the file. */
export function checkDemoImports(imports: readonly string[], filePath: string): string[] {
  return imports
    .filter((specifier) => BARREL_IMPORTS.has(specifier))
    .map(
      (specifier) =>
        `${filePath}: import from a path such as '${specifier}/Button' instead of '${specifier}', so the page only loads what the demo uses.`,
    );
}

/** The JavaScript variant of a TypeScript demo: types removed, formatting kept. */
export async function toJavaScript(tsSource: string, fileName: string): Promise<string> {
  const marked = tsSource.replace(/^[ \t]*$/gm, BLANK_LINE_MARKER);
  const {outputText} = ts.transpileModule(marked, {
    fileName,
    compilerOptions: {
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.Preserve,
      verbatimModuleSyntax: false,
    },
  });
  const restored = outputText.replace(new RegExp(`^[ \\t]*${BLANK_LINE_MARKER}[ \\t]*$`, 'gm'), '');
  return prettier.format(restored, {
    parser: 'babel',
    plugins: [babelPlugin, estreePlugin],
    singleQuote: true,
    printWidth: 85,
    trailingComma: 'all',
  });
}

/** The query of the module that holds a demo's code (see createDemoCodeModuleCode). */
export const DEMO_CODE_QUERY = '?demo-code';

/** The query of the module that holds what a demo renders (see createDemoPreviewModuleCode). */
export const DEMO_PREVIEW_QUERY = '?demo-preview';

/** The start of the chunk name of every demo's preview (see demoPreviewChunkName). */
export const DEMO_PREVIEW_CHUNK_PREFIX = 'demo-preview-';

/**
 * The chunk name of a demo's preview: its own chunk (a name shared by two imports would merge
 * them), named so the bundler config can tell previews from route chunks (plugins/demos/index.ts).
 * A hash of the path, not the path: the name must not differ between machines.
 */
export function demoPreviewChunkName(resourcePath: string): string {
  const relative = path.relative(process.cwd(), resourcePath).split(path.sep).join('/');
  return DEMO_PREVIEW_CHUNK_PREFIX + createHash('sha256').update(relative).digest('hex').slice(0, 12);
}

/**
 * A loader of a module, as code the bundler compiles: on the server, the module imported with the
 * page and given as a promise already marked fulfilled, which React's `use` reads at once (the
 * static HTML holds what it renders, not a boundary streamed after the page); in the browser, one
 * `import()` per module, however often it is asked for, until a retry after a failure.
 */
function loaderCode(name: string, specifier: string, isServer: boolean, chunkName?: string): string[] {
  const namespace = `__${name}`;
  const comment = chunkName === undefined ? '' : `/* webpackChunkName: ${JSON.stringify(chunkName)} */ `;
  return isServer
    ? [
        `import * as ${namespace} from ${JSON.stringify(specifier)};`,
        `const ${namespace}Promise = Object.assign(Promise.resolve(${namespace}), {status: 'fulfilled', value: ${namespace}});`,
        `export const ${name} = () => ${namespace}Promise;`,
      ]
    : [
        `let ${namespace};`,
        `export const ${name} = (retry) => (!retry && ${namespace}) || (${namespace} = import(${comment}${JSON.stringify(specifier)}));`,
      ];
}

/**
 * The module a `./Demo.tsx?demo` import resolves to: the demo's anchor id, whether its preview is
 * large (isLargePreview, from `imports`, the demo's value imports) and two loaders, of
 * what it renders (`loadPreview`, the `?demo-preview` module) and of its code (`loadCode`, the
 * `?demo-code` module). In the browser both load on demand, so a page's chunk holds neither a
 * demo's components nor its source: the preview loads when the demo nears the viewport (the
 * preview keeps the server HTML meanwhile, src/components/Demo/previewGate.tsx), the
 * code when a visitor opens or copies it. The server's build imports both with the page.
 */
export function createDemoModuleCode(
  resourcePath: string,
  {isServer, imports = []}: {isServer: boolean; imports?: readonly string[]},
): string {
  return [
    `export const id = ${JSON.stringify(demoIdFromFile(resourcePath))};`,
    `export const large = ${isLargePreview(imports)};`,
    ...loaderCode('loadPreview', resourcePath + DEMO_PREVIEW_QUERY, isServer, demoPreviewChunkName(resourcePath)),
    ...loaderCode('loadCode', resourcePath + DEMO_CODE_QUERY, isServer),
  ].join('\n');
}

/**
 * The module a demo's `loadPreview` imports (`./Demo.tsx?demo-preview`): the real component
 * (compiled by the site's usual TypeScript rule), the island it renders in, the modules its
 * imports name, for the live editor to resolve them with, and the version of @mui/material it
 * runs when it imports it. Both builds compile it (the server with
 * the page, the browser as the preview's chunk), so a barrel import fails every build here, from
 * the one parse of the demo's source.
 */
export function createDemoPreviewModuleCode(
  resourcePath: string,
  tsSource: string,
  imports: readonly string[] = findValueImports(tsSource, resourcePath),
): string {
  const problems = checkDemoImports(imports, resourcePath);
  if (problems.length > 0) {
    throw new Error(problems.join('\n'));
  }
  const importsMaterial = importsFrom(imports, ['@mui/material']);
  return [
    // The island first: the licence key must be set before a commercial grid module runs.
    `import Island from ${JSON.stringify(findDemoIsland(imports, resourcePath))};`,
    ...imports.map((specifier, index) => `import * as __module${index} from ${JSON.stringify(specifier)};`),
    `import Component from ${JSON.stringify(resourcePath)};`,
    // Which @mui/material the demo runs, as the library says (an archived version's demos run its own).
    importsMaterial ? "export {version as libraryVersion} from '@mui/material/version';" : '',
    'export {Island, Component};',
    `export const modules = {${imports.map((specifier, index) => `${JSON.stringify(specifier)}: __module${index}`).join(', ')}};`,
  ].join('\n');
}

/**
 * A demo's code as its page shows it: the TS source, the JS source derived from it, and both
 * highlighted, packed beside their source (src/highlighting/packedLines.ts).
 */
export interface DemoCode {
  tsSource: string;
  jsSource: string;
  tsTokens: PackedLines;
  jsTokens: PackedLines;
}

/** The DemoCode of a TypeScript demo (its JS variant from `toJavaScript`, both highlighted with Prism). */
export async function deriveDemoCode(tsSource: string, fileName: string): Promise<DemoCode> {
  const tsSourceText = tsSource.trimEnd() + '\n';
  const jsSource = await toJavaScript(tsSource, fileName);
  return {
    tsSource: tsSourceText,
    jsSource,
    tsTokens: packLines(highlightSource(tsSourceText, 'tsx')),
    jsTokens: packLines(highlightSource(jsSource, 'jsx')),
  };
}

/**
 * `compute` run once per file and source: the browser's and the server's builds compile at the
 * same time in one process and both ask for every demo's imports and code, whose derivation is
 * most of the bundler's work on its main thread (TypeScript, prettier and Prism). A file whose
 * source changed (the dev server) is computed again; a failure (a throw, a rejected promise) is
 * not kept, so the next build tries again.
 */
export function memoByFileSource<T>(compute: (source: string, file: string) => T): (source: string, file: string) => T {
  const byFile = new Map<string, {source: string; value: T}>();
  return (source, file) => {
    const cached = byFile.get(file);
    if (cached?.source === source) return cached.value;
    const value = compute(source, file);
    byFile.set(file, {source, value});
    if (value instanceof Promise) {
      value.catch(() => {
        if (byFile.get(file)?.value === value) byFile.delete(file);
      });
    }
    return value;
  };
}

/**
 * The module a demo's `loadCode` imports (`./Demo.tsx?demo-code`): its DemoCode (deriveDemoCode),
 * highlighted at build time, and `loadSandbox`,
 * which fetches the demo's sandbox projects (`sandboxFile`, a JSON file the browser build writes,
 * sandboxModule.ts) when a reader opens a sandbox. The projects are a file, not a chunk: a page's
 * chunks carry nothing for them, and the offline cache leaves them out (a sandbox needs the
 * network anyway). The server's build has no sandbox file.
 */
export function createDemoCodeModuleCode(code: DemoCode, sandboxFile: string | undefined): string {
  const fetchSandbox =
    sandboxFile === undefined
      ? "Promise.reject(new Error('A sandbox opens in the browser only.'))"
      : `fetch(__webpack_public_path__ + ${JSON.stringify(sandboxFile)}).then((response) => {
  if (!response.ok) throw new Error('The sandbox project could not be loaded (' + response.status + ').');
  return response.json();
})`;
  return [
    `export const tsSource = ${JSON.stringify(code.tsSource)};`,
    `export const jsSource = ${JSON.stringify(code.jsSource)};`,
    `export const tsTokens = ${JSON.stringify(code.tsTokens)};`,
    `export const jsTokens = ${JSON.stringify(code.jsTokens)};`,
    'let __sandbox;',
    `export const loadSandbox = (retry) => (!retry && __sandbox) || (__sandbox = ${fetchSandbox});`,
  ].join('\n');
}
