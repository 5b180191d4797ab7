// The part of mark.js (no types of its own) that src/search/highlightWords.ts uses.
declare module 'mark.js/dist/mark.es6.js' {
  export interface MarkOptions {
    exclude?: string[];
    [option: string]: unknown;
  }

  export default class Mark {
    constructor(root: Element);
    mark(keywords: string | string[], options?: MarkOptions): void;
    unmark(options?: MarkOptions): void;
  }
}
