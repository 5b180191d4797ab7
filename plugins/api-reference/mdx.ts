/**
 * Escaping for generated MDX. In MDX, `{` starts a JavaScript expression and `<` a JSX tag,
 * so text from the declarations (`React.ReactNode`, `{ [key: string]: any }`,
 * `(event: React.MouseEvent<HTMLButtonElement>) => void`) must never reach the page raw.
 */

const MARKDOWN_ENTITIES: Readonly<Record<string, string>> = {
  '{': '&#123;',
  '}': '&#125;',
  '<': '&lt;',
  '>': '&gt;',
};

/** A Markdown code span: a run of backticks, content, the same run again. */
const CODE_SPAN = /(`+)[\s\S]*?[^`]\1(?!`)/g;

/**
 * Makes Markdown from JSDoc safe as MDX: `{ } < >` outside code spans become character
 * references (code spans are literal in MDX, so they are kept as written), and so does the
 * first letter of a line starting with `import` or `export`.
 */
export function escapeMarkdown(markdown: string): string {
  let result = '';
  let last = 0;
  for (const match of markdown.matchAll(CODE_SPAN)) {
    result += escapePlain(markdown.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return result + escapePlain(markdown.slice(last));
}

function escapePlain(text: string): string {
  return (
    text
      .replace(/[{}<>]/g, (char) => MARKDOWN_ENTITIES[char] ?? char)
      // A line starting with `import`/`export` would be read as an ES module statement.
      .replace(
        /^(\s*)([ie])(mport|xport)\b/gm,
        (_match, indent: string, first: string, rest: string) => `${indent}&#${first.charCodeAt(0)};${rest}`,
      )
  );
}

/**
 * Text as a JSX expression holding a string literal (`{"…"}`): whatever the text holds,
 * MDX renders it verbatim. Used for code inside JSX (types, defaults, names).
 */
export function jsxText(text: string): string {
  // JSON strings are JavaScript string literals; `<` is escaped too so `</` cannot close a tag.
  return `{${JSON.stringify(text).replace(/</g, '\\u003c')}}`;
}

/** `<code>` around verbatim text. */
export function jsxCode(text: string): string {
  return `<code>${jsxText(text)}</code>`;
}

/**
 * YAML front matter. Values are written as JSON, which YAML reads as flow scalars and
 * sequences, so no value can break out of its line whatever it contains.
 */
export function frontMatter(fields: Readonly<Record<string, string | boolean | readonly object[]>>): string {
  const lines = Object.entries(fields).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---\n`;
}

/** Turns Markdown into a plain sentence for meta descriptions: no links, code marks or headings. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .replace(/^#+\s*/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}
