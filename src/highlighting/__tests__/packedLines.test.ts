import {highlightSource} from '../../../plugins/build-time-highlight/highlight';
import {plainLines} from '../lines';
import {packLines, unpackLines} from '../packedLines';
import type {HighlightedLines} from '../types';

const SOURCE = `import * as React from 'react';
import Button from '@mui/material/Button';

export default function Demo() {
  // A comment, then a long string to need a length over 35.
  return <Button variant="contained">{'${'x'.repeat(40)}'}</Button>;
}
`;

describe('packLines and unpackLines', () => {
  it('give back the highlighted lines of real code, empty lines included', () => {
    const lines = highlightSource(SOURCE, 'tsx');
    const packed = packLines(lines);
    expect(unpackLines(SOURCE, packed)).toEqual(lines);
    expect(packed.types).toEqual([...new Set(lines.flat().map(([types]) => types))]);
    expect(packed.tokens.split('|')).toHaveLength(lines.length);
  });

  it('cost less than half the lines they pack, their tokens less than the text', () => {
    const lines = highlightSource(SOURCE, 'tsx');
    const packed = packLines(lines);
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(lines).length / 2);
    expect(packed.tokens.length).toBeLessThan(SOURCE.length);
  });

  it('encode types in one letter up to 26 types and in two beyond', () => {
    const few: HighlightedLines = [
      [
        ['a', 'x'],
        ['b', 'yy'],
      ],
    ];
    expect(packLines(few)).toEqual({types: ['a', 'b'], tokens: 'A1B2'});
    const many: HighlightedLines = [Array.from({length: 30}, (_, index) => [`t${index}`, 'z'] as const)];
    const packed = packLines(many);
    expect(packed.tokens.slice(0, 6)).toBe('AA1AB1');
    expect(packed.tokens.slice(-3)).toBe('BD1');
    expect(unpackLines('z'.repeat(30), packed)).toEqual(many);
  });

  it('read Windows line breaks in the text', () => {
    const lines: HighlightedLines = [[['keyword', 'let']], [], [['plain', 'x']]];
    expect(unpackLines('let\r\n\r\nx\r\n', packLines(lines))).toEqual(lines);
  });

  it.each([
    ['tokens longer than the text', {types: ['plain'], tokens: 'A9'}],
    ['a token across a line break', {types: ['plain'], tokens: 'A5'}],
    ['a line end where the text goes on', {types: ['plain'], tokens: 'A1|A1'}],
    ['an unknown type', {types: ['plain'], tokens: 'C1'}],
    ['a type of the wrong width', {types: ['plain'], tokens: 'AA1'}],
    ['junk', {types: ['plain'], tokens: 'a1?'}],
  ])('give the text as plain lines for %s', (_, packed) => {
    expect(unpackLines('ab\ncd\n', packed)).toEqual(plainLines('ab\ncd'));
  });
});
