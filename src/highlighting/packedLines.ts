import {plainLines} from './lines';
import type {HighlightedLines} from './types';

/**
 * Highlighted lines as a build ships them beside their source text: the text is not repeated,
 * each token is its type and its length. Over the site's demos, lines of `[types, text]` pairs
 * as JSON are 6.8 times the size of their source; packed, 1.3 times.
 *
 * `tokens` holds, per token in source order, its index in `types` (upper-case letters, base 26,
 * one letter per token when there are at most 26 types, else two) then its length (base 36,
 * digits and lower-case letters); a `|` ends each line but the last.
 */
export interface PackedLines {
  types: readonly string[];
  tokens: string;
}

const LINE_END = '|';
const LETTERS = 26;
const A = 'A'.charCodeAt(0);

function typeWidth(typeCount: number): number {
  return typeCount <= LETTERS ? 1 : 2;
}

function encodeType(index: number, width: number): string {
  let code = '';
  for (let rest = index, place = 0; place < width; place++, rest = Math.floor(rest / LETTERS)) {
    code = String.fromCharCode(A + (rest % LETTERS)) + code;
  }
  return code;
}

/** `lines` packed (see PackedLines); unpackLines with their source text gives them back. */
export function packLines(lines: HighlightedLines): PackedLines {
  const indexOf = new Map<string, number>();
  for (const line of lines) for (const [types] of line) if (!indexOf.has(types)) indexOf.set(types, indexOf.size);
  if (indexOf.size > LETTERS * LETTERS) {
    throw new Error(`Highlighted code has ${indexOf.size} token types; packLines takes at most ${LETTERS * LETTERS}.`);
  }
  const width = typeWidth(indexOf.size);
  const tokens = lines
    .map((line) =>
      line.map(([types, text]) => encodeType(indexOf.get(types) ?? 0, width) + text.length.toString(36)).join(''),
    )
    .join(LINE_END);
  return {types: [...indexOf.keys()], tokens};
}

const TOKEN = /([A-Z]+)([0-9a-z]+)|\|/gy;
const LINE_BREAK = /\r\n|\r|\n/y;

/**
 * The lines `packed` describes in `text`, the source they were highlighted from (a trailing line
 * break beyond the last line is ignored). Packed tokens that do not fit the text (a module
 * of another build, a hand edit) give the text as plain lines: the code still shows, unhighlighted.
 */
export function unpackLines(text: string, packed: PackedLines): HighlightedLines {
  const unhighlighted = () => plainLines(text.replace(/(?:\r\n|\r|\n)$/, ''));
  const width = typeWidth(packed.types.length);
  let line: Array<readonly [string, string]> = [];
  const lines = [line];
  let offset = 0;
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < packed.tokens.length) {
    const match = TOKEN.exec(packed.tokens);
    if (match === null) return unhighlighted();
    const [, typeCode, lengthCode] = match;
    if (typeCode === undefined || lengthCode === undefined) {
      LINE_BREAK.lastIndex = offset;
      if (LINE_BREAK.exec(text) === null) return unhighlighted();
      offset = LINE_BREAK.lastIndex;
      line = [];
      lines.push(line);
      continue;
    }
    let index = 0;
    for (const letter of typeCode) index = index * LETTERS + (letter.charCodeAt(0) - A);
    const types = packed.types[index];
    const end = offset + parseInt(lengthCode, 36);
    const tokenText = text.slice(offset, end);
    if (typeCode.length !== width || types === undefined || end > text.length || /[\r\n]/.test(tokenText)) {
      return unhighlighted();
    }
    line.push([types, tokenText]);
    offset = end;
  }
  return lines;
}
