import {parseTokens, plainLines, textOf, toPrismLine} from '../lines';

describe('parseTokens', () => {
  it('reads lines of [types, text] pairs', () => {
    expect(parseTokens('[[["keyword","const"],["plain"," a"]],[]]')).toEqual([
      [
        ['keyword', 'const'],
        ['plain', ' a'],
      ],
      [],
    ]);
  });

  it.each([
    undefined,
    42,
    '',
    'not json',
    '{"a":1}',
    '[["x"]]',
    '[[["a"]]]',
    '[[["a",1]]]',
    '[[["a","b","c"]]]',
    'x'.repeat(4096),
  ])('gives undefined for junk: %p', (junk) => {
    expect(parseTokens(junk)).toBeUndefined();
  });
});

describe('textOf and plainLines', () => {
  it('round-trip the source, empty lines included', () => {
    const code = 'a\n\n  b c\n';
    expect(plainLines(code)).toEqual([[['plain', 'a']], [], [['plain', '  b c']], []]);
    expect(textOf(plainLines(code))).toBe(code);
  });
});

describe('toPrismLine', () => {
  it('splits types as Prism names them, and makes an empty line one empty token', () => {
    expect(toPrismLine([['tag class-name', 'Button']])).toEqual([{types: ['tag', 'class-name'], content: 'Button'}]);
    expect(toPrismLine([])).toEqual([{types: ['plain'], content: '\n', empty: true}]);
  });
});
