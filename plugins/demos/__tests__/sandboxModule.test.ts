import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {PEER_DEPENDENCIES} from '../sandboxProject';
import {toJavaScript} from '../demoModule';
import {collectLocalModules, createDemoSandbox, demoTitle, installedVersion} from '../sandboxModule';

const ROOT = path.join(__dirname, '../../..');
const BUTTON_DEMO = path.join(ROOT, 'docs/material-ui/demos/button/BasicButtons.tsx');
// A Data Grid demo whose rows come from the repository's seeded generator (../data/people).
const GRID_DEMO = path.join(ROOT, 'docs/x/demos/sorting/InitialSort.tsx');

/** What node_modules holds, read here the plain way. */
function versionOnDisk(name: string): string {
  return (
    JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {version: string}
  ).version;
}

/** The projects of a demo, as the browser fetches them. */
async function sandboxOf(file: string) {
  const tsSource = fs.readFileSync(file, 'utf8');
  const {json, dependencies} = await createDemoSandbox(file, tsSource, await toJavaScript(tsSource, file));
  return {
    ...(JSON.parse(json) as {title: string; ts: Record<string, string>; js: Record<string, string>}),
    dependencies,
  };
}

const packageJson = (files: Record<string, string>) =>
  JSON.parse(files['package.json'] ?? '{}') as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };

test('every package of a demo project is pinned to the version installed here', async () => {
  const {ts, js, title} = await sandboxOf(BUTTON_DEMO);
  expect(title).toBe('Basic Buttons');
  for (const files of [ts, js]) {
    const {dependencies, devDependencies} = packageJson(files);
    expect(Object.keys(dependencies).sort()).toEqual([
      '@emotion/react',
      '@emotion/styled',
      '@mui/material',
      'react',
      'react-dom',
    ]);
    for (const [name, version] of Object.entries({...dependencies, ...devDependencies})) {
      expect([name, version]).toEqual([name, versionOnDisk(name)]);
    }
  }
  expect(ts['src/App.tsx']).toBe(fs.readFileSync(BUTTON_DEMO, 'utf8'));
  expect(js['src/App.jsx']).not.toMatch(/: React\.|import type/);
});

test("a demo's local modules travel with it, at the same relative paths", async () => {
  const local = collectLocalModules(GRID_DEMO, fs.readFileSync(GRID_DEMO, 'utf8'));
  expect(local.map((module) => module.projectPath).sort()).toEqual(['data/people.ts', 'data/random.ts']);
  const {ts, js, dependencies} = await sandboxOf(GRID_DEMO);
  expect(Object.keys(ts)).toEqual(expect.arrayContaining(['data/people.ts', 'data/random.ts', 'src/App.tsx']));
  expect(Object.keys(js)).toEqual(expect.arrayContaining(['data/people.js', 'data/random.js', 'src/App.jsx']));
  expect(packageJson(ts).dependencies['@mui/x-data-grid']).toBe(versionOnDisk('@mui/x-data-grid'));
  // The bundler watches them: an edit of the generator rebuilds the project.
  expect(dependencies.map((file) => path.relative(ROOT, file)).sort()).toEqual([
    'docs/x/demos/data/people.ts',
    'docs/x/demos/data/random.ts',
  ]);
});

test('a module outside what a project can hold fails, naming the importer', () => {
  const demo = path.join(ROOT, 'docs/x/demos/sorting/Outside.tsx');
  expect(() => collectLocalModules(demo, "import x from '../../../../package.json';\n")).toThrow(
    `${demo}: '../../../../package.json' is outside the folders a demo's sandbox can hold.`,
  );
  expect(() => collectLocalModules(demo, "import x from './missing';\n")).toThrow(
    `${demo}: cannot find the module './missing'`,
  );
});

test('the peers a project pins include every required peer the installed packages declare', () => {
  for (const [name, peers] of Object.entries(PEER_DEPENDENCIES)) {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
      peerDependencies?: Record<string, string>;
      peerDependenciesMeta?: Record<string, {optional?: boolean}>;
    };
    const required = Object.keys(manifest.peerDependencies ?? {}).filter(
      (peer) => manifest.peerDependenciesMeta?.[peer]?.optional !== true && peer !== 'react' && peer !== 'react-dom',
    );
    expect([name, required.filter((peer) => !peers.includes(peer))]).toEqual([name, []]);
  }
});

test('a package this build has not installed fails the build, naming the demo and the package', async () => {
  const demo = path.join(ROOT, 'docs/material-ui/demos/button/Imaginary.tsx');
  await expect(createDemoSandbox(demo, "import pad from 'left-pad';\n", '')).rejects.toThrow(
    `${demo}: No installed version of left-pad to pin the sandbox to.`,
  );
});

test('versions are found the way Node resolves packages, or not at all', () => {
  expect(installedVersion('@mui/material', path.dirname(BUTTON_DEMO))).toBe(versionOnDisk('@mui/material'));
  expect(installedVersion('no-such-package-here', ROOT)).toBeUndefined();
  expect(demoTitle('/a/CSSGridLayout.tsx')).toBe('CSSGrid Layout');
});

// The project really builds: both variants of a demo with local modules, type-checked and bundled
// by the project's own scripts' tools (TypeScript, Vite), with the repository's node_modules.
test('a demo project type-checks and builds with Vite, in TypeScript and JavaScript', async () => {
  const {ts, js} = await sandboxOf(GRID_DEMO);
  for (const [variant, files] of [
    ['ts', ts],
    ['js', js],
  ] as const) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `sandbox-${variant}-`));
    try {
      for (const [name, content] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
        fs.writeFileSync(path.join(dir, name), content);
      }
      fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
      if (variant === 'ts') {
        execFileSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], {
          stdio: 'pipe',
        });
      }
      execFileSync(
        process.execPath,
        [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
        {
          cwd: dir,
          stdio: 'pipe',
        },
      );
      expect(fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8')).toContain('<div id="root"></div>');
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  }
}, 240_000);
