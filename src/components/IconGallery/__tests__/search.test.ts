import {createSearchEntries, describeResults, searchIcons, splitWords} from '../search';

/** Every theme (mask 31), or the filled one only (1). */
const INDEX = {
  names: [
    'ArrowBack',
    'ArrowBackIos',
    'AutoDelete',
    'Delete',
    'DeleteForever',
    'DeleteSweep',
    'GitHub',
    'Settings',
    'Tune',
  ],
  themes: [31, 31, 31, 31, 31, 31, 1, 31, 31],
  synonyms: {
    Delete: ['trash', 'bin', 'remove'],
    DeleteForever: ['trash', 'destroy'],
    Settings: ['gear', 'preferences'],
    Tune: ['sliders', 'settings panel'],
  },
};
const entries = createSearchEntries(INDEX);
const search = (query: string, theme: Parameters<typeof searchIcons>[2] = 'filled') =>
  searchIcons(entries, query, theme).map((position) => INDEX.names[position]);

describe('splitWords', () => {
  it('splits PascalCase names and typed text into lower-case words', () => {
    expect(splitWords('ArrowBackIos')).toEqual(['arrow', 'back', 'ios']);
    expect(splitWords('ThreeDRotation')).toEqual(['three', 'd', 'rotation']);
    expect(splitWords('Battery20')).toEqual(['battery', '20']);
    expect(splitWords('arrow back')).toEqual(['arrow', 'back']);
  });
});

describe('searchIcons', () => {
  it('ranks the exact name, then names starting with the query, then names containing it', () => {
    expect(search('delete')).toEqual(['Delete', 'DeleteSweep', 'DeleteForever', 'AutoDelete']);
  });

  it('ignores case and spaces, and matches the words of a name in any order', () => {
    expect(search('DELETE')[0]).toBe('Delete');
    expect(search('arrow back')).toEqual(['ArrowBack', 'ArrowBackIos']);
    expect(search('back arrow')).toEqual(['ArrowBack', 'ArrowBackIos']);
    expect(search('ArrowBack')).toEqual(['ArrowBack', 'ArrowBackIos']);
  });

  it('finds icons by synonym after every name match, a synonym typed in full first', () => {
    expect(search('trash')).toEqual(['Delete', 'DeleteForever']);
    expect(search('gear')).toEqual(['Settings']);
    expect(search('settings')).toEqual(['Settings', 'Tune']);
    expect(search('tras')).toEqual(['Delete', 'DeleteForever']);
    expect(search('settings panel')).toEqual(['Tune']);
  });

  it('lists only the icons of the chosen theme', () => {
    expect(search('git')).toEqual(['GitHub']);
    expect(search('git', 'outlined')).toEqual([]);
  });

  it('lists every icon of the theme, in index order, for an empty or blank query', () => {
    expect(search('')).toEqual(INDEX.names);
    expect(search('  ', 'sharp')).toEqual(INDEX.names.filter((name) => name !== 'GitHub'));
  });

  it('finds nothing for words no icon has', () => {
    expect(search('zebra')).toEqual([]);
  });
});

describe('describeResults', () => {
  it('says how many icons there are, or match, in which theme', () => {
    expect(describeResults(2189, '', 'filled')).toBe('2,189 icons in the Filled theme');
    expect(describeResults(4, ' delete ', 'outlined')).toBe('4 icons match “delete” in the Outlined theme');
    expect(describeResults(1, 'gear', 'twoTone')).toBe('1 icon matches “gear” in the Two tone theme');
    expect(describeResults(0, 'zebra', 'sharp')).toBe('No icons match “zebra” in the Sharp theme');
  });
});
