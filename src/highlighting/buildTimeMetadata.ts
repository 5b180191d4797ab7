import type {CodeBlockMetadata} from '@docusaurus/theme-common/internal';
import {parseTokens, textOf} from './lines';
import type {HighlightedLines} from './types';

/** The props plugins/build-time-highlight gives a Markdown code block, as they reach CodeBlock. */
export interface BuildTimeProps {
  children: string;
  tokens?: unknown;
  language?: unknown;
  className?: unknown;
  title?: unknown;
  showLineNumbers?: unknown;
  /** JSON: class names by line index, for a line range. */
  lineClassNames?: unknown;
}

/** The `lineClassNames` prop (JSON), or undefined when it is not class names by line index. */
function parseLineClassNames(value: unknown): Record<number, string[]> | undefined {
  if (typeof value !== 'string') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const entries = Object.entries(parsed);
  const valid = entries.every(
    ([line, names]) => /^\d+$/.test(line) && Array.isArray(names) && names.every((name) => typeof name === 'string'),
  );
  return valid ? (Object.fromEntries(entries) as Record<number, string[]>) : undefined;
}

/**
 * The code block's metadata as Docusaurus's parser would make it, from the props worked out at
 * build time, with its highlighted lines; undefined when the block has no such props, or they do
 * not fit its code (then Docusaurus's parser runs in the browser).
 */
export function buildTimeMetadata({
  children,
  tokens,
  language,
  className,
  title,
  showLineNumbers,
  lineClassNames,
}: BuildTimeProps): {metadata: CodeBlockMetadata; lines: HighlightedLines} | undefined {
  const lines = parseTokens(tokens);
  const code = children.replace(/\r?\n$/, '');
  if (lines === undefined || textOf(lines) !== code) return undefined;
  if (typeof language !== 'string' || typeof className !== 'string') return undefined;
  if (title !== undefined && typeof title !== 'string') return undefined;
  if (showLineNumbers !== undefined && typeof showLineNumbers !== 'number') return undefined;
  const lineClasses = lineClassNames === undefined ? {} : parseLineClassNames(lineClassNames);
  if (lineClasses === undefined) return undefined;
  return {
    metadata: {
      codeInput: children,
      code,
      className,
      language,
      title,
      lineNumbersStart: showLineNumbers,
      lineClassNames: lineClasses,
    },
    lines,
  };
}
