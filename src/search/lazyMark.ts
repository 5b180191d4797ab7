// Stands in for mark.js in the local search plugin's SearchBar (plugins/lazy-mark). The SearchBar
// marks the words of a search on the page it opens (`?_highlight=`), and clears the marks after
// every navigation, whether or not there were any. mark.js (5.6 KB gz, in main.js before) now
// loads on the first call with words to mark; clearing a page never marked costs nothing.
import type MarkJs from 'mark.js/dist/mark.es6.js';
import type {MarkOptions} from 'mark.js/dist/mark.es6.js';

let markJs: Promise<typeof MarkJs> | undefined;
/** Roots that have, or are about to have, marks. */
const markedRoots = new WeakSet<Element>();

function withMarkJs(use: (Mark: typeof MarkJs) => void): void {
  markJs ??= import('mark.js/dist/mark.es6.js').then((module) => module.default);
  markJs.then(use).catch((error: unknown) => console.warn('Search highlighting is unavailable:', error));
}

export default class LazyMark {
  constructor(private readonly root: Element) {}

  mark(keywords: string | readonly string[], options?: MarkOptions): void {
    const words = typeof keywords === 'string' ? [keywords] : [...keywords];
    if (words.length === 0) return;
    markedRoots.add(this.root);
    withMarkJs((Mark) => new Mark(this.root).mark(words, options));
  }

  unmark(options?: MarkOptions): void {
    if (!markedRoots.has(this.root)) return;
    markedRoots.delete(this.root);
    withMarkJs((Mark) => new Mark(this.root).unmark(options));
  }
}
