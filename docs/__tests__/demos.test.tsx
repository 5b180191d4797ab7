/**
 * Every demo renders on the server, inside the wrapper its library needs, with no error and
 * nothing logged: the quick check of a new demo before a build (the browser crawl checks the
 * pages later). `DEMOS=docs/joy-ui/demos/button npx jest docs/__tests__/demos` checks one folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import React, {type ComponentType, type ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {findDemoIsland, findValueImports} from '../../plugins/demos/demoModule';
import {X_LICENSE_KEY} from '../../src/components/XLicense/licenseKey';

jest.mock('@docusaurus/theme-common', () => ({useColorMode: () => ({colorMode: 'light'})}));

/** MUI X's own message when no licence key is set: expected in a build without one (the watermark shows). */
const isMissingLicenceMessage = (args: unknown[]) =>
  !X_LICENSE_KEY && typeof args[0] === 'string' && args[0].includes('MUI X: Missing license key');

const siteDir = path.resolve(__dirname, '../..');

/** Demo files: `.tsx` files under a `demos` folder of a docs instance (shared data modules excluded). */
function listDemos(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : listDemos(file);
    return entry.name.endsWith('.tsx') && file.includes(`${path.sep}demos${path.sep}`) ? [file] : [];
  });
}

const root = path.resolve(siteDir, process.env.DEMOS ?? 'docs');
const demos = listDemos(root).map((file) => path.relative(siteDir, file));

function islandFor(file: string): ComponentType<{children: ReactNode}> {
  const source = fs.readFileSync(path.join(siteDir, file), 'utf8');
  const island = findDemoIsland(findValueImports(source, file), file);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(island.replace('@site/', `${siteDir}/`)).default;
}

test('finds demos to check', () => {
  expect(demos.length).toBeGreaterThan(0);
});

test.each(demos)('%s renders on the server without errors', (file) => {
  const logged: unknown[][] = [];
  const spies = (['error', 'warn'] as const).map((level) =>
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args)),
  );
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const Component: ComponentType = require(path.join(siteDir, file)).default;
    expect(typeof Component).toBe('function');
    const Island = islandFor(file);
    const element = <Component />;
    const html = renderToString(<Island>{element}</Island>);
    expect(html.length).toBeGreaterThan(0);
    expect(logged.filter((args) => !isMissingLicenceMessage(args))).toEqual([]);
  } finally {
    spies.forEach((spy) => spy.mockRestore());
  }
});
