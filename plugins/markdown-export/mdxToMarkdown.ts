/**
 * A docs page's MDX as plain Markdown, for readers that do not run MDX (llms.txt, `.md` URLs).
 * Line-based, like the content gate (scripts/content/prose.ts), and fence-aware: code blocks pass
 * through untouched. Outside them, imports and comments go, demos become their source code,
 * admonitions blockquotes, generated API tables Markdown tables or lists, and every other JSX or
 * HTML element its text (or nothing, for a self-closing component).
 */
import {isBlockCell, parseHtmlTable, renderTable} from './htmlTable';
import {convertInline} from './inline';
import {readJsxTag, type JsxTag} from './jsxTag';
import {fenceEnd, fenceOpening, fencedCode, startsMarkdownBlock} from './markdownBlocks';

/** What the conversion needs to know beyond the page's source. */
export interface ConversionContext {
  /** The absolute URL a link of the page points to (links.ts). */
  resolveLink: (href: string) => string;
  /** The TypeScript source of a demo, by the specifier the page imports it with (`./demos/x/Y.tsx?demo`). */
  demoSource: (specifier: string) => string;
}

/** Demo imports of a page: `import * as BasicButtons from './demos/button/BasicButtons.tsx?demo';`. */
const DEMO_IMPORT = /^import\s+\*\s+as\s+([\w$]+)\s+from\s+['"]([^'"]+\?demo)['"]/;

/** An admonition's first line: `:::note`, `:::info Title` or `:::warning[Title]`. */
const ADMONITION_OPEN = /^\s*:::([a-z]+)(?:\[([^\]]*)\]|[ \t]+(.+?))?\s*$/;
const ADMONITION_CLOSE = /^\s*:::\s*$/;

/** How many lines one JSX tag may span. */
const MAX_TAG_LINES = 30;

/** A file name's words: `./demos/button/IconLabelButtons.tsx?demo` -> `Icon Label Buttons`. */
export function demoTitle(specifier: string): string {
  const name = (specifier.split('?')[0] ?? '').split('/').pop() ?? '';
  return name
    .replace(/\.[jt]sx?$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2');
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * Markdown lines with blockquotes opened and closed around them (admonitions): each line gets
 * the quotes' `> ` prefix, the first line of a quote its bold label, and blank lines collapse.
 */
class MarkdownWriter {
  readonly lines: string[] = [];
  private readonly quotes: {label: string; labelled: boolean}[] = [];
  private blankPending = false;

  blank(): void {
    this.blankPending = true;
  }

  /** A line of content; a `verbatim` one (code, table rows) is never joined to the quote's label. */
  write(line: string, {verbatim = false}: {verbatim?: boolean} = {}): void {
    const quote = this.quotes[this.quotes.length - 1];
    if (quote && !quote.labelled) {
      quote.labelled = true;
      this.blankPending = false;
      if (!verbatim && !startsMarkdownBlock(line) && !/^\s/.test(line)) {
        this.push(`**${quote.label}:** ${line}`);
        return;
      }
      this.push(`**${quote.label}:**`);
      this.blankPending = true;
    }
    this.flushBlank();
    this.push(line);
  }

  openQuote(label: string): void {
    this.blankPending = true;
    this.flushBlank();
    this.quotes.push({label, labelled: false});
  }

  closeQuote(): void {
    const quote = this.quotes[this.quotes.length - 1];
    if (quote && !quote.labelled) this.write('');
    this.quotes.pop();
    this.blankPending = true;
  }

  get inQuote(): boolean {
    return this.quotes.length > 0;
  }

  private flushBlank(): void {
    const last = this.lines[this.lines.length - 1];
    if (this.blankPending && last !== undefined && last.replace(/[>\s]/g, '') !== '') this.push('');
    this.blankPending = false;
  }

  private push(line: string): void {
    const prefix = '> '.repeat(this.quotes.length);
    this.lines.push(line === '' ? prefix.trimEnd() : `${prefix}${line}`.trimEnd());
  }
}

/** The conversion context, with the page's demo imports (specifiers by the name they bind). */
interface BlockState extends ConversionContext {
  demos: ReadonlyMap<string, string>;
}

/** Components that become Markdown of their own rather than nothing. */
const BLOCK_COMPONENTS: Readonly<
  Record<string, (tag: JsxTag, indent: string, writer: MarkdownWriter, state: BlockState) => void>
> = {
  // <Demo demo={BasicButtons} />: a bold label and the demo's TypeScript source.
  Demo(tag, indent, writer, state) {
    const identifier = tag.attributes.demo ?? '';
    const specifier = state.demos.get(identifier);
    if (specifier === undefined) {
      throw new Error(`<Demo demo={${identifier}} /> names no \`import * as ${identifier} from '….tsx?demo'\``);
    }
    writer.blank();
    writer.write(`${indent}**Demo: ${demoTitle(specifier)}**`);
    writer.blank();
    for (const line of fencedCode(state.demoSource(specifier), 'tsx')) {
      writer.write(`${indent}${line}`, {verbatim: true});
    }
    writer.blank();
  },
  // <XPlanNote plan="pro" /> (src/components/XLicense/XPlanNote.tsx): the commercial plan a page needs.
  XPlanNote(tag, _indent, writer) {
    const plan = tag.attributes.plan ?? '';
    const name = capitalize(plan);
    writer.openQuote(`${name} plan`);
    writer.write(
      `The demos on this page run \`DataGrid${name}\` from \`@mui/x-data-grid-${plan}\`, which needs a commercial ${name} licence.`,
    );
    writer.closeQuote();
  },
};

/** The `?demo` imports of a page, by the name they bind (outside code blocks). */
function findDemoImports(lines: readonly string[]): Map<string, string> {
  const demos = new Map<string, string>();
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    const fence = fenceOpening(line);
    if (fence) {
      index = fenceEnd(lines, index, fence);
      continue;
    }
    const match = DEMO_IMPORT.exec(line);
    if (match?.[1] && match[2]) demos.set(match[1], match[2]);
  }
  return demos;
}

/** The source without MDX (`{/* … *\/}`) and HTML comments outside code blocks; a comment's own lines go. */
function removeComments(lines: readonly string[]): string[] {
  const result: string[] = [];
  let text: string[] = [];
  const flushText = () => {
    const joined = text
      .join('\n')
      .replace(/^[ \t]*(?:\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->)[ \t]*(?:\n|$)/gm, '')
      .replace(/[ \t]*(?:\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->)/g, '');
    if (text.length > 0) result.push(...joined.split('\n'));
    text = [];
  };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    const fence = fenceOpening(line);
    if (!fence) {
      text.push(line);
      continue;
    }
    flushText();
    const end = fenceEnd(lines, index, fence);
    result.push(...lines.slice(index, end + 1));
    index = end;
  }
  flushText();
  return result;
}

/** The JSX tag that makes up lines `index…` on its own (nothing else on its last line), if any. */
function blockTagAt(
  lines: readonly string[],
  index: number,
): {tag: JsxTag; indent: string; lineCount: number} | undefined {
  const line = lines[index] ?? '';
  const indent = /^\s*/.exec(line)?.[0] ?? '';
  if (!/^<\/?[A-Za-z]/.test(line.slice(indent.length))) return undefined;
  const text = lines.slice(index, index + MAX_TAG_LINES).join('\n');
  const tag = readJsxTag(text, indent.length);
  if (!tag || (text.slice(tag.end).split('\n', 1)[0] ?? '').trim() !== '') return undefined;
  return {tag, indent, lineCount: text.slice(0, tag.end).split('\n').length};
}

/** The lines of a generated table (`<table>` or the site's `<ScrollableTable>`), written as Markdown (htmlTable.ts); cells of Markdown are converted as pages are. */
function writeTable(lines: readonly string[], writer: MarkdownWriter, state: BlockState): void {
  const {headings, rows} = parseHtmlTable(lines.join('\n'));
  const cellLines = (cell: string) =>
    isBlockCell(cell)
      ? convertBlocks(cell.split('\n'), state)
      : [convertInline(cell.replace(/\s*\n\s*/g, ' ').trim(), state.resolveLink)];
  const headingTexts = headings.map((heading) => convertInline(heading, state.resolveLink));
  writer.blank();
  for (const line of renderTable(
    headingTexts,
    rows.map((cells) => cells.map(cellLines)),
  )) {
    if (line === '') writer.blank();
    else writer.write(line, {verbatim: true});
  }
  writer.blank();
}

/** Markdown lines for MDX lines without front matter or comments. */
function convertBlocks(lines: readonly string[], state: BlockState): string[] {
  const writer = new MarkdownWriter();
  let blockStart = true;
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] ?? '';
    const fence = fenceOpening(line);
    if (fence) {
      const end = fenceEnd(lines, index, fence);
      for (const codeLine of lines.slice(index, end + 1)) writer.write(codeLine, {verbatim: true});
      index = end + 1;
      blockStart = true;
      continue;
    }
    if (line.trim() === '') {
      writer.blank();
      blockStart = true;
      index++;
      continue;
    }
    // ESM (imports, exports) starts a block at the first column and runs to the next blank line.
    if (blockStart && /^(?:import|export)\b/.test(line)) {
      while (index < lines.length && (lines[index] ?? '').trim() !== '') index++;
      continue;
    }
    const admonition = ADMONITION_OPEN.exec(line);
    if (admonition) {
      const kind = capitalize(admonition[1] ?? '');
      const title = admonition[2] ?? admonition[3];
      writer.openQuote(title ? `${kind} (${title.trim()})` : kind);
      index++;
      blockStart = true;
      continue;
    }
    if (ADMONITION_CLOSE.test(line) && writer.inQuote) {
      writer.closeQuote();
      index++;
      blockStart = true;
      continue;
    }
    const tableTag = /^\s*<(table|ScrollableTable)[\s>]/.exec(line)?.[1];
    if (tableTag) {
      let end = index;
      while (end < lines.length - 1 && !(lines[end] ?? '').includes(`</${tableTag}>`)) end++;
      writeTable(lines.slice(index, end + 1), writer, state);
      index = end + 1;
      blockStart = true;
      continue;
    }
    const block = blockTagAt(lines, index);
    if (block) {
      // Wrappers' tags go and their children stay; self-closing components go unless they have a rendering.
      if (block.tag.selfClosing) BLOCK_COMPONENTS[block.tag.name]?.(block.tag, block.indent, writer, state);
      index += block.lineCount;
      blockStart = true;
      continue;
    }
    const heading = /^#{1,6}\s/.test(line);
    writer.write(convertInline(heading ? line.replace(/\s*\{#[\w-]+\}\s*$/, '') : line, state.resolveLink));
    blockStart = heading;
    index++;
  }
  while (writer.inQuote) writer.closeQuote();
  return writer.lines;
}

/**
 * The Markdown of a page's MDX source (front matter included or not), without its title: see
 * the module comment for what becomes of each construct. Throws when a `<Demo>` names a demo the
 * page does not import.
 */
export function mdxToMarkdown(mdx: string, context: ConversionContext): string {
  const body = mdx.replace(/^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/, '');
  const lines = removeComments(body.split(/\r?\n/));
  const state: BlockState = {...context, demos: findDemoImports(lines)};
  return convertBlocks(lines, state).join('\n').trimEnd() + '\n';
}
