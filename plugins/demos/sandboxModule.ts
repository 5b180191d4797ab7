import fs from 'node:fs';
import path from 'node:path';
import {
  BASE_DEPENDENCIES,
  BASE_DEV_DEPENDENCIES,
  importedSpecifiers,
  packageOf,
  PEER_DEPENDENCIES,
  sandboxProject,
  type InstalledVersions,
  type ProjectFiles,
} from './sandboxProject';
import {toJavaScript} from './demoModule';

/** The extensions a relative import may leave out, in the order a bundler tries them. */
const MODULE_EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a relative import names, or an error naming the importer. */
function resolveLocal(specifier: string, importer: string): string {
  const base = path.resolve(path.dirname(importer), specifier);
  for (const candidate of [base, ...MODULE_EXTENSIONS.map((extension) => base + extension)]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${importer}: cannot find the module '${specifier}' for the demo's sandbox.`);
}

/** A TypeScript module of the repository that a demo imports, by its path in the sandbox project. */
export interface LocalModule {
  file: string;
  projectPath: string;
  source: string;
}

/**
 * The repository's modules a demo imports by relative path, and theirs in turn, each with its path
 * in the project: the demo's folder is the project's `src/`, so `../data/people` is
 * `data/people.ts`. A module above the project's root cannot be placed and fails the build.
 */
export function collectLocalModules(demoFile: string, demoSource: string): LocalModule[] {
  const demoDir = path.dirname(demoFile);
  const found = new Map<string, LocalModule>();
  const queue: {importer: string; source: string}[] = [{importer: demoFile, source: demoSource}];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const specifier of importedSpecifiers(next.source)) {
      if (!specifier.startsWith('.')) continue;
      const file = resolveLocal(specifier, next.importer);
      if (file === demoFile || found.has(file)) continue;
      const projectPath = path.posix.join('src', path.relative(demoDir, file).split(path.sep).join('/'));
      if (projectPath.startsWith('..')) {
        throw new Error(`${next.importer}: '${specifier}' is outside the folders a demo's sandbox can hold.`);
      }
      const source = fs.readFileSync(file, 'utf8');
      found.set(file, {file, projectPath, source});
      queue.push({importer: file, source});
    }
  }
  return [...found.values()];
}

/**
 * The versions read so far, by package.json: each demo's project reads about ten, and the site's
 * 1,400 demos share a handful of packages, so each file is read once per build.
 */
const versionByManifest = new Map<string, string>();

/**
 * The version of `name` that code in `fromDir` imports: the package.json Node's resolution finds
 * first going up from there, read from disk, so a sandbox pins exactly what this build bundled.
 */
export function installedVersion(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    const known = versionByManifest.get(file);
    if (known !== undefined) return known;
    if (fs.existsSync(file)) {
      const {version} = JSON.parse(fs.readFileSync(file, 'utf8')) as {version: string};
      versionByManifest.set(file, version);
      return version;
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** The installed versions of every package the project of these sources can pin. */
export function installedVersions(sources: readonly string[], fromDir: string): InstalledVersions {
  const imported = sources.flatMap((source) => importedSpecifiers(source).map(packageOf));
  const names = new Set([
    ...BASE_DEPENDENCIES,
    ...BASE_DEV_DEPENDENCIES,
    ...imported.flatMap((name) => (name === undefined ? [] : [name, ...(PEER_DEPENDENCIES[name] ?? [])])),
  ]);
  const versions: Record<string, string> = {};
  for (const name of names) {
    const version = installedVersion(name, fromDir);
    if (version !== undefined) versions[name] = version;
  }
  return versions;
}

/** `BasicButtons.tsx` -> `Basic Buttons`: the project's title. */
export function demoTitle(demoFile: string): string {
  return path
    .basename(demoFile)
    .replace(/\.[jt]sx?$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2');
}

const toJsPath = (projectPath: string) => projectPath.replace(/\.ts$/, '.js').replace(/\.tsx$/, '.jsx');

/** What a TypeScript module of the repository is in JavaScript, once per module and build. */
const javaScriptOf = new Map<string, Promise<string>>();

function localJavaScript(module: LocalModule): Promise<string> {
  const key = `${module.file}\0${module.source}`;
  let js = javaScriptOf.get(key);
  if (js === undefined) {
    js = toJavaScript(module.source, module.file);
    javaScriptOf.set(key, js);
  }
  return js;
}

/**
 * A demo's sandbox projects, as the JSON its `loadSandbox` fetches when a reader opens StackBlitz or
 * CodeSandbox (src/sandbox/openSandbox.ts): the complete project in TypeScript and in JavaScript
 * (sandboxProject.ts), with its local modules and every package pinned to the version installed for
 * this build. Also gives the local files read, for the bundler to watch.
 */
export async function createDemoSandbox(
  demoFile: string,
  tsSource: string,
  jsSource: string,
): Promise<{json: string; dependencies: string[]}> {
  const local = collectLocalModules(demoFile, tsSource);
  const versions = installedVersions([tsSource, ...local.map((module) => module.source)], path.dirname(demoFile));
  const title = demoTitle(demoFile);
  const tsLocal: ProjectFiles = Object.fromEntries(local.map((module) => [module.projectPath, module.source]));
  const jsLocal: ProjectFiles = {};
  for (const module of local) jsLocal[toJsPath(module.projectPath)] = await localJavaScript(module);
  let ts: ProjectFiles, js: ProjectFiles;
  try {
    ts = sandboxProject({title, code: tsSource, language: 'ts', localFiles: tsLocal}, versions);
    js = sandboxProject({title, code: jsSource, language: 'js', localFiles: jsLocal}, versions);
  } catch (error) {
    throw new Error(`${demoFile}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return {json: JSON.stringify({title, ts, js}), dependencies: local.map((module) => module.file)};
}
