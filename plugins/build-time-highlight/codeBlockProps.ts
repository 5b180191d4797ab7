import parseNumericRange from 'parse-numeric-range';
import type {ThemeConfig} from '@docusaurus/theme-common';

/** A magic comment of the site config (`themeConfig.prism.magicComments`). */
export type MagicCommentConfig = ThemeConfig['prism']['magicComments'][number];

/**
 * What Docusaurus's code block works out in the browser from a Markdown code block (its
 * `createCodeBlockMetadata`: language, class name, title, first line number and the class names
 * of the lines a `{1,3-5}` range highlights, from the language and the metastring), worked out at
 * build time instead. They travel as the code block's `language`, `className`, `title`,
 * `showLineNumbers` and `lineClassNames` props, and src/theme/CodeBlock renders the block without
 * that parser in the browser. The unit test checks each against Docusaurus's.
 */
export interface StaticCodeBlockProps {
  language: string;
  className: string;
  title?: string;
  showLineNumbers?: number;
  /** Class names by line index (from 0), for a line range in the metastring. */
  lineClassNames?: Record<number, string[]>;
}

/** The inputs Docusaurus reads from a Markdown code block and the site config. */
export interface CodeBlockSource {
  lang?: string | null;
  meta?: string | null;
  code: string;
  magicComments: readonly MagicCommentConfig[];
  defaultLanguage?: string;
}

const TITLE = /title=(?<quote>["'])(?<title>.*?)\k<quote>/;
/** A `{1,3-5}` line range in the metastring: Docusaurus highlights those lines. */
const LINE_RANGE = /\{(?<range>[\d,-]+)\}/;

/** The directives of the magic comments (`highlight-next-line`...). */
function directives(magicComments: readonly MagicCommentConfig[]): string[] {
  return magicComments.flatMap(({line, block}) => [line, block?.start, block?.end]).filter((d) => d !== undefined);
}

/** The first line's number when the metastring asks for line numbers (`showLineNumbers[=N]`). */
function lineNumbersStart(meta: string): number | undefined {
  const flag = meta.split(' ').find((word) => word.startsWith('showLineNumbers'));
  if (flag === undefined) return undefined;
  return flag.startsWith('showLineNumbers=') ? parseInt(flag.slice('showLineNumbers='.length), 10) : 1;
}

/**
 * The class names Docusaurus gives the lines of a metastring's line range: the first magic
 * comment's, on each line the range names (from 1). Docusaurus then leaves magic comments in the
 * code alone. Undefined when there is no magic comment (Docusaurus's parser fails on it).
 */
function rangeLineClassNames(
  range: string,
  magicComments: readonly MagicCommentConfig[],
): Record<number, string[]> | undefined {
  const [first] = magicComments;
  if (first === undefined) return undefined;
  return Object.fromEntries(
    parseNumericRange(range)
      .filter((line) => line > 0)
      .map((line) => [line - 1, [first.className]]),
  );
}

/**
 * The props of a Markdown code block whose code Docusaurus shows as written (a line range only
 * adds class names to lines), or undefined when it would change its lines (a magic comment
 * directive in the code, without a line range): those blocks keep Docusaurus's own parser,
 * loaded on demand.
 */
export function staticCodeBlockProps({
  lang,
  meta,
  code,
  magicComments,
  defaultLanguage,
}: CodeBlockSource): StaticCodeBlockProps | undefined {
  const range = meta ? LINE_RANGE.exec(meta)?.groups?.range : undefined;
  const lineClassNames = range === undefined ? undefined : rangeLineClassNames(range, magicComments);
  if (range !== undefined && lineClassNames === undefined) return undefined;
  if (range === undefined && directives(magicComments).some((directive) => code.includes(directive))) return undefined;
  // Prism's language names are lower case; Docusaurus accepts any case.
  const language = (lang || defaultLanguage)?.toLowerCase() ?? 'text';
  const given = lang ? `language-${lang}` : undefined;
  const className = given?.includes(`language-${language}`)
    ? given
    : [given, `language-${language}`].filter(Boolean).join(' ');
  const title = meta ? TITLE.exec(meta)?.groups?.title : undefined;
  const start = meta ? lineNumbersStart(meta) : undefined;
  // `showLineNumbers=x`: Docusaurus's own parser makes of it what it will.
  if (Number.isNaN(start)) return undefined;
  return {
    language,
    className,
    ...(title ? {title} : {}),
    ...(start !== undefined ? {showLineNumbers: start} : {}),
    ...(lineClassNames !== undefined ? {lineClassNames} : {}),
  };
}
