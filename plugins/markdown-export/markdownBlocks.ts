/** Line-level Markdown syntax shared by the converter (mdxToMarkdown.ts) and the tables (htmlTable.ts). */

/** An opening code fence: its indentation, its marker (three or more backticks or tildes) and info string. */
export interface Fence {
  indent: string;
  marker: string;
}

/** The fence a line opens, if it opens one. */
export function fenceOpening(line: string): Fence | undefined {
  const match = /^(\s*)(`{3,}|~{3,})/.exec(line);
  if (!match) return undefined;
  const marker = match[2] ?? '';
  // A backtick fence's info string may not contain backticks (that is inline code).
  if (marker.startsWith('`') && line.slice(match[0].length).includes('`')) return undefined;
  return {indent: match[1] ?? '', marker};
}

/** True when `line` closes `fence`: the same character, at least as many, nothing after. */
export function closesFence(line: string, fence: Fence): boolean {
  const match = /^\s*(`{3,}|~{3,})\s*$/.exec(line);
  const marker = match?.[1];
  return marker !== undefined && marker[0] === fence.marker[0] && marker.length >= fence.marker.length;
}

/** Index of the line closing the fence opened at `start` (the last line if it never closes). */
export function fenceEnd(lines: readonly string[], start: number, fence: Fence): number {
  for (let index = start + 1; index < lines.length; index++) {
    if (closesFence(lines[index] ?? '', fence)) return index;
  }
  return lines.length - 1;
}

/** A line that starts a Markdown block other than a paragraph (list, heading, quote, code, table). */
export function startsMarkdownBlock(line: string): boolean {
  return /^\s*(?:[-*+]\s|\d+[.)]\s|#{1,6}\s|>|```|~~~|\|)/.test(line);
}

/** The lines without the blank ones at either end. */
export function trimBlankLines(lines: readonly string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start]?.trim() === '') start++;
  while (end > start && lines[end - 1]?.trim() === '') end--;
  return lines.slice(start, end);
}

/** `code` as a fenced block, with a fence longer than any run of backticks inside it. */
export function fencedCode(code: string, language: string): string[] {
  const longestRun = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  return [`${fence}${language}`, ...code.trimEnd().split('\n'), fence];
}
