import {editDistance, matchTitle} from '../matchTitle';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours', () => {
    expect(editDistance('switch', 'switch', 2)).toBe(0);
    expect(editDistance('swich', 'switc', 2)).toBe(2);
    expect(editDistance('swtich', 'switch', 2)).toBe(1);
    expect(editDistance('button', 'buton', 2)).toBe(1);
  });

  it('stops early past the cap', () => {
    expect(editDistance('autocomplete', 'typography', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 1)).toBe(2);
  });
});

describe('matchTitle', () => {
  it('finds a substring whatever the case, with its range', () => {
    expect(matchTitle('Switch', 'swi')).toEqual({start: 0, end: 3, cost: 0});
    expect(matchTitle('Toggle Button', 'BUTTON')).toEqual({start: 7, end: 13, cost: 0});
    expect(matchTitle('Switch', '  swi ')).toEqual({start: 0, end: 3, cost: 0});
  });

  it('tolerates a typo at the start of a word from four characters on', () => {
    expect(matchTitle('Switch', 'swtich')).toMatchObject({start: 0, end: 6, cost: 1});
    expect(matchTitle('Text Field', 'feild')).toMatchObject({start: 5, cost: 1});
    expect(matchTitle('Autocomplete', 'autocomplte')).toMatchObject({start: 0, cost: 1});
  });

  it('does not stretch short queries or unrelated titles', () => {
    expect(matchTitle('Switch', 'swx')).toBeNull();
    expect(matchTitle('Button', 'swi')).toBeNull();
    expect(matchTitle('Typography', 'autocomplete')).toBeNull();
  });

  it('matches nothing for an empty query and survives any characters', () => {
    expect(matchTitle('Switch', '   ')).toBeNull();
    expect(matchTitle('Switch', '(*[\\')).toBeNull();
    expect(matchTitle('a(b', '(')).toEqual({start: 1, end: 2, cost: 0});
    expect(matchTitle('Switch', 'x'.repeat(1000))).toBeNull();
  });
});
