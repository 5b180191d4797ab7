/**
 * Client module (plugins/search-index): a page opened from a search result (`?_highlight=word`,
 * one parameter per word) marks those words in its text. mark.js loads only then, never with a
 * page opened otherwise.
 */
import type {ClientModule} from '@docusaurus/types';
import type {MarkOptions} from 'mark.js/dist/mark.es6.js';

/** The query parameter that carries the words, repeated once per word. */
export const HIGHLIGHT_PARAM = '_highlight';

/** Where the words are marked: the page's text, not its navigation. */
const ROOT_SELECTOR = 'article';

const MARK_OPTIONS: MarkOptions = {separateWordSearch: true, exclude: ['pre', 'pre *', '.mui-demo', '.mui-demo *']};

/** The words of an address's `_highlight` parameters (blank ones dropped, at most 10). */
export function highlightWords(search: string): string[] {
  return new URLSearchParams(search)
    .getAll(HIGHLIGHT_PARAM)
    .map((word) => word.trim())
    .filter(Boolean)
    .slice(0, 10);
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    const words = highlightWords(location.search);
    const root = document.querySelector(ROOT_SELECTOR);
    if (words.length === 0 || !root) return;
    import('mark.js/dist/mark.es6.js').then(
      ({default: Mark}) => new Mark(root).mark(words, MARK_OPTIONS),
      (error: unknown) => console.warn('Search highlighting is unavailable:', error),
    );
  },
};

export default clientModule;
