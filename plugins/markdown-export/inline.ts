/**
 * Inline MDX to Markdown: what one line of prose or one table cell becomes. Code spans are kept
 * as written (they are literal in MDX too); outside them, JSX and HTML tags give way to their
 * text, MDX's character references to the characters, and links to absolute URLs.
 */

/**
 * Code: a Markdown code span (a run of backticks, content, the same run again, as
 * plugins/api-reference/mdx.ts reads them) or a `<code>` element, matched whole whatever
 * backticks its string holds.
 */
const CODE = /(`+)[\s\S]*?[^`]\1(?!`)|<code>[\s\S]*?<\/code>/g;

/** A JSX expression holding only a string literal: `{"text"}`, `{'text'}`, `{' '}`. */
const STRING_EXPRESSION = /\{\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')\s*\}/g;

/** An opening, closing or self-closing tag; `<https://…>` autolinks do not match. */
const TAG = /<\/?([A-Za-z][\w.-]*)(?:\s+[^<>]*?)?\s*\/?>/g;

/** The target of an inline link or image, with its optional title: `](href "title")`. */
const LINK_TARGET = /\]\(([^()\s]+)((?:\s+"[^"]*")?)\)/g;

/** Tags whose text becomes Markdown emphasis. */
const EMPHASIS: Readonly<Record<string, string>> = {strong: '**', b: '**', em: '*', i: '*'};

/** `text` as a code span, with a fence of backticks longer than any run inside it. */
export function codeSpan(text: string): string {
  const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  const padding = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${padding}${text}${padding}${fence}`;
}

/** The value of a JavaScript string literal as MDX writes them (JSON-style, or single-quoted). */
function stringLiteralValue(literal: string): string {
  if (literal.startsWith('"')) return JSON.parse(literal) as string;
  return JSON.parse(`"${literal.slice(1, -1).replace(/\\'/g, "'").replace(/"/g, '\\"')}"`) as string;
}

/** The references a code span needs decoded besides numeric ones (a code span shows `&lt;` as is). */
const NAMED_REFERENCES: Readonly<Record<string, string>> = {lt: '<', gt: '>', amp: '&', quot: '"'};

/**
 * Numeric character references as characters (`&#123;` is `{`; generated pages write `&#105;mport`
 * so that MDX does not read a line as an import). In prose, `<`, `>` and `&` stay references, so
 * that the text cannot turn into HTML; in code (`inCode`), where Markdown shows references as
 * written, they and `&lt;`, `&gt;`, `&amp;`, `&quot;` become characters.
 */
export function decodeCharacterReferences(text: string, {inCode = false}: {inCode?: boolean} = {}): string {
  const numeric = text.replace(/&#(x[0-9a-f]+|\d+);/gi, (reference, code: string) => {
    const char = String.fromCodePoint(code[0] === 'x' || code[0] === 'X' ? parseInt(code.slice(1), 16) : Number(code));
    return !inCode && '<>&'.includes(char) ? reference : char;
  });
  return inCode
    ? numeric.replace(/&(lt|gt|amp|quot);/g, (_reference, name: string) => NAMED_REFERENCES[name] ?? '')
    : numeric;
}

/** Markup between code spans: tags give way to emphasis or their text, references to characters. */
function convertMarkup(text: string): string {
  return decodeCharacterReferences(
    text.replace(/<br\s*\/?>/g, ' ').replace(TAG, (_tag, name: string) => EMPHASIS[name] ?? ''),
  );
}

/** Text between code spans: string expressions become their text (never markup), links absolute. */
function convertProse(text: string, resolveLink: (href: string) => string): string {
  return text
    .split(STRING_EXPRESSION)
    .map((piece, index) =>
      index % 2 === 1 ? stringLiteralValue(piece).replace(/</g, '&lt;').replace(/>/g, '&gt;') : convertMarkup(piece),
    )
    .join('')
    .replace(LINK_TARGET, (_match, href: string, title: string) => `](${resolveLink(href)}${title})`);
}

/** A `<code>` element's content as code: string expressions are text, tags around them markup. */
function codeElementText(content: string): string {
  return content
    .split(STRING_EXPRESSION)
    .map((piece, index) =>
      index % 2 === 1 ? stringLiteralValue(piece) : decodeCharacterReferences(piece.replace(TAG, ''), {inCode: true}),
    )
    .join('');
}

/**
 * One line (or table cell) of MDX as Markdown: `<code>{"x"}</code>` becomes a code span,
 * `<strong>`/`<em>` emphasis, a `<summary>` (a collapsed type's preview) nothing, any other tag its
 * text (a self-closing component nothing), JSX string expressions their text, and every link
 * target goes through `resolveLink`. Code spans stay as written.
 */
export function convertInline(text: string, resolveLink: (href: string) => string): string {
  // Most lines are plain prose: nothing to do without a tag, an expression, a reference or a link.
  if (!/[<{&\]]/.test(text)) return text;
  const source = text.replace(/<summary>[\s\S]*?<\/summary>/g, '');
  let result = '';
  let last = 0;
  for (const match of source.matchAll(CODE)) {
    const code = match[0];
    result += convertProse(source.slice(last, match.index), resolveLink);
    result += code.startsWith('<') ? codeSpan(codeElementText(code.slice('<code>'.length, -'</code>'.length))) : code;
    last = match.index + code.length;
  }
  return result + convertProse(source.slice(last), resolveLink);
}
