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
}: BuildTimeProps): {metadata: CodeBlockMetadata; lines: HighlightedLines} | undefined {
  const lines = parseTokens(tokens);
  const code = children.replace(/\r?\n$/, '');
  if (lines === undefined || textOf(lines) !== code) return undefined;
  if (typeof language !== 'string' || typeof className !== 'string') return undefined;
  if (title !== undefined && typeof title !== 'string') return undefined;
  if (showLineNumbers !== undefined && typeof showLineNumbers !== 'number') return undefined;
  return {
    metadata: {
      codeInput: children,
      code,
      className,
      language,
      title,
      lineNumbersStart: showLineNumbers,
      lineClassNames: {},
    },
    lines,
  };
}
