/** Reading one JSX tag of an MDX page, possibly over several lines, with its attributes. */

/** A JSX tag: `<Demo demo={X} />`, `<Wrapper>` or `</Wrapper>` (a closing tag has no attributes). */
export interface JsxTag {
  name: string;
  /** `<Name />`. */
  selfClosing: boolean;
  /**
   * Attribute values: a string literal's text, an expression's source without its braces
   * (`demo={X}` gives `X`), `'true'` for a bare attribute.
   */
  attributes: Record<string, string>;
  /** Index just after the tag's `>` in the text it was read from. */
  end: number;
}

/** Index just after the `>` that ends the tag starting at `start`, skipping quoted and braced text. */
function tagEnd(text: string, start: number): number | undefined {
  let depth = 0;
  let quote: string | undefined;
  for (let index = start + 1; index < text.length; index++) {
    const char = text[index];
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'" || char === '`') {
      quote = char;
    } else if (char === '{') {
      depth++;
    } else if (char === '}') {
      depth--;
    } else if (char === '>' && depth === 0) {
      return index + 1;
    } else if (char === '<' && depth === 0) {
      return undefined;
    }
  }
  return undefined;
}

/** The attributes of a tag's source between its name and its end. */
function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const pattern = /([A-Za-z_][\w:-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|\{((?:[^{}]|\{[^{}]*\})*)\}))?/g;
  for (const match of source.matchAll(pattern)) {
    const [, name = '', doubleQuoted, singleQuoted, expression] = match;
    attributes[name] = doubleQuoted ?? singleQuoted ?? expression?.trim() ?? 'true';
  }
  return attributes;
}

/** The JSX tag starting at `start` (a `<`), or undefined when none starts there. */
export function readJsxTag(text: string, start: number): JsxTag | undefined {
  const head = /^<(\/?)([A-Za-z][\w.]*)(?=[\s/>])/.exec(text.slice(start, start + 200));
  if (!head) return undefined;
  const end = tagEnd(text, start);
  if (end === undefined) return undefined;
  const inner = text.slice(start + head[0].length, end - 1);
  const selfClosing = inner.trimEnd().endsWith('/');
  return {
    name: head[2] ?? '',
    selfClosing,
    attributes: parseAttributes(selfClosing ? inner.trimEnd().slice(0, -1) : inner),
    end,
  };
}
