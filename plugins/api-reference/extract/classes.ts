import {createRequire} from 'node:module';
import path from 'node:path';
import type {ClassApi} from '../types';
import type {ComponentCandidate} from './discover';
import {absolutizeLinks, parseDeprecation, readJsDoc} from './jsdoc';
import {getModuleExport, type PackageProgram} from './program';

/** The package's runtime exports, by name; `<component>Classes` objects hold the real class names. */
export type RuntimeExports = ReadonlyMap<string, unknown>;

/**
 * State classes MUI shares across components (`Mui-disabled`, not `MuiButton-disabled`), as
 * in `@mui/utils/generateUtilityClass`. Only used when the runtime classes cannot be loaded.
 */
const GLOBAL_STATE_CLASSES = new Set([
  'active',
  'checked',
  'completed',
  'disabled',
  'error',
  'expanded',
  'focused',
  'focusVisible',
  'open',
  'readOnly',
  'required',
  'selected',
]);

/** How a package's `generateUtilityClass` names a slot's class and a state's class. */
interface ClassNaming {
  slot: (componentName: string, key: string) => string;
  state: (key: string) => string;
}

const MUI_NAMING: ClassNaming = {slot: (name, key) => `Mui${name}-${key}`, state: (key) => `Mui-${key}`};

/** Packages whose `generateUtilityClass` differs from `@mui/utils`'s (`@mui/base/generateUtilityClass`). */
const PACKAGE_NAMING: Readonly<Record<string, ClassNaming>> = {
  '@mui/base': {slot: (name, key) => `base-${name}-${key}`, state: (key) => `base--${key}`},
};

/**
 * The name a component's classes are built from: its export name without the `Unstable_`
 * prefix (`Unstable_NumberInput` has `numberInputClasses`, `base-NumberInput-root`).
 */
export function classesComponentName(componentName: string): string {
  return componentName.replace(/^Unstable_/, '');
}

/**
 * The class a package gives a key of a component's classes, computed as its
 * `generateUtilityClass` does: used only when the runtime classes object cannot be loaded.
 */
export function fallbackClassName(packageName: string, componentName: string, key: string): string {
  const naming = PACKAGE_NAMING[packageName] ?? MUI_NAMING;
  return GLOBAL_STATE_CLASSES.has(key) ? naming.state(key) : naming.slot(classesComponentName(componentName), key);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return (typeof value === 'object' || typeof value === 'function') && value !== null;
}

/**
 * Loads the package's CommonJS entry to read its `<component>Classes` objects. The
 * declarations only say the keys exist; the class names are computed at runtime
 * (`MuiButton-root`, `Mui-disabled`, `base--disabled` in Base UI), so reading them is the one
 * way to be exact. Empty when the entry cannot be loaded (ESM-only, or a types-only fixture).
 */
export function loadRuntimeExports(packageDir: string): RuntimeExports {
  try {
    const required: unknown = createRequire(path.join(packageDir, 'package.json'))(packageDir);
    return new Map(isRecord(required) ? Object.entries(required) : []);
  } catch {
    return new Map();
  }
}

/** One export of a module of the package (`@mui/base/Popper`), read at run time; undefined when it cannot be loaded. */
function loadModuleExport(packageDir: string, specifier: string, name: string): unknown {
  try {
    const loaded: unknown = createRequire(path.join(packageDir, 'package.json'))(specifier);
    return isRecord(loaded) ? loaded[name] : undefined;
  } catch {
    return undefined;
  }
}

function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/**
 * The CSS classes of a component: the keys of its exported `<component>Classes` object (e.g.
 * `buttonClasses`), described by the JSDoc of each member of its type (`ButtonClasses`).
 */
export function extractClasses(
  pkg: PackageProgram,
  candidate: ComponentCandidate,
  runtime: RuntimeExports,
): ClassApi[] {
  const {checker} = pkg;
  const exportName = `${lowerFirst(classesComponentName(candidate.name))}Classes`;
  const classesSymbol = getModuleExport(pkg, candidate.moduleSymbol, exportName);
  const declaration = classesSymbol?.valueDeclaration;
  if (!classesSymbol || !declaration) return [];
  // Base UI's root leaves out some classes objects (`popperClasses`): its own module has them.
  const runtimeClasses = runtime.get(exportName) ?? loadModuleExport(pkg.packageDir, candidate.importPath, exportName);
  const type = checker.getTypeOfSymbolAtLocation(classesSymbol, declaration);
  return checker.getPropertiesOfType(type).map((member) => {
    const doc = readJsDoc(member.declarations?.[0]);
    const runtimeName = isRecord(runtimeClasses) ? runtimeClasses[member.name] : undefined;
    const className =
      typeof runtimeName === 'string'
        ? runtimeName
        : fallbackClassName(candidate.homePackage ?? pkg.packageName, candidate.name, member.name);
    const deprecated = parseDeprecation(doc);
    return {
      key: member.name,
      className,
      description: absolutizeLinks(doc.description),
      ...(deprecated ? {deprecated} : {}),
    };
  });
}
