import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import {getTag, normalizeDefault, readJsDoc} from './jsdoc';

/**
 * What a package documents about a component, read the way MUI's own API generator reads it:
 * the `<Component>.propTypes = {…}` object of its built JavaScript (generated from its
 * TypeScript types by MUI's `typescript-to-proptypes`), with the JSDoc kept above each entry.
 * An entry tagged `@ignore` is not documented.
 */
export interface DocumentedProp {
  name: string;
  /** The `@default` tag, on one line. */
  default?: string;
  /** The JSDoc text before the tags. */
  description: string;
  /** A `@deprecated` tag, or a value wrapped in `deprecatedPropType(…)`. */
  deprecated: boolean;
  /** The `@deprecated` tag's text, when there is one. */
  deprecationMessage?: string;
  /** The prop type ends in `.isRequired`. */
  required: boolean;
}

/** The propTypes of each component a built module assigns them to (`Button.propTypes = {…}`), by local name. */
export function readPropTypeAssignments(fileName: string, source: string): Map<string, DocumentedProp[]> {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const found = new Map<string, DocumentedProp[]>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      node.left.name.text === 'propTypes' &&
      ts.isObjectLiteralExpression(node.right)
    ) {
      found.set(node.left.expression.getText(file), readEntries(node.right));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function propertyName(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

function readEntries(object: ts.ObjectLiteralExpression): DocumentedProp[] {
  return object.properties.flatMap((property): DocumentedProp[] => {
    if (!ts.isPropertyAssignment(property)) return [];
    const name = propertyName(property.name);
    if (name === undefined) return [];
    const doc = readJsDoc(property);
    if (doc.tags.has('ignore')) return [];
    const value = property.initializer;
    const defaultValue = normalizeDefault(getTag(doc, 'default'));
    const deprecationMessage = getTag(doc, 'deprecated');
    return [
      {
        name,
        ...(defaultValue !== undefined ? {default: defaultValue} : {}),
        description: doc.description,
        deprecated: doc.tags.has('deprecated') || /^\s*(?:\w+\.)*deprecatedPropType\b/.test(value.getText()),
        ...(deprecationMessage ? {deprecationMessage} : {}),
        required: ts.isPropertyAccessExpression(value) && value.name.text === 'isRequired',
      },
    ];
  });
}

/**
 * The `.js` files of a folder that assign propTypes (`X.propTypes = …`), the one named `<name>.js`
 * first; outside the component's own folder (`anyName` false), only to `names`.
 */
function modulesAssigning(folder: string, names: readonly string[], anyName: boolean): string[] {
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) return [];
  const assignment = new RegExp(`\\b${anyName ? '\\w+' : `(?:${names.join('|')})`}\\.propTypes\\b[^=\\n]*=`);
  return fs
    .readdirSync(folder)
    .filter((entry) => entry.endsWith('.js') && entry !== 'index.js')
    .sort((a, b) => Number(b === `${names[0]}.js`) - Number(a === `${names[0]}.js`))
    .map((entry) => path.join(folder, entry))
    .filter((file) => assignment.test(fs.readFileSync(file, 'utf8')));
}

/** Package name -> the folder its imports resolve to instead (plugin option `moduleAliases`). */
export type ModuleAliases = Readonly<Record<string, string>>;

/** The file a module specifier of `file` resolves to, in the folder of an aliased package when it names one. */
function resolveFrom(file: string, specifier: string, moduleAliases: ModuleAliases): string {
  const name = /^(?:@[^/]+\/)?[^/]+/.exec(specifier)?.[0] ?? specifier;
  const aliased = moduleAliases[name];
  return aliased === undefined
    ? createRequire(file).resolve(specifier)
    : createRequire(file).resolve(path.join(aliased, specifier.slice(name.length)));
}

/**
 * The folder of the component a component's folder re-exports from another package: Joy UI's
 * Dropdown is Base UI's (`export { Dropdown as default } from '@mui/base/Dropdown'`), Lab's
 * LoadingButton is Material UI's Button (`require("@mui/material/Button")`).
 */
function reexportedFolder(folder: string, moduleAliases: ModuleAliases): string | undefined {
  if (!fs.existsSync(folder)) return undefined;
  const COMPONENT_MODULE = /(?:\bfrom\s+|\brequire\()['"]((?:@[\w.-]+\/)?[\w.-]+\/[A-Z]\w*)['"]/;
  for (const entry of fs.readdirSync(folder).filter((name) => name.endsWith('.js'))) {
    const file = path.join(folder, entry);
    const specifier = COMPONENT_MODULE.exec(fs.readFileSync(file, 'utf8'))?.[1];
    if (!specifier) continue;
    try {
      return path.dirname(resolveFrom(file, specifier, moduleAliases));
    } catch {
      continue;
    }
  }
  return undefined;
}

/**
 * The built module holding a component's propTypes: in its own folder (`<package>/<Name>/`), in
 * the folder of another package its folder re-exports it from, or in any folder of the package
 * (Base UI's `CssAnimation` is in `Transitions/`). Undefined when no module assigns them.
 */
export function findComponentModule(
  packageDir: string,
  name: string,
  moduleAliases: ModuleAliases = {},
): string | undefined {
  const names = [name, name.replace(/^(?:Unstable_|Experimental_)/, '')];
  const folder = path.join(packageDir, name);
  const reexported = reexportedFolder(folder, moduleAliases);
  const candidates = [
    ...modulesAssigning(folder, names, true),
    ...(reexported ? modulesAssigning(reexported, names, true) : []),
  ];
  if (candidates[0]) return candidates[0];
  for (const entry of fs.readdirSync(packageDir, {withFileTypes: true})) {
    if (!entry.isDirectory() || entry.name === 'node_modules') continue;
    const [found] = modulesAssigning(path.join(packageDir, entry.name), names, false);
    if (found) return found;
  }
  return undefined;
}

/**
 * The props a package documents for one of its components, or undefined when its built module
 * assigns no propTypes (MUI's generator documents no props for it either). A module may assign
 * propTypes to inner components too: the component's own name wins, else the last assignment
 * (the exported component is assigned after the parts it is made of). `moduleAliases` resolves
 * a component re-exported from an aliased package (Lab v6's LoadingButton: Material UI v6's Button).
 */
export function readDocumentedProps(
  packageDir: string,
  name: string,
  moduleAliases: ModuleAliases = {},
): DocumentedProp[] | undefined {
  const file = findComponentModule(packageDir, name, moduleAliases);
  if (!file) return undefined;
  const assignments = readPropTypeAssignments(file, fs.readFileSync(file, 'utf8'));
  const localName = name.replace(/^(?:Unstable_|Experimental_)/, '');
  return assignments.get(name) ?? assignments.get(localName) ?? [...assignments.values()].at(-1);
}
