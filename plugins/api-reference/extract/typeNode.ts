import ts from 'typescript';
import {NODE_BUILDER_FLAGS, isOpenString, literalValueNodes} from './typeValues';

/** What building a type's node needs from the caller. */
export interface TypeNodeContext {
  checker: ts.TypeChecker;
  /** Where names are resolved from (the prop's declaration). */
  enclosing: ts.Node | undefined;
  /**
   * The node to show for a member written in a type literal of the declarations (`color?:
   * ColorPaletteProp` in a slot's props), or undefined to build it from the member's type.
   */
  declaredMember: (declaration: ts.PropertySignature) => ts.TypeNode | undefined;
  /**
   * The declarations of the object types being walked (each instantiation is a new type): where
   * one contains itself (an owner state holding the props it came from), the inner one is
   * written `any`, as the checker writes such a cycle.
   */
  walking?: Set<ts.Symbol | ts.Type>;
}

/** How deep the walk goes before it leaves the rest to the checker. */
const MAX_DEPTH = 8;

function checkerNode(type: ts.Type, context: TypeNodeContext): ts.TypeNode {
  const built = context.checker.typeToTypeNode(type, context.enclosing, NODE_BUILDER_FLAGS);
  return built ?? ts.factory.createTypeReferenceNode(context.checker.typeToString(type));
}

function flattenUnion(nodes: readonly ts.TypeNode[]): ts.TypeNode {
  const members = nodes.flatMap((node) => (ts.isUnionTypeNode(node) ? [...node.types] : [node]));
  const [only] = members;
  return members.length === 1 && only ? only : ts.factory.createUnionTypeNode(members);
}

/**
 * A union's members, walked one by one. `undefined` and `null` are split off with
 * `getNonNullableType`, which gives back the alias the rest was written as
 * (`ColorPaletteProp | undefined`). When it cannot (`SxProps<Theme> | undefined`, where `SxProps`
 * holds `null` too), the checker's node names aliases the public API does not reveal, and fewer
 * members than the union's show it: that node is kept.
 */
function unionNode(type: ts.UnionType, context: TypeNodeContext, depth: number): ts.TypeNode {
  const nullish = type.types.filter((member) => member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null));
  const rest = context.checker.getNonNullableType(type);
  if (nullish.length > 0 && rest !== type && (rest.aliasSymbol || !rest.isUnion())) {
    return flattenUnion([
      buildTypeNode(rest, context, depth + 1),
      ...nullish.map((member) => checkerNode(member, context)),
    ]);
  }
  // `true | false` reads as `boolean`, as the checker writes it.
  const booleans = type.types.filter((member) => member.flags & ts.TypeFlags.BooleanLiteral);
  const others = type.types.filter((member) => booleans.length !== 2 || !booleans.includes(member));
  const built = checkerNode(type, context);
  const shown = others.length + (booleans.length === 2 ? 1 : 0);
  if (!ts.isUnionTypeNode(built) || built.types.length !== shown) return built;
  const nodes = others.map((member) => buildTypeNode(member, context, depth + 1));
  if (booleans.length === 2) nodes.push(ts.factory.createKeywordTypeNode(ts.SyntaxKind.BooleanKeyword));
  return flattenUnion(nodes);
}

/** A member's name as the checker would write it: an identifier when it can be one. */
function memberName(name: string): ts.PropertyName {
  return /^[A-Za-z_$][\w$]*$/.test(name)
    ? ts.factory.createIdentifier(name)
    : ts.factory.createStringLiteral(name, true);
}

/**
 * An object the checker writes out as a type literal, rebuilt member by member so the members'
 * types are walked too. Undefined for objects with signatures, index signatures or symbol keys,
 * which the checker's own node shows.
 */
function typeLiteralNode(type: ts.Type, context: TypeNodeContext, depth: number): ts.TypeNode | undefined {
  const {checker} = context;
  if (type.getCallSignatures().length || type.getConstructSignatures().length) return undefined;
  if (checker.getIndexInfosOfType(type).length) return undefined;
  const properties = checker.getPropertiesOfType(type);
  if (properties.some((property) => property.name.startsWith('__@'))) return undefined;
  const ownLiteral = type.symbol?.declarations?.find(ts.isTypeLiteralNode);
  const members = properties.map((property) => {
    const declaration = property.declarations?.[0];
    const declared =
      declaration && ts.isPropertySignature(declaration) && declaration.parent === ownLiteral
        ? context.declaredMember(declaration)
        : undefined;
    const optional = property.flags & ts.SymbolFlags.Optional;
    const readonly = declaration && ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Readonly;
    return ts.factory.createPropertySignature(
      readonly ? [ts.factory.createModifier(ts.SyntaxKind.ReadonlyKeyword)] : undefined,
      memberName(property.name),
      optional ? ts.factory.createToken(ts.SyntaxKind.QuestionToken) : undefined,
      declared ?? buildTypeNode(checker.getTypeOfSymbol(property), context, depth + 1),
    );
  });
  return ts.factory.createTypeLiteralNode(members);
}

/**
 * A type as a node the page can print, built with the public compiler API where
 * `checker.typeToTypeNode` would leave names a reader cannot read: aliases of literal unions
 * (`ColorPaletteProp`, `VariantProp`) are written as their values, at any depth (in the type
 * arguments of other aliases, in the members of type literals). Everything else is the
 * checker's own node.
 */
export function buildTypeNode(type: ts.Type, context: TypeNodeContext, depth = 0): ts.TypeNode {
  // A union named by no alias (`keyof React.JSX.IntrinsicElements`) is left to unionNode, which
  // writes it as the checker does.
  const values = (!type.isUnion() || type.aliasSymbol) && literalValueNodes(type, context.checker, context.enclosing);
  if (values) return flattenUnion(values);
  if (depth > MAX_DEPTH || type.flags & (ts.TypeFlags.Boolean | ts.TypeFlags.EnumLiteral)) {
    return checkerNode(type, context);
  }
  if (type.aliasSymbol) {
    const built = checkerNode(type, context);
    const args = type.aliasTypeArguments ?? [];
    if (!ts.isTypeReferenceNode(built) || built.typeArguments?.length !== args.length || args.length === 0) {
      return built;
    }
    const walked = args.map((argument) => buildTypeNode(argument, context, depth + 1));
    return ts.factory.updateTypeReferenceNode(built, built.typeName, ts.factory.createNodeArray(walked));
  }
  if (type.isUnion()) return unionNode(type, context, depth);
  if (type.isIntersection()) {
    if (isOpenString(type, context.checker)) return ts.factory.createKeywordTypeNode(ts.SyntaxKind.StringKeyword);
    return ts.factory.createIntersectionTypeNode(type.types.map((member) => buildTypeNode(member, context, depth + 1)));
  }
  const built = checkerNode(type, context);
  const walking = context.walking ?? new Set<ts.Symbol | ts.Type>();
  const key = type.symbol ?? type;
  if (!ts.isTypeLiteralNode(built)) return built;
  if (walking.has(key)) return ts.factory.createKeywordTypeNode(ts.SyntaxKind.AnyKeyword);
  walking.add(key);
  const rebuilt = typeLiteralNode(type, {...context, walking}, depth);
  walking.delete(key);
  return rebuilt ?? built;
}
