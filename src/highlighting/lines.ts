import type {Token} from 'prism-react-renderer';
import type {HighlightedLines} from './types';

function isLine(value: unknown): value is HighlightedLines[number] {
  return (
    Array.isArray(value) &&
    value.every(
      (token) =>
        Array.isArray(token) && token.length === 2 && typeof token[0] === 'string' && typeof token[1] === 'string',
    )
  );
}

/**
 * The lines of a code block's `tokens` prop (JSON written by plugins/build-time-highlight), or
 * undefined when there is none or it is not lines of `[types, text]` pairs.
 */
export function parseTokens(json: unknown): HighlightedLines | undefined {
  if (typeof json !== 'string') return undefined;
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) && value.every(isLine) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The source text the lines were made from. */
export function textOf(lines: HighlightedLines): string {
  return lines.map((line) => line.map(([, text]) => text).join('')).join('\n');
}

/** Unhighlighted lines of `code`: what a block shows while it has no tokens. */
export function plainLines(code: string): HighlightedLines {
  return code.split('\n').map((line) => (line === '' ? [] : [['plain', line] as const]));
}

/** A line in prism-react-renderer's shape; an empty line is one empty token, as it makes them. */
export function toPrismLine(line: HighlightedLines[number]): Token[] {
  if (line.length === 0) return [{types: ['plain'], content: '\n', empty: true}];
  return line.map(([types, content]) => ({types: types.split(' '), content}));
}
