import ts from 'typescript';

/**
 * How the checker builds type nodes for the pages: never truncated, with aliases named even when
 * declared out of scope, and with string literals quoted as MUI's declarations quote them.
 */
export const NODE_BUILDER_FLAGS =
  ts.NodeBuilderFlags.NoTruncation |
  ts.NodeBuilderFlags.UseAliasDefinedOutsideCurrentScope |
  ts.NodeBuilderFlags.IgnoreErrors |
  ts.NodeBuilderFlags.UseSingleQuotesForStringLiteralType;

/** A string literal type (`'primary'`), single-quoted like the declarations' own. */
export function stringLiteralNode(value: string): ts.LiteralTypeNode {
  return ts.factory.createLiteralTypeNode(ts.factory.createStringLiteral(value, true));
}

/** An object type with nothing in it (`{}`, `Record<never, never>`). */
function isEmptyObject(type: ts.Type, checker: ts.TypeChecker): boolean {
  return (
    (type.flags & ts.TypeFlags.Object) !== 0 &&
    checker.getPropertiesOfType(type).length === 0 &&
    type.getCallSignatures().length === 0 &&
    type.getConstructSignatures().length === 0 &&
    checker.getIndexInfosOfType(type).length === 0
  );
}

/**
 * `string`, or the idiom that lets a union of suggested values take any other string
 * (`string & {}`, `string & Record<never, never>` in Joy UI's `TextColor`): both read as `string`.
 */
export function isOpenString(type: ts.Type, checker: ts.TypeChecker): boolean {
  if (type.flags & ts.TypeFlags.String) return true;
  if (!type.isIntersection()) return false;
  const strings = type.types.filter((member) => member.flags & ts.TypeFlags.String);
  return (
    strings.length === 1 && type.types.every((member) => strings.includes(member) || isEmptyObject(member, checker))
  );
}

/** A literal member a reader can type as written: a string, number or template literal type, not an enum member. */
function isValueType(type: ts.Type): boolean {
  if (type.flags & ts.TypeFlags.EnumLiteral) return false;
  return (type.flags & (ts.TypeFlags.StringLiteral | ts.TypeFlags.NumberLiteral | ts.TypeFlags.TemplateLiteral)) !== 0;
}

/** A member written as a keyword beside the values (`'asc' | 'desc' | false`, `… | null | undefined`). */
function isKeywordValue(type: ts.Type): boolean {
  return (type.flags & (ts.TypeFlags.BooleanLiteral | ts.TypeFlags.Null | ts.TypeFlags.Undefined)) !== 0;
}

/** `number` beside the values of a union (Material UI's `GridSize`: `'auto' | 'grow' | number | false`). */
function isOpenNumber(type: ts.Type): boolean {
  return (type.flags & ts.TypeFlags.Number) !== 0;
}

/**
 * The values a union of literals allows, as nodes, in the order a reader scans them: string,
 * number and template literal types, then an open part (`number`, and `string` for the idiom of
 * isOpenString), then `false`, `null` and `undefined`. Undefined unless every member is one of
 * those and at least one is a literal.
 */
export function literalValueNodes(
  type: ts.Type,
  checker: ts.TypeChecker,
  enclosing: ts.Node | undefined,
): ts.TypeNode[] | undefined {
  if (type.flags & ts.TypeFlags.EnumLiteral) return undefined;
  const members = type.isUnion() ? type.types : [type];
  if (!members.some(isValueType)) return undefined;
  const open = members.filter((member) => isOpenNumber(member) || isOpenString(member, checker));
  const keywords = members.filter(isKeywordValue);
  if (members.some((member) => !isValueType(member) && !open.includes(member) && !keywords.includes(member))) {
    return undefined;
  }
  const literals = members.filter(isValueType).map((member) => {
    if (member.isStringLiteral()) return stringLiteralNode(member.value);
    const built = checker.typeToTypeNode(member, enclosing, NODE_BUILDER_FLAGS);
    return built ?? ts.factory.createTypeReferenceNode(checker.typeToString(member));
  });
  const keyword = (kind: ts.KeywordTypeSyntaxKind) => ts.factory.createKeywordTypeNode(kind);
  const openNodes = [
    ...(open.some(isOpenNumber) ? [keyword(ts.SyntaxKind.NumberKeyword)] : []),
    ...(open.some((member) => !isOpenNumber(member)) ? [keyword(ts.SyntaxKind.StringKeyword)] : []),
  ];
  // `true | false` reads as `boolean`; the checker writes the other keywords.
  const booleans = keywords.filter((member) => member.flags & ts.TypeFlags.BooleanLiteral);
  const keywordNodes = keywords
    .filter((member) => booleans.length < 2 || !booleans.includes(member))
    .map(
      (member) =>
        checker.typeToTypeNode(member, enclosing, NODE_BUILDER_FLAGS) ??
        ts.factory.createTypeReferenceNode(checker.typeToString(member)),
    );
  if (booleans.length === 2) keywordNodes.unshift(keyword(ts.SyntaxKind.BooleanKeyword));
  return [...literals, ...openNodes, ...keywordNodes];
}
