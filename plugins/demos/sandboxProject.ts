/**
 * The project a demo opens as in StackBlitz or CodeSandbox (issue 32, point 4): Vite, React and
 * TypeScript (or JavaScript), the demo as `src/App`, with every package pinned to the version this
 * build of the docs installed, so a sandbox runs what the page ran, whatever `latest` is today.
 * Pure: the versions come from the build (read from node_modules there), the code from the demo.
 */

/** Package name -> exact installed version, as the build read them from node_modules. */
export type InstalledVersions = Readonly<Record<string, string>>;

/** What every project needs besides the packages the demo imports. */
export const BASE_DEPENDENCIES = ['react', 'react-dom'] as const;
export const BASE_DEV_DEPENDENCIES = ['vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom'];

/**
 * The packages a library needs at run time though demos do not import them: its required peer
 * dependencies (a unit test checks them against each installed package.json) and Emotion, the
 * styling engine MUI's packages declare as an optional peer but use by default. Pinned here because
 * a package manager left to install a peer itself picks the newest match, not this build's version.
 */
export const PEER_DEPENDENCIES: Readonly<Record<string, readonly string[]>> = {
  '@mui/material': ['@emotion/react', '@emotion/styled'],
  '@mui/joy': ['@emotion/react', '@emotion/styled'],
  '@mui/system': ['@emotion/react', '@emotion/styled'],
  '@mui/base': [],
  '@mui/lab': ['@mui/material', '@emotion/react', '@emotion/styled'],
  '@mui/icons-material': ['@mui/material'],
  '@mui/x-data-grid': ['@mui/material', '@mui/system', '@emotion/react', '@emotion/styled'],
  '@mui/x-data-grid-pro': ['@mui/material', '@mui/system', '@emotion/react', '@emotion/styled'],
  '@mui/x-data-grid-premium': ['@mui/material', '@mui/system', '@emotion/react', '@emotion/styled'],
  '@toolpad/core': ['@mui/material', '@mui/icons-material', '@emotion/cache', '@emotion/react', '@emotion/styled'],
};

/** The npm package of an import specifier: `@mui/material/Button` -> `@mui/material`; relative -> undefined. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The module specifiers a demo's source imports (static imports and re-exports; types included). */
export function importedSpecifiers(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]/gm))
    found.add(match[1] ?? '');
  for (const match of code.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) found.add(match[1] ?? '');
  found.delete('');
  return [...found];
}

/** A package the demo needs that this build has no version of: a sandbox would not match the page. */
export class UnpinnedPackageError extends Error {
  constructor(readonly packageName: string) {
    super(`No installed version of ${packageName} to pin the sandbox to.`);
    this.name = 'UnpinnedPackageError';
  }
}

function pin(names: Iterable<string>, versions: InstalledVersions): Record<string, string> {
  const pinned: Record<string, string> = {};
  for (const name of [...new Set(names)].sort()) {
    const version = versions[name];
    if (version === undefined) throw new UnpinnedPackageError(name);
    pinned[name] = version;
  }
  return pinned;
}

/** The `dependencies` of a demo's project: what it imports, their peers and React, at the installed versions. */
export function dependenciesOf(code: string, versions: InstalledVersions): Record<string, string> {
  const imported = importedSpecifiers(code)
    .map(packageOf)
    .filter((name): name is string => name !== undefined && name !== 'react' && name !== 'react-dom');
  const peers = imported.flatMap((name) => PEER_DEPENDENCIES[name] ?? []);
  return pin([...BASE_DEPENDENCIES, ...imported, ...peers], versions);
}

export interface SandboxDemo {
  /** The demo's title, for the project's name and the page title. */
  title: string;
  /** The demo's source in the chosen language. */
  code: string;
  language: 'ts' | 'js';
  /**
   * The repository's modules the demo imports by relative path (a data generator, a shared frame),
   * in the same language, by their path in the project: the demo is `src/App`, so a module the demo
   * imports as `../data/people` is `data/people.ts`.
   */
  localFiles?: ProjectFiles;
}

/** A file name -> content map, the shape both StackBlitz's SDK and CodeSandbox's define API take. */
export type ProjectFiles = Record<string, string>;

/** `Basic Buttons` -> `basic-buttons`: an npm-valid project name. */
export function projectName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'demo' : slug;
}

/** The complete project of a demo. */
export function sandboxProject(demo: SandboxDemo, versions: InstalledVersions): ProjectFiles {
  const ts = demo.language === 'ts';
  const ext = ts ? 'tsx' : 'jsx';
  const localFiles = demo.localFiles ?? {};
  const devDependencies = pin(
    BASE_DEV_DEPENDENCIES.filter((name) => ts || (name !== 'typescript' && !name.startsWith('@types/'))),
    versions,
  );
  const packageJson = {
    name: projectName(demo.title),
    private: true,
    type: 'module',
    scripts: {dev: 'vite', build: ts ? 'tsc -b && vite build' : 'vite build', preview: 'vite preview'},
    dependencies: dependenciesOf([demo.code, ...Object.values(localFiles)].join('\n'), versions),
    devDependencies,
  };
  const files: ProjectFiles = {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'index.html': [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />',
      `    <title>${demo.title.replace(/[<&>]/g, '')}</title>`,
      '  </head>',
      '  <body>',
      '    <div id="root"></div>',
      `    <script type="module" src="/src/main.${ext}"></script>`,
      '  </body>',
      '</html>',
      '',
    ].join('\n'),
    [`src/main.${ext}`]: [
      "import * as React from 'react';",
      "import {createRoot} from 'react-dom/client';",
      "import App from './App';",
      '',
      `createRoot(document.getElementById('root')${ts ? '!' : ''}).render(`,
      '  <React.StrictMode>',
      '    <App />',
      '  </React.StrictMode>,',
      ');',
      '',
    ].join('\n'),
    ...localFiles,
    [`src/App.${ext}`]: demo.code.endsWith('\n') ? demo.code : `${demo.code}\n`,
    [`vite.config.${ts ? 'ts' : 'js'}`]: [
      "import {defineConfig} from 'vite';",
      "import react from '@vitejs/plugin-react';",
      '',
      'export default defineConfig({plugins: [react()]});',
      '',
    ].join('\n'),
  };
  if (ts) {
    files['tsconfig.json'] = `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
        },
        include: [...new Set(['src', ...Object.keys(localFiles).map((file) => file.split('/')[0] ?? 'src')])],
      },
      null,
      2,
    )}\n`;
  }
  return files;
}
