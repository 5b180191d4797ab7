import fs from 'node:fs';
import path from 'node:path';
import {
  dependenciesOf,
  importedSpecifiers,
  packageOf,
  projectName,
  sandboxProject,
  UnpinnedPackageError,
  type InstalledVersions,
} from '../sandboxProject';

/** The versions installed in this checkout, read as the build reads them. */
function installed(names: readonly string[]): InstalledVersions {
  return Object.fromEntries(
    names.map((name) => {
      const file = path.join(__dirname, '../../../node_modules', name, 'package.json');
      return [name, (JSON.parse(fs.readFileSync(file, 'utf8')) as {version: string}).version];
    }),
  );
}

const DEMO = `import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/Delete';
import type {SxProps} from '@mui/system';
import './local.css';
import {helper} from './helper';

export default function BasicButtons() {
  return <Stack><Button startIcon={<DeleteIcon />}>Delete</Button></Stack>;
}
`;

const VERSIONS = installed([
  'react',
  'react-dom',
  '@mui/material',
  '@mui/icons-material',
  '@mui/system',
  '@emotion/react',
  '@emotion/styled',
  'typescript',
  '@types/react',
  '@types/react-dom',
]);
const WITH_TOOLS: InstalledVersions = {...VERSIONS, vite: '7.0.0', '@vitejs/plugin-react': '5.0.0'};

test('the package of a specifier', () => {
  expect(packageOf('@mui/material/Button')).toBe('@mui/material');
  expect(packageOf('react-dom/client')).toBe('react-dom');
  expect(packageOf('clsx')).toBe('clsx');
  expect(packageOf('./helper')).toBeUndefined();
  expect(packageOf('node:fs')).toBeUndefined();
});

test('the specifiers a demo imports, side-effect and type imports included', () => {
  expect(importedSpecifiers(DEMO)).toEqual([
    'react',
    '@mui/material/Button',
    '@mui/material/Stack',
    '@mui/icons-material/Delete',
    '@mui/system',
    './helper',
    './local.css',
  ]);
});

test('dependencies are what the demo imports, their peers and React, at the installed versions', () => {
  const dependencies = dependenciesOf(DEMO, VERSIONS);
  expect(Object.keys(dependencies)).toEqual([
    '@emotion/react',
    '@emotion/styled',
    '@mui/icons-material',
    '@mui/material',
    '@mui/system',
    'react',
    'react-dom',
  ]);
  // Exactly what node_modules holds: no ranges, no `latest`.
  for (const [name, version] of Object.entries(dependencies)) expect(version).toBe(VERSIONS[name]);
  expect(dependencies['@mui/material']).toMatch(/^\d+\.\d+\.\d+$/);
});

test('a package the build has no version of is refused, by name', () => {
  expect(() => dependenciesOf("import x from 'left-pad';", VERSIONS)).toThrow(UnpinnedPackageError);
  expect(() => dependenciesOf("import x from 'left-pad';", VERSIONS)).toThrow('left-pad');
});

test('a TypeScript project: the demo as src/App.tsx, an entry, an HTML page, Vite and tsconfig', () => {
  const files = sandboxProject({title: 'Basic Buttons', code: DEMO, language: 'ts'}, WITH_TOOLS);
  expect(Object.keys(files).sort()).toEqual([
    'index.html',
    'package.json',
    'src/App.tsx',
    'src/main.tsx',
    'tsconfig.json',
    'vite.config.ts',
  ]);
  expect(files['src/App.tsx']).toBe(DEMO);
  expect(files['index.html']).toContain('<script type="module" src="/src/main.tsx"></script>');
  const packageJson = JSON.parse(files['package.json'] ?? '{}') as {
    name: string;
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  expect(packageJson.name).toBe('basic-buttons');
  expect(packageJson.dependencies['@mui/material']).toBe(VERSIONS['@mui/material']);
  expect(packageJson.devDependencies.typescript).toBe(VERSIONS.typescript);
});

test('a JavaScript project has no TypeScript files or packages', () => {
  const files = sandboxProject(
    {title: 'Basic Buttons', code: 'export default () => null;', language: 'js'},
    WITH_TOOLS,
  );
  expect(Object.keys(files).sort()).toEqual([
    'index.html',
    'package.json',
    'src/App.jsx',
    'src/main.jsx',
    'vite.config.js',
  ]);
  expect(files['src/main.jsx']).not.toContain('!)');
  expect(files['package.json']).not.toContain('typescript');
});

test('project names are npm-valid', () => {
  expect(projectName('Basic Buttons')).toBe('basic-buttons');
  expect(projectName('  <Fancy> & Co.  ')).toBe('fancy-co');
  expect(projectName('!!!')).toBe('demo');
});
