// The parts of @easyops-cn/docusaurus-search-local's client (plain JavaScript, no types) that the
// search box island (src/search/SearchBarIsland.tsx) and the search page (src/theme/SearchPage) use.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar' {
  import type {ComponentType} from 'react';
  const SearchBar: ComponentType<{handleSearchBarToggle?: (expanded: boolean) => void}>;
  export default SearchBar;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated' {
  export const searchBarShortcut: boolean;
  export const searchBarShortcutHint: boolean;
  export const searchBarShortcutKeymap: string;
  /** mark.js, or null when the target page does not mark the searched words. */
  export const Mark: unknown;
  export const searchContextByPaths: (string | {label: string | Record<string, string>; path: string})[] | null;
  export const useAllContextsWithNoSearchContext: boolean;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker' {
  /** An indexed document: id, title or text, URL, hash, breadcrumb and section title. */
  export interface SearchDocument {
    i: number;
    t: string;
    u: string;
    h?: string;
    b?: string[];
    s?: string;
  }
  export interface SearchResult {
    document: SearchDocument;
    /** 0 title, 1 heading, 2 description, 3 keywords, 4 content. */
    type: number;
    page: SearchDocument | undefined;
    tokens: string[];
    metadata: unknown;
  }
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
  export function searchByWorker(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<SearchResult[]>;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/normalizeContextByPath' {
  export function normalizeContextByPath(
    context: string | {label: string | Record<string, string>; path: string},
    currentLocale: string,
  ): {label: string; path: string};
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight' {
  export function highlight(content: string, tokens: string[]): string;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed' {
  export function highlightStemmed(content: string, positions: unknown, tokens: string[], maxLength?: number): string;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions' {
  export function getStemmedPositions(metadata: unknown, field: string): unknown;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap' {
  export interface Keymap {
    key: string;
    ctrl: boolean;
    alt: boolean;
    shift: boolean;
    meta: boolean;
  }
  export function parseKeymap(keymap: string): Keymap;
  export function matchesKeymap(event: KeyboardEvent, keymap: Keymap): boolean;
  export function getKeymapHints(keymap: string, isMac: boolean): string[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform' {
  export function isMacPlatform(): boolean;
}
