/**
 * Pure checks of a docs page's Markdown/MDX source for the content gate (`npm run check:content`).
 * They read the source as text: no MDX compilation, so the gate runs in a second.
 */

/** Words a page must have outside code, tables, imports and JSX. */
export const MIN_PROSE_WORDS = 150;

/** Demos a component page must show. */
export const MIN_COMPONENT_DEMOS = 2;

/** Phrases that mark unfinished content; matched on the whole source, code included. */
const BANNED_PHRASES: readonly {label: string; pattern: RegExp}[] = [
  {label: 'TODO', pattern: /\bTODO\b/},
  {label: 'lorem', pattern: /lorem/i},
  {label: 'coming soon', pattern: /coming\s+soon/i},
  {label: 'DRAFT-STUB', pattern: /DRAFT-STUB/},
];

/** The source without front matter, fenced code, tables, MDX imports/exports, JSX tags and comments. */
export function proseOf(source: string): string {
  return (
    source
      .replace(/^---\n[\s\S]*?\n---\n/, '')
      .replace(/^(```+|~~~+)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
      // MDX import/export statements, possibly over several lines.
      .replace(/^(?:import|export)\s[\s\S]*?(?:;[ \t]*$|(?=\n\n))/gm, '')
      .split('\n')
      .filter((line) => !/^\s*\|/.test(line))
      .join('\n')
      // Self-closing JSX elements, with their props (possibly multi-line).
      .replace(/<[A-Z][\w.]*(?:\s[^<>]*?)?\/>/gs, '')
      // Remaining tags (their text content stays: it is prose).
      .replace(/<\/?[A-Za-z][\w.-]*(?:\s[^<>]*?)?>/gs, ' ')
  );
}

/** Number of words of prose: runs of letters or digits, with inner apostrophes and hyphens. */
export function countProseWords(source: string): number {
  return proseOf(source).match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** The banned phrases the source contains, by label. */
export function findBannedPhrases(source: string): string[] {
  return BANNED_PHRASES.filter(({pattern}) => pattern.test(source)).map(({label}) => label);
}

/** Number of `<Demo ...>` elements the page renders. */
export function countDemos(source: string): number {
  return source.replace(/^(```+|~~~+)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '').match(/<Demo[\s/>]/g)?.length ?? 0;
}

/**
 * True for a page that must show live demos: a component page of a product
 * (`/material-ui/react-button`, `/toolpad/core/react-crud`) or a Data Grid feature page (every
 * page under `/x/react-data-grid/`: each shows grids).
 */
export function isComponentPage(pathname: string): boolean {
  return (
    /^\/[\w-]+\/react-[\w-]+$/.test(pathname) ||
    /^\/toolpad\/core\/react-[\w-]+$/.test(pathname) ||
    /^\/x\/react-data-grid\/[\w/-]+$/.test(pathname)
  );
}

/** What is wrong with one page's content, as messages (empty when the page passes). */
export function checkPageContent(pathname: string, source: string, {requireDemos}: {requireDemos: boolean}): string[] {
  const problems: string[] = [];
  const words = countProseWords(source);
  if (words < MIN_PROSE_WORDS) {
    problems.push(`has ${words} words of prose; at least ${MIN_PROSE_WORDS} are required (code and tables excluded)`);
  }
  for (const phrase of findBannedPhrases(source)) {
    problems.push(`contains "${phrase}"`);
  }
  if (requireDemos && isComponentPage(pathname)) {
    const demos = countDemos(source);
    if (demos < MIN_COMPONENT_DEMOS) {
      problems.push(`is a component page with ${demos} demo(s); at least ${MIN_COMPONENT_DEMOS} are required`);
    }
  }
  return problems;
}
