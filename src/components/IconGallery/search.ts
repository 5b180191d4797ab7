/**
 * Searching the icon index (plugins/icon-gallery): pure functions, so that ranking is tested
 * without a browser. A match ranks by how it matches: the whole name, then the name's start, then
 * anywhere in the name (or every typed word starting a word of the name, in any order), then a
 * synonym typed in full, then synonyms and name words started; within a rank, shorter names first.
 */
import {THEME_LABELS, themeBit, type IconTheme} from '@site/plugins/icon-gallery/iconNames';
import type {IconIndex} from '@site/plugins/icon-gallery/types';

/** One icon, prepared for matching. */
export interface SearchEntry {
  /** Its position in IconIndex.names (which also picks its drawings file). */
  position: number;
  name: string;
  /** The name in lower case: `arrowback`. */
  lowerName: string;
  /** The words of the name in lower case: `arrow`, `back`. */
  nameWords: readonly string[];
  /** Each synonym in lower case without spaces: `trashcan`. */
  synonymPhrases: readonly string[];
  /** The words of every synonym in lower case. */
  synonymWords: readonly string[];
  /** The themes it exists in (IconIndex.themes). */
  themes: number;
}

/** How a match ranks, best first. */
const EXACT_NAME = 0;
const NAME_PREFIX = 1;
const NAME_SUBSTRING = 2;
const EXACT_SYNONYM = 3;
const SYNONYM_WORDS = 4;
type Rank =
  typeof EXACT_NAME | typeof NAME_PREFIX | typeof NAME_SUBSTRING | typeof EXACT_SYNONYM | typeof SYNONYM_WORDS;

/**
 * Words of a PascalCase name or of typed text, in lower case: `ArrowBackIos` gives arrow, back,
 * ios; `3d rotation` gives 3, d, rotation.
 */
export function splitWords(text: string): string[] {
  return (text.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? []).map((word) => word.toLowerCase());
}

/** Letters and digits only, in lower case: how a name and a query are compared. */
function compactForm(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The index's icons, prepared once for every search. */
export function createSearchEntries(index: Pick<IconIndex, 'names' | 'themes' | 'synonyms'>): SearchEntry[] {
  return index.names.map((name, position) => {
    const synonyms = index.synonyms[name] ?? [];
    return {
      position,
      name,
      lowerName: name.toLowerCase(),
      nameWords: splitWords(name),
      synonymPhrases: synonyms.map(compactForm),
      synonymWords: synonyms.flatMap((synonym) =>
        synonym
          .toLowerCase()
          .split(/[^a-z0-9]+/)
          .filter(Boolean),
      ),
      themes: index.themes[position] ?? 0,
    };
  });
}

/** True when every typed word starts one of `words`. */
function everyWordStarts(queryWords: readonly string[], words: readonly string[]): boolean {
  return queryWords.every((typed) => words.some((word) => word.startsWith(typed)));
}

function rankOf(entry: SearchEntry, compact: string, queryWords: readonly string[]): Rank | null {
  if (entry.lowerName === compact) return EXACT_NAME;
  if (entry.lowerName.startsWith(compact)) return NAME_PREFIX;
  if (entry.lowerName.includes(compact) || everyWordStarts(queryWords, entry.nameWords)) return NAME_SUBSTRING;
  if (entry.synonymPhrases.includes(compact)) return EXACT_SYNONYM;
  if (entry.synonymWords.length > 0 && everyWordStarts(queryWords, [...entry.synonymWords, ...entry.nameWords])) {
    return SYNONYM_WORDS;
  }
  return null;
}

/**
 * The positions of the icons that exist in `theme` and match `query`, best first. Case and
 * spacing do not matter ("arrow back" finds ArrowBack); an empty query lists every icon of the
 * theme in index order.
 */
export function searchIcons(entries: readonly SearchEntry[], query: string, theme: IconTheme): number[] {
  const bit = themeBit(theme);
  const inTheme = entries.filter((entry) => entry.themes & bit);
  const compact = compactForm(query);
  if (compact === '') return inTheme.map((entry) => entry.position);
  // Typed words split at spaces and at capitals, so that a pasted `ArrowBack` is two words too.
  const queryWords = query.split(/[^A-Za-z0-9]+/).flatMap(splitWords);
  const ranked: {entry: SearchEntry; rank: Rank}[] = [];
  for (const entry of inTheme) {
    const rank = rankOf(entry, compact, queryWords);
    if (rank !== null) ranked.push({entry, rank});
  }
  ranked.sort(
    (a, b) =>
      a.rank - b.rank ||
      a.entry.name.length - b.entry.name.length ||
      (a.entry.name < b.entry.name ? -1 : a.entry.name > b.entry.name ? 1 : 0),
  );
  return ranked.map(({entry}) => entry.position);
}

/** The sentence that announces the results: "12 icons match “delete” in the Outlined theme". */
export function describeResults(count: number, query: string, theme: IconTheme): string {
  const themeName = `the ${THEME_LABELS[theme]} theme`;
  const icons = `${count.toLocaleString('en')} ${count === 1 ? 'icon' : 'icons'}`;
  const typed = query.trim();
  if (compactForm(typed) === '') return `${icons} in ${themeName}`;
  if (count === 0) return `No icons match “${typed}” in ${themeName}`;
  return `${icons} ${count === 1 ? 'matches' : 'match'} “${typed}” in ${themeName}`;
}
