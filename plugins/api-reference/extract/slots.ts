import ts from 'typescript';
import type {ClassApi, SlotApi} from '../types';
import type {ComponentCandidate} from './discover';
import {absolutizeLinks, getTag, normalizeDefault, readJsDoc} from './jsdoc';
import {getModuleExport, type PackageProgram} from './program';
import {declarationDir, type PropSymbol} from './props';

/**
 * `SlotComponentProps<'span', …>` / `SlotProps<typeof X, …>`: the first argument is the
 * element or component the slot renders by default.
 */
const SLOT_PROPS_DEFAULT = /^(?:SlotComponentProps|SlotProps)\s*<\s*('[^']*'|"[^"]*"|typeof\s+[\w.]+)/;

function memberTypeText(declaration: ts.Declaration | undefined): string | undefined {
  return declaration && ts.isPropertySignature(declaration) && declaration.type
    ? declaration.type.getText()
    : undefined;
}

/** The properties of a prop's (non-nullable) type, e.g. the keys of `slots` or `slotProps`. */
function propMembers(checker: ts.TypeChecker, prop: PropSymbol | undefined): ts.Symbol[] {
  if (!prop?.declaration) return [];
  const type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(prop.symbol, prop.declaration));
  return checker.getPropertiesOfType(type);
}

/**
 * The slots of a component: the members of its `<Name>Slots` interface when the module
 * exports one, else of a `slots` prop declared in the component's own folder (Slider writes
 * them inline). Each slot's default is its JSDoc `@default`, or else the element its entry in
 * `slotProps` is typed after. A slot's class is the component's class of the same key.
 */
export function extractSlots(
  pkg: PackageProgram,
  candidate: ComponentCandidate,
  props: readonly PropSymbol[],
  classes: readonly ClassApi[],
): SlotApi[] {
  const {checker} = pkg;
  const slotsInterface = getModuleExport(pkg, candidate.moduleSymbol, `${candidate.name}Slots`);
  const slotsProp = props.find((prop) => prop.symbol.name === 'slots');
  let members: ts.Symbol[] = [];
  if (slotsInterface && slotsInterface.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) {
    members = checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(slotsInterface));
  } else if (
    slotsProp?.declaration &&
    declarationDir(slotsProp.declaration) === declarationDir(candidate.declaration)
  ) {
    members = propMembers(checker, slotsProp);
  }
  const slotProps = new Map(
    propMembers(
      checker,
      props.find((prop) => prop.symbol.name === 'slotProps'),
    ).map((member) => [member.name, member]),
  );
  return members.map((member) => {
    const declaration = member.declarations?.[0];
    const doc = readJsDoc(declaration);
    const fromSlotProps = SLOT_PROPS_DEFAULT.exec(
      memberTypeText(slotProps.get(member.name)?.declarations?.[0]) ?? '',
    )?.[1];
    const defaultComponent = normalizeDefault(getTag(doc, 'default')) ?? fromSlotProps?.replace(/^typeof\s+/, '');
    const className = classes.find((entry) => entry.key === member.name)?.className;
    return {
      name: member.name,
      ...(defaultComponent !== undefined ? {defaultComponent} : {}),
      ...(className !== undefined ? {className} : {}),
      description: absolutizeLinks(doc.description),
    };
  });
}
