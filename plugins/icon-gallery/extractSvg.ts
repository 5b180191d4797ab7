/**
 * Reads an icon's drawing out of its module in `@mui/icons-material/esm`, so that the browser can
 * draw any icon from data instead of importing 10,000 modules. Each module is compiled JSX:
 *
 *   export default createSvgIcon(_jsx("path", {d: "M6 19c0…"}), 'Delete');
 *
 * with an array of elements, `_jsxs` for elements with several children, a React.Fragment here
 * and there, and string attributes. This is a parser for exactly that subset: anything else is
 * reported, naming the module, so that a new package version with another output fails the build
 * instead of drawing wrong icons.
 */
import type {IconDrawing, IconNode, SvgTag} from './types';

/** Tags an icon may draw with. */
const DRAWING_TAGS: ReadonlySet<string> = new Set<SvgTag>([
  'path',
  'circle',
  'ellipse',
  'rect',
  'polygon',
  'polyline',
  'line',
  'g',
]);

function isDrawingTag(tag: string): tag is SvgTag {
  return DRAWING_TAGS.has(tag);
}

/** Tags that only serve `<use>` references, resolved here: no element in the output has an id. */
const REFERENCE_TAGS: ReadonlySet<string> = new Set(['defs', 'use']);

/** An element as the module writes it, before references are inlined. */
interface RawElement {
  tag: string;
  attributes: Record<string, string>;
  children: RawElement[];
}

/** What a module's `createSvgIcon(children, displayName)` call holds. */
export interface ExtractedIcon {
  /** The second argument: the component's display name, which matches the module's name. */
  displayName: string;
  drawing: IconDrawing;
}

type Token =
  | {kind: 'punctuation'; value: string; at: number}
  | {kind: 'identifier'; value: string; at: number}
  | {kind: 'string'; value: string; at: number};

const PUNCTUATION = '(){}[],:.;';
const STRING_ESCAPES: Readonly<Record<string, string>> = {n: '\n', t: '\t', r: '\r', '\\': '\\', '"': '"', "'": "'"};

function tokenize(source: string, start: number): Token[] {
  const tokens: Token[] = [];
  let at = start;
  while (at < source.length) {
    const char = source[at]!;
    if (/\s/.test(char)) {
      at += 1;
    } else if (source.startsWith('/*', at)) {
      const end = source.indexOf('*/', at + 2);
      if (end < 0) throw new Error(`unterminated comment at offset ${at}`);
      at = end + 2;
    } else if (source.startsWith('//', at)) {
      const end = source.indexOf('\n', at);
      at = end < 0 ? source.length : end + 1;
    } else if (PUNCTUATION.includes(char)) {
      tokens.push({kind: 'punctuation', value: char, at});
      at += 1;
    } else if (char === '"' || char === "'") {
      let value = '';
      let index = at + 1;
      for (; index < source.length && source[index] !== char; index += 1) {
        if (source[index] === '\\') {
          index += 1;
          const escaped = STRING_ESCAPES[source[index] ?? ''];
          if (escaped === undefined) throw new Error(`unsupported escape in the string at offset ${at}`);
          value += escaped;
        } else {
          value += source[index];
        }
      }
      if (index >= source.length) throw new Error(`unterminated string at offset ${at}`);
      tokens.push({kind: 'string', value, at});
      at = index + 1;
    } else {
      const match = /^[A-Za-z_$][\w$]*|^\d*\.?\d+/.exec(source.slice(at, at + 200));
      if (!match) throw new Error(`unexpected character ${JSON.stringify(char)} at offset ${at}`);
      // Numbers are attribute values too: kept as the strings the SVG attribute would hold.
      tokens.push({kind: /^[\d.]/.test(match[0]) ? 'string' : 'identifier', value: match[0], at});
      at += match[0].length;
    }
  }
  return tokens;
}

/** A recursive-descent reader over the tokens of one `createSvgIcon(...)` call. */
class Reader {
  private position = 0;
  constructor(private readonly tokens: readonly Token[]) {}

  private peek(): Token | undefined {
    return this.tokens[this.position];
  }

  private next(): Token {
    const token = this.tokens[this.position];
    if (!token) throw new Error('unexpected end of the module');
    this.position += 1;
    return token;
  }

  private fail(token: Token | undefined, expected: string): never {
    const found = token ? `${JSON.stringify(token.value)} at offset ${token.at}` : 'the end of the module';
    throw new Error(`expected ${expected}, found ${found}`);
  }

  private accept(value: string): boolean {
    const token = this.peek();
    if (token?.kind !== 'punctuation' || token.value !== value) return false;
    this.position += 1;
    return true;
  }

  private expect(value: string): void {
    if (!this.accept(value)) this.fail(this.peek(), JSON.stringify(value));
  }

  private string(): string {
    const token = this.next();
    if (token.kind !== 'string') this.fail(token, 'a string');
    return token.value;
  }

  /** The call's arguments: the children, then the display name. */
  call(): ExtractedIcon {
    const children = this.children();
    this.expect(',');
    const displayName = this.string();
    this.expect(')');
    return {displayName, drawing: compact(inlineReferences(children))};
  }

  /** One element, or an array of them (a Fragment's children join the list it is in). */
  private children(): RawElement[] {
    if (!this.accept('[')) return this.element();
    const elements: RawElement[] = [];
    while (!this.accept(']')) {
      elements.push(...this.element());
      if (!this.accept(',')) {
        this.expect(']');
        break;
      }
    }
    return elements;
  }

  /** `_jsx("path", {…}, "key")`, `_jsxs("g", {children: […]})` or `_jsxs(React.Fragment, {children: […]})`. */
  private element(): RawElement[] {
    const callee = this.next();
    if (callee.kind !== 'identifier' || !/^_?jsxs?$/.test(callee.value)) this.fail(callee, 'a _jsx(...) call');
    this.expect('(');
    const type = this.next();
    let tag: string | null;
    if (type.kind === 'string') {
      tag = type.value;
      if (!DRAWING_TAGS.has(tag) && !REFERENCE_TAGS.has(tag)) {
        throw new Error(`unsupported SVG element <${tag}> at offset ${type.at}`);
      }
    } else if (type.kind === 'identifier' && /Fragment$/.test(this.qualifiedName(type.value))) {
      tag = null;
    } else {
      this.fail(type, 'an element type');
    }
    this.expect(',');
    const {attributes, children} = this.properties();
    // The optional key argument (React's list key) draws nothing.
    if (this.accept(',')) this.string();
    this.expect(')');
    if (tag === null) {
      if (Object.keys(attributes).length > 0) throw new Error(`a Fragment with attributes at offset ${type.at}`);
      return children;
    }
    return [{tag, attributes, children}];
  }

  /** `React.Fragment`: the identifier given, and any `.name` parts after it. */
  private qualifiedName(first: string): string {
    let name = first;
    while (this.accept('.')) {
      const part = this.next();
      if (part.kind !== 'identifier') this.fail(part, 'a name');
      name += `.${part.value}`;
    }
    return name;
  }

  private properties(): {attributes: Record<string, string>; children: RawElement[]} {
    const attributes: Record<string, string> = {};
    let children: RawElement[] = [];
    this.expect('{');
    while (!this.accept('}')) {
      const key = this.next();
      if (key.kind === 'punctuation') this.fail(key, 'a property name');
      this.expect(':');
      if (key.value === 'children') children = this.children();
      else attributes[key.value] = this.string();
      if (!this.accept(',')) {
        this.expect('}');
        break;
      }
    }
    return {attributes, children};
  }
}

/** The target id of a `<use>`: `#a` from `xlinkHref` or `href`. */
function referencedId(use: RawElement): string {
  const href = use.attributes.href ?? use.attributes.xlinkHref ?? '';
  if (!href.startsWith('#')) throw new Error(`a <use> that does not point into the icon (${JSON.stringify(href)})`);
  return href.slice(1);
}

/**
 * Replaces each `<use>` with a copy of the element it points at and drops `<defs>` and ids: ids
 * would repeat on a page that shows the icon several times, and a gallery shows icons by the hundred.
 */
function inlineReferences(elements: readonly RawElement[]): RawElement[] {
  const byId = new Map<string, RawElement>();
  const collect = (list: readonly RawElement[]) => {
    for (const element of list) {
      if (element.attributes.id !== undefined) byId.set(element.attributes.id, element);
      collect(element.children);
    }
  };
  collect(elements);
  const resolve = (list: readonly RawElement[], seen: ReadonlySet<string>): RawElement[] =>
    list.flatMap((element): RawElement[] => {
      if (element.tag === 'defs') return [];
      const {id: _id, href: _href, xlinkHref: _xlinkHref, ...attributes} = element.attributes;
      if (element.tag !== 'use') {
        return [{tag: element.tag, attributes, children: resolve(element.children, seen)}];
      }
      const id = referencedId(element);
      const target = byId.get(id);
      if (!target) throw new Error(`a <use> pointing at #${id}, which the icon does not define`);
      if (seen.has(id)) throw new Error(`a <use> cycle through #${id}`);
      const [copy] = resolve([target], new Set([...seen, id]));
      return copy ? [{...copy, attributes: {...copy.attributes, ...attributes}}] : [];
    });
  return resolve(elements, new Set());
}

function compact(elements: readonly RawElement[]): IconNode[] {
  return elements.map((element): IconNode => {
    const {tag, attributes, children} = element;
    const names = Object.keys(attributes);
    if (tag === 'path' && children.length === 0 && names.length === 1 && attributes.d !== undefined) {
      return attributes.d;
    }
    // Only <use> and <defs> are not drawing tags, and inlineReferences has replaced them.
    if (!isDrawingTag(tag)) throw new Error(`a <${tag}> left after inlining references`);
    if (children.length > 0 && tag !== 'g') throw new Error(`a <${tag}> with child elements`);
    return children.length > 0 ? [tag, attributes, compact(children)] : [tag, attributes];
  });
}

const CALL = 'export default createSvgIcon(';

/**
 * The drawing and display name in an icon module's source. Throws, saying what it found, when the
 * module is not a `createSvgIcon(...)` call of the supported shape.
 */
export function extractIcon(source: string): ExtractedIcon {
  const start = source.indexOf(CALL);
  if (start < 0) throw new Error(`no "${CALL}...)" in the module`);
  const tokens = tokenize(source, start + CALL.length);
  const reader = new Reader(tokens);
  return reader.call();
}
