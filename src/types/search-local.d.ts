// The parts of @easyops-cn/docusaurus-search-local's client (plain JavaScript, no types) that the
// search box island uses (src/search/SearchBarIsland.tsx).
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar' {
  import type {ComponentType} from 'react';
  const SearchBar: ComponentType<{handleSearchBarToggle?: (expanded: boolean) => void}>;
  export default SearchBar;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated' {
  export const searchBarShortcut: boolean;
  export const searchBarShortcutHint: boolean;
  export const searchBarShortcutKeymap: string;
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
