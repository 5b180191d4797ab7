import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** One icon module of the package, as read from disk. */
export interface IconModule {
  /** The module's name, which is the component's: `DeleteOutlined`. */
  componentName: string;
  /** The file, relative to the package folder (for messages): `esm/DeleteOutlined.js`. */
  file: string;
  source: string;
}

/** The installed icon package: its version and every icon module. */
export interface IconPackage {
  name: string;
  version: string;
  modules: readonly IconModule[];
}

/** An icon module's file name: a component name (index.js and the utils folder are not icons). */
const ICON_MODULE = /^([A-Z][A-Za-z0-9]*)\.js$/;

/** The ES-module build, whose modules are small enough to read one by one. */
const MODULES_FOLDER = 'esm';

/**
 * The folder of `packageName` as Node resolves it from `fromDir`: the package's main entry,
 * walked up to its package.json.
 */
function resolvePackageDir(packageName: string, fromDir: string): string {
  let entry: string;
  try {
    // The package's exports map does not expose package.json: resolve its entry point instead.
    entry = require.resolve(packageName, {paths: [fromDir]});
  } catch (error) {
    throw new Error(
      `The icon gallery (plugins/icon-gallery) lists the icons of ${packageName}, which cannot be resolved from ${fromDir}: is it installed? Run \`npm install\`. (${(error as Error).message.split('\n')[0]})`,
    );
  }
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && readPackageJson(manifest, packageName).name === packageName) return dir;
  }
  throw new Error(
    `The icon gallery found ${packageName}'s entry point at ${entry} but no package.json above it naming the package.`,
  );
}

function readPackageJson(file: string, packageName: string): {name?: unknown; version?: unknown} {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as {name?: unknown; version?: unknown};
  } catch (error) {
    throw new Error(`The icon gallery cannot read ${file} (looking for ${packageName}): ${(error as Error).message}`);
  }
}

/**
 * Reads the version and every icon module of the installed `packageName`, resolved from `fromDir`
 * (the site directory). Throws, naming the package and the file, when the package is missing or
 * not laid out as expected (no `esm` folder, no version, no icon modules).
 */
export function readIconPackage(packageName: string, fromDir: string): IconPackage {
  const dir = resolvePackageDir(packageName, fromDir);
  const manifestFile = path.join(dir, 'package.json');
  const {version} = readPackageJson(manifestFile, packageName);
  if (typeof version !== 'string' || version === '') {
    throw new Error(`The icon gallery found no version in ${manifestFile} (${packageName}).`);
  }
  const modulesDir = path.join(dir, MODULES_FOLDER);
  let files: string[];
  try {
    files = readdirSync(modulesDir);
  } catch (error) {
    throw new Error(
      `The icon gallery reads ${packageName}'s icon modules from ${modulesDir}, which cannot be listed: has the package's layout changed in ${version}? (${(error as Error).message})`,
    );
  }
  const modules = files
    .filter((file) => ICON_MODULE.test(file))
    .sort()
    .map((file): IconModule => {
      const relative = `${MODULES_FOLDER}/${file}`;
      let source: string;
      try {
        source = readFileSync(path.join(modulesDir, file), 'utf8');
      } catch (error) {
        throw new Error(`The icon gallery cannot read ${packageName}/${relative}: ${(error as Error).message}`);
      }
      return {componentName: file.slice(0, -'.js'.length), file: relative, source};
    });
  if (modules.length === 0) {
    throw new Error(`The icon gallery found no icon modules in ${modulesDir} (${packageName} ${version}).`);
  }
  return {name: packageName, version, modules};
}
