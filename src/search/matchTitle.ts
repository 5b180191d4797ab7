/** A half-open range of characters in a title: `[start, end)`. */
export interface TextRange {
  start: number;
  end: number;
}

/** How well a title matches a filter query; lower `cost` is better (0 = exact substring). */
export interface TitleMatch extends TextRange {
  cost: number;
}

/** Queries shorter than this must match exactly (a typo in two letters changes everything). */
const MIN_FUZZY_LENGTH = 4;

/** Edit distance with adjacent transpositions (optimal string alignment), capped at `max + 1`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previousPrevious: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previousPrevious[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previousPrevious = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** Start offsets of the words of a title (after spaces, hyphens, slashes...). */
function wordStarts(title: string): number[] {
  return [...title.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => match.index);
}

/**
 * Where `query` matches `title`, ignoring case: a substring match first; otherwise, for queries of
 * four characters or more, the start of a word that is one typo away (two from eight characters):
 * "swich" finds "Switch", "autocomplte" finds "Autocomplete". `null` when nothing matches.
 */
export function matchTitle(title: string, query: string): TitleMatch | null {
  const needle = query.trim().toLowerCase();
  if (needle === '') return null;
  const haystack = title.toLowerCase();
  const index = haystack.indexOf(needle);
  if (index !== -1) {
    return {start: index, end: index + needle.length, cost: 0};
  }
  if (needle.length < MIN_FUZZY_LENGTH) return null;
  const maxTypos = needle.length >= 8 ? 2 : 1;
  let best: TitleMatch | null = null;
  for (const start of wordStarts(haystack)) {
    for (let length = needle.length - maxTypos; length <= needle.length + maxTypos; length += 1) {
      if (start + length > haystack.length) break;
      const cost = editDistance(needle, haystack.slice(start, start + length), maxTypos);
      if (cost <= maxTypos && (best === null || cost < best.cost)) {
        best = {start, end: start + length, cost};
      }
    }
  }
  return best;
}
