import {highlightSource, registerLanguages} from '../highlight';

describe('highlightSource', () => {
  const source = "import Button from '@mui/material/Button';\n\nexport const x: number = <Button />;\n";

  it('keeps every character, line by line, with empty lines empty', () => {
    const lines = highlightSource(source, 'tsx');
    expect(lines.map((line) => line.map(([, text]) => text).join(''))).toEqual(source.replace(/\n$/, '').split('\n'));
    expect(lines[1]).toEqual([]);
  });

  it('names token types as Prism does, merging neighbours of the same types', () => {
    const [first] = highlightSource(source, 'tsx');
    expect(first?.[0]).toEqual(['keyword', 'import']);
    expect(first).toContainEqual(['string', "'@mui/material/Button'"]);
    const third = highlightSource(source, 'tsx')[2] ?? [];
    expect(third).toContainEqual(['tag class-name', 'Button']);
    expect(third).toContainEqual(['builtin', 'number']);
    // No two neighbours share their types.
    expect(third.every((token, index) => index === 0 || third[index - 1]?.[0] !== token[0])).toBe(true);
  });

  it('highlights the JS variant as JSX (no TypeScript types)', () => {
    expect(highlightSource('const a = <b>{1}</b>;', 'jsx')[0]).toContainEqual(['tag', 'b']);
  });
});

describe('highlightSource with other languages', () => {
  it('shows a language Prism has no grammar for as plain text, line by line', () => {
    expect(highlightSource('a b\n\nc\n', 'no-such-language')).toEqual([[['plain', 'a b']], [], [['plain', 'c']]]);
  });

  it('highlights the additional languages once they are registered', () => {
    expect(highlightSource('npm install x', 'bash')).toEqual([[['plain', 'npm install x']]]);
    registerLanguages(['bash', 'diff']);
    expect(highlightSource('npm install x', 'bash')[0]).toContainEqual(['function', 'npm']);
    const [removed, added] = highlightSource('-old\n+new', 'diff');
    expect(removed?.[1]).toEqual(['deleted-sign deleted line', 'old']);
    expect(added?.[1]).toEqual(['inserted-sign inserted line', 'new']);
  });
});
