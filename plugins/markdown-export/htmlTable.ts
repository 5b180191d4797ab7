/**
 * The HTML tables of generated API pages (plugins/api-reference/renderPage.ts: props, slots, CSS
 * classes) as Markdown: a pipe table when every cell is made of paragraphs (joined on one line),
 * otherwise a list with one item per row, since a pipe table cannot hold a list or a code block.
 */
import {startsMarkdownBlock, trimBlankLines} from './markdownBlocks';

/** A table as written: its heading texts, and each row's cells as their inner HTML/MDX. */
export interface HtmlTable {
  headings: string[];
  rows: string[][];
}

/** The headings and cells of a `<table>` with `<th>` headings and `<td>` cells. */
export function parseHtmlTable(html: string): HtmlTable {
  const headings = [...html.matchAll(/<th>([\s\S]*?)<\/th>/g)].map((match) => match[1]?.trim() ?? '');
  const rows = [...html.matchAll(/<tr(?:\s[^>]*)?>([\s\S]*?)<\/tr>/g)]
    .map((row) => [...(row[1] ?? '').matchAll(/<td(?: [^>]*)?>([\s\S]*?)<\/td>/g)].map((cell) => cell[1] ?? ''))
    .filter((cells) => cells.length > 0);
  return {headings, rows};
}

/**
 * True for a cell that holds Markdown blocks rather than inline text: the generator writes those
 * with blank lines around them, so that MDX parses them as Markdown.
 */
export function isBlockCell(cell: string): boolean {
  return /\n[ \t]*\n/.test(cell);
}

/**
 * The cell's Markdown on one line, if it is only paragraphs (joined with a space, as a table cell
 * holds one); undefined when it has lists, code, headings, quotes or tables.
 */
function asOneLine(lines: readonly string[]): string | undefined {
  const content = trimBlankLines(lines).filter((line) => line.trim() !== '');
  if (content.some(startsMarkdownBlock)) return undefined;
  return content.map((line) => line.trim()).join(' ');
}

/** A pipe inside a cell, escaped (GFM reads `\|` as a pipe even inside code spans). */
function escapePipes(text: string): string {
  return text.replace(/(?<!\\)\|/g, '\\|');
}

function pipeTable(headings: readonly string[], rows: readonly string[][]): string[] {
  const line = (cells: readonly string[]) => `| ${cells.map(escapePipes).join(' | ')} |`;
  return [line(headings), `| ${headings.map(() => '---').join(' | ')} |`, ...rows.map(line)];
}

/** `heading: content` as a list item at `indent`, the content's further lines under it. */
function labelledItem(indent: string, heading: string, content: readonly string[]): string[] {
  const [first = '', ...rest] = trimBlankLines(content);
  const inner = `${indent}  `;
  const nested = rest.map((line) => (line.trim() === '' ? '' : `${inner}${line}`));
  if (startsMarkdownBlock(first)) {
    return [`${indent}- ${heading}:`, '', `${inner}${first}`, ...nested];
  }
  return [`${indent}- ${heading}: ${first}`, ...nested];
}

/**
 * One item per row: the first cell (the name) as the item, the others under it labelled by their
 * heading (`- Type: …`); empty cells are left out.
 */
function rowList(headings: readonly string[], rows: readonly string[][][]): string[] {
  return rows.flatMap((cells, index) => {
    const [name = [], ...others] = cells;
    const details = others.flatMap((cell, column) =>
      trimBlankLines(cell).length === 0 ? [] : labelledItem('  ', headings[column + 1] ?? '', cell),
    );
    return [...(index > 0 ? [''] : []), `- ${trimBlankLines(name).join(' ')}`, ...details];
  });
}

/**
 * A table as Markdown lines, from its headings and each cell's content already converted to
 * Markdown lines: a pipe table when every cell is made of paragraphs, a list otherwise.
 */
export function renderTable(headings: readonly string[], rows: readonly (readonly string[])[][]): string[] {
  const oneLineRows = rows.map((cells) => cells.map(asOneLine));
  if (oneLineRows.every((cells) => cells.every((cell) => cell !== undefined))) {
    return pipeTable(
      headings,
      oneLineRows.map((cells) => cells.map((cell) => cell ?? '')),
    );
  }
  return rowList(
    headings,
    rows.map((cells) => cells.map((cell) => [...cell])),
  );
}
