import {HIGHLIGHT_PARAM, highlightWords} from '../highlightWords';

/** An address's query string with one `_highlight` parameter per word. */
const searchOf = (words: readonly string[], others = '') =>
  `?${others}${new URLSearchParams(words.map((word) => [HIGHLIGHT_PARAM, word])).toString()}`;

describe('highlightWords', () => {
  it('reads every word of the repeated parameter, in order, ignoring other parameters', () => {
    const words = ['button', 'a&b', 'café'];
    expect(highlightWords(searchOf(words, 'lang=en&'))).toEqual(words);
    expect(highlightWords(searchOf(words).slice(1))).toEqual(words);
  });

  it('trims the words and drops blank ones', () => {
    expect(highlightWords(searchOf([' chip ', '', '   ', 'card']))).toEqual(['chip', 'card']);
    expect(highlightWords(`?${HIGHLIGHT_PARAM}`)).toEqual([]);
  });

  it('reads nothing from an address without the parameter', () => {
    expect(highlightWords('')).toEqual([]);
    expect(highlightWords('?q=button&highlight=button')).toEqual([]);
  });

  it('keeps the first ten words', () => {
    const words = Array.from({length: 15}, (_, index) => `word${index}`);
    expect(highlightWords(searchOf(words))).toEqual(words.slice(0, 10));
  });
});
