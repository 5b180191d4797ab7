import fs from 'node:fs';
import path from 'node:path';
import {reportChunkNames} from '../route-chunk-scripts/registryModuleNames';
import type {LoaderOptions} from '../../../shared/bundlerRules';
import {compactPages, PAGE_FUNCTION, registryModules} from './compactPages';
import {isInPart, partRequest, routePartsOf, splitRouteParts} from './routeParts';
import {partitionRegistry, splitRouteTable, type SplitRouteTable, type Subtree} from './splitRouteTable';
import {archivedBasePath, ARCHIVED_VERSIONS} from '../../../../src/products/archivedVersions';

/**
 * The version routes of a docs instance with archived versions (src/products/archivedVersions.ts):
 * each version, the latest included, is a subtree of its own, so a page loads its own version's
 * routes only.
 */
const VERSION_ROUTE_PATHS: ReadonlySet<string> = new Set(
  ARCHIVED_VERSIONS.flatMap((version) => [`${archivedBasePath(version)}/`, `/${version.instanceId}/`]),
);

/** What this loader uses of the bundler's loader context. */
export interface LoaderContext {
  readonly resourcePath: string;
  readonly resourceQuery: string;
  getOptions(): Pick<LoaderOptions, 'isServer'>;
  addDependency(file: string): void;
}

/** A registry line: `  "<chunk>": [...],` (the last one ends with the registry's closing `};`). */
const REGISTRY_LINE = /^ {2}"([^"\\]+)": \[/;
const REGISTRY_END = '};';

/** The chunk name of a registry line, whether Docusaurus or route-chunk-scripts wrote it ('' if none). */
const entryName = (line: string): string => REGISTRY_LINE.exec(line)?.[1] ?? '';

interface Plan {
  readonly table: SplitRouteTable;
  readonly chunkNames: Readonly<Record<string, unknown>>;
  readonly registry: ReturnType<typeof partitionRegistry>;
}

let cached: {key: string; plan: Plan} | undefined;

/** The split of the generated files next to `resourcePath`, read from disk (each loader call needs all three). */
function planFor(context: LoaderContext): Plan {
  const dir = path.dirname(context.resourcePath);
  const routesFile = path.join(dir, 'routes.js');
  const chunkNamesFile = path.join(dir, 'routesChunkNames.json');
  context.addDependency(routesFile);
  context.addDependency(chunkNamesFile);
  const routes = fs.readFileSync(routesFile, 'utf8');
  const chunkNamesSource = fs.readFileSync(chunkNamesFile, 'utf8');
  const key = `${routes}\0${chunkNamesSource}`;
  if (cached?.key !== key) {
    const table = splitRouteTable(routes, routesFile, VERSION_ROUTE_PATHS);
    const chunkNames = JSON.parse(chunkNamesSource) as Record<string, unknown>;
    cached = {key, plan: {table, chunkNames, registry: partitionRegistry(table, chunkNames)}};
  }
  return cached.plan;
}

interface SubtreeModules {
  readonly subtree: string;
  readonly parts: ReadonlyMap<string, string>;
}

/** A subtree's modules by the plan and registry they were made from: its parts' requests need the same split. */
const subtreeCache = new WeakMap<Plan, Map<string, {registry: string; modules: SubtreeModules}>>();

/** A subtree's module, and its parts' (see routeParts.ts), made once for the subtree and its parts. */
function subtreeModules(context: LoaderContext, plan: Plan, subtree: Subtree): SubtreeModules {
  const registryFile = path.join(path.dirname(context.resourcePath), 'registry.js');
  context.addDependency(registryFile);
  const registry = fs.readFileSync(registryFile, 'utf8');
  const bySubtree = subtreeCache.get(plan) ?? new Map<string, {registry: string; modules: SubtreeModules}>();
  subtreeCache.set(plan, bySubtree);
  const hit = bySubtree.get(subtree.id);
  if (hit?.registry === registry) return hit.modules;
  const modules = makeSubtreeModules(plan, subtree, registry, registryFile);
  bySubtree.set(subtree.id, {registry, modules});
  return modules;
}

function makeSubtreeModules(plan: Plan, subtree: Subtree, registry: string, registryFile: string): SubtreeModules {
  const own = plan.registry.bySubtree.get(subtree.id) ?? new Set<string>();
  const entries = registry
    .split('\n')
    .filter((line) => own.has(entryName(line)))
    .map((line) => (line.endsWith(REGISTRY_END) ? line.slice(0, -REGISTRY_END.length) : line));
  const pages = compactPages(subtree.routeLines, plan.chunkNames, registryModules(entries), own);
  const chunkNames = Object.fromEntries(
    subtree.keys.filter((key) => !pages.keys.has(key)).map((key) => [key, plan.chunkNames[key]]),
  );
  const otherEntries = entries.filter((line) => !pages.chunks.has(entryName(line)));
  const parts = routePartsOf(subtree);
  const split = splitRouteParts(pages.routes, parts, (part) => partRequest(subtree.id, part));
  return {
    subtree: [
      `// The nested routes of ${subtree.rootKey}, with their chunk names and registry entries`,
      '// (plugins/lean/routing/split-route-table). Loaded before the first route under it is preloaded; the main',
      "// table's loader calls it with that table's ComponentCreator.",
      "import routesChunkNames from '@generated/routesChunkNames';",
      "import registry from '@generated/registry';",
      '',
      `Object.assign(routesChunkNames, ${JSON.stringify(chunkNames)});`,
      'Object.assign(registry, {',
      reportChunkNames(otherEntries.join('\n'), registryFile),
      '});',
      '',
      'export default (ComponentCreator) => {',
      `  ${PAGE_FUNCTION}`,
      '  return [',
      split.routes,
      '  ];',
      '};',
      '',
    ].join('\n'),
    parts: new Map(
      parts.map((part) => [
        part.partId,
        [
          `// The pages under ${part.prefix}${part.letters ? ` starting with [${part.letters}]` : ''} (plugins/lean/routing/split-route-table), loaded before the first of them is`,
          "// preloaded; the table's loader calls it with the table's `page`.",
          'export default (page) => [',
          ...(split.pages.get(part.partId) ?? []).map((call) => `  ${call},`),
          '];',
          '',
        ].join('\n'),
      ]),
    ),
  };
}

function routesModule(context: LoaderContext): string {
  const plan = planFor(context);
  const query = new URLSearchParams(context.resourceQuery.replace(/^\?/, ''));
  const id = query.get('subtree');
  if (id === null) return plan.table.main;
  const subtree = plan.table.subtrees.find((candidate) => candidate.id === id);
  if (!subtree) throw new Error(`${context.resourcePath}: no nested routes with the id "${id}"`);
  const modules = subtreeModules(context, plan, subtree);
  const partId = query.get('part');
  if (partId === null) return modules.subtree;
  const part = modules.parts.get(partId);
  if (part === undefined)
    throw new Error(`${context.resourcePath}: the nested routes "${id}" have no part "${partId}"`);
  return part;
}

/**
 * The client keeps the main routes' chunk names; the server keeps all, and names each subtree's
 * chunk under its top-level route and each part's chunk under the part's routes, so that the
 * page's HTML lists those chunks' scripts (react-loadable
 * reports every chunk name of a rendered route, and Docusaurus looks the names up in the manifest).
 */
function chunkNamesModule(context: LoaderContext, isServer: boolean): string {
  const {table, chunkNames} = planFor(context);
  if (isServer) {
    const withTables = {...chunkNames};
    for (const subtree of table.subtrees) {
      withTables[subtree.rootKey] = {...(chunkNames[subtree.rootKey] as object), __routeTable: subtree.chunkName};
      for (const part of routePartsOf(subtree)) {
        for (const key of subtree.keys.filter((candidate) => isInPart(part, candidate))) {
          withTables[key] = {...(chunkNames[key] as object), __routeTablePart: part.chunkName};
        }
      }
    }
    return JSON.stringify(withTables);
  }
  return JSON.stringify(Object.fromEntries([...table.mainKeys].map((key) => [key, chunkNames[key]])));
}

/** What the server's `__routeTable` entries load: the server renders from the full table. */
const EMPTY_MODULE = JSON.stringify(path.join(__dirname, 'emptyRouteTable.json'));

/**
 * The client's registry drops the entries that moved to a subtree. The server's gets an entry per
 * subtree chunk, for the `__routeTable` names above, in Docusaurus's own format (route-chunk-scripts
 * then makes react-loadable report the chunk name); the module it loads is an empty object.
 */
function registryModule(context: LoaderContext, source: string, isServer: boolean): string {
  const {table, registry} = planFor(context);
  const lines = source.split('\n');
  const last = lines.map((line) => line.endsWith(REGISTRY_END)).lastIndexOf(true);
  if (last < 0)
    throw new Error(`${context.resourcePath}: no closing "${REGISTRY_END}" (has Docusaurus changed its format?)`);
  const body = [...lines.slice(0, last), (lines[last] ?? '').slice(0, -REGISTRY_END.length)];
  const moved = new Set([...registry.bySubtree.values()].flatMap((names) => [...names]));
  const kept = isServer
    ? [
        ...body,
        ...table.subtrees
          .flatMap((subtree) => [subtree.chunkName, ...routePartsOf(subtree).map((part) => part.chunkName)])
          .map(
            (chunkName) =>
              `  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ ${EMPTY_MODULE}), ${EMPTY_MODULE}, require.resolveWeak(${EMPTY_MODULE})],`,
          ),
      ]
    : body.filter((line) => !moved.has(entryName(line)));
  return [...kept, REGISTRY_END, ...lines.slice(last + 1)].join('\n');
}

/** Bundler loader for routes.js, routesChunkNames.json and registry.js of `.docusaurus`. */
export default function routeTableLoader(this: LoaderContext, source: string): string {
  const {isServer} = this.getOptions();
  switch (path.basename(this.resourcePath)) {
    case 'routes.js':
      return isServer ? source : routesModule(this);
    case 'routesChunkNames.json':
      return chunkNamesModule(this, isServer);
    case 'registry.js':
      return registryModule(this, source, isServer);
    default:
      throw new Error(`${this.resourcePath}: not a route table file`);
  }
}
