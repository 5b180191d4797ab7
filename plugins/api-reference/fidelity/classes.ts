import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import ts from 'typescript';

/**
 * The CSS classes check of the fidelity test: every key a component's classes interface
 * documents (`PopperClasses` in `popperClasses.d.ts`) must be a row of the component's CSS
 * classes table, with the class the installed package builds for it at run time
 * (`base-Popper-root`, `base--disabled`).
 */

/** One row of a CSS classes table of a generated page. */
export interface ShownClass {
  /** The component whose section the row is in. */
  component: string;
  key: string;
  /** Without the leading dot. */
  className: string;
}

/** How one component's CSS classes table differs from its classes object. */
export interface ClassesFidelity {
  component: string;
  /** `key: shown -> built` for each key not shown with the class the package builds (`shown` is `none` when absent). */
  wrong: string[];
}

const ITEM_HEADING = /^## ([A-Za-z0-9_]+) \{\/\* #[a-z0-9-]+ \*\/\}$/;
const CLASS_ROW_ID = /^<tr id=\{"(?:[a-z0-9-]+-)?class-([^"]+)"\}>$/;
const CLASS_CELL = /^<td><code>\{"\.((?:[^"\\]|\\.)*)"\}<\/code>/;

/** The rows of every CSS classes table of a page, by component (a page of one component is named `pageComponent`). */
export function readShownClasses(mdx: string, pageComponent: string): ShownClass[] {
  const lines = mdx.split('\n');
  const rows: ShownClass[] = [];
  let component = pageComponent;
  lines.forEach((line, index) => {
    const item = ITEM_HEADING.exec(line);
    if (item?.[1]) component = item[1];
    const key = CLASS_ROW_ID.exec(line)?.[1];
    const className = CLASS_CELL.exec(lines[index + 1] ?? '')?.[1];
    if (key !== undefined && className !== undefined) rows.push({component, key, className});
  });
  return rows;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).length > 0 &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

/** `Unstable_NumberInput` -> `numberinputclasses`: the lower-cased name of its classes interface and object. */
function classesName(component: string): string {
  return `${component.replace(/^Unstable_/, '')}Classes`.toLowerCase();
}

/**
 * The keys a component documents: the members of its `<Component>Classes` interface in its
 * folder's `*Classes.d.ts` (the runtime object may hold more, which the types leave out on purpose).
 */
function readDocumentedKeys(folder: string, component: string): Set<string> | undefined {
  const files = fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.endsWith('Classes.d.ts')) : [];
  const keys = files.flatMap((name) => {
    const file = path.join(folder, name);
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    return source.statements
      .filter(
        (statement) =>
          ts.isInterfaceDeclaration(statement) && statement.name.text.toLowerCase() === classesName(component),
      )
      .flatMap((statement) => (ts.isInterfaceDeclaration(statement) ? statement.members : []))
      .flatMap((member) => (member.name && ts.isIdentifier(member.name) ? [member.name.text] : []));
  });
  return keys.length > 0 ? new Set(keys) : undefined;
}

/**
 * The documented classes of a component as its package builds them: the keys of its folder's
 * classes interface, each with its value in the classes object the component's module exports
 * at run time (`@mui/base/Unstable_NumberInput` exports `numberInputClasses`): the module's one
 * `…Classes` export of strings, or, among several, the one named after the component. Undefined
 * when the component documents no classes or its module cannot be loaded.
 */
export function readBuiltClasses(packageDir: string, component: string): Record<string, string> | undefined {
  const folder = path.join(packageDir, component);
  const documented = readDocumentedKeys(folder, component);
  if (!documented) return undefined;
  let loaded: unknown;
  try {
    loaded = createRequire(path.join(packageDir, 'package.json'))(folder);
  } catch {
    return undefined;
  }
  if (typeof loaded !== 'object' || loaded === null) return undefined;
  const candidates = Object.entries(loaded).filter(
    ([name, value]) => name.endsWith('Classes') && isStringRecord(value),
  );
  const [only] = candidates;
  const found =
    candidates.length === 1 ? only : candidates.find(([name]) => name.toLowerCase() === classesName(component));
  if (!found || !isStringRecord(found[1])) return undefined;
  const built = found[1];
  // A documented key the object lacks is built as `undefined`: the page cannot match it.
  return Object.fromEntries([...documented].map((key) => [key, built[key] ?? 'undefined']));
}

/** Compares a component's CSS classes rows with the classes object its package builds. */
export function compareClasses(
  component: string,
  built: Readonly<Record<string, string>>,
  shown: readonly ShownClass[],
): ClassesFidelity {
  const byKey = new Map(shown.filter((row) => row.component === component).map((row) => [row.key, row.className]));
  const wrong = Object.entries(built)
    .filter(([key, className]) => byKey.get(key) !== className)
    .map(([key, className]) => `${key}: ${byKey.get(key) ?? 'none'} -> ${className}`);
  return {component, wrong};
}
