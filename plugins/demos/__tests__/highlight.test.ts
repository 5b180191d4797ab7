import {highlightSource} from '../highlight';

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
