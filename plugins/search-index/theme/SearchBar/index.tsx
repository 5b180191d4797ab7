// The search box of the local search: what `@theme-original/SearchBar` resolves to when the
// site's SearchBar swizzle (src/theme/SearchBar) wraps it. Algolia's theme provides it otherwise.
export {default} from '@site/src/search/SearchBarIsland';
