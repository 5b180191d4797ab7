import type {ThemeConfig} from '@docusaurus/theme-common';

/** A magic comment of the site config (`themeConfig.prism.magicComments`). */
export type MagicCommentConfig = ThemeConfig['prism']['magicComments'][number];

/**
 * What Docusaurus's code block works out in the browser from a Markdown code block (its
 * `createCodeBlockMetadata`: language, class name, title and first line number from the language
 * and the metastring), worked out at build time instead. They travel as the code block's
 * `language`, `className`, `title` and `showLineNumbers` props, and src/theme/CodeBlock renders
 * the block without that parser in the browser. The unit test checks each against Docusaurus's.
 */
export interface StaticCodeBlockProps {
  language: string;
  className: string;
  title?: string;
  showLineNumbers?: number;
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
const LINE_RANGE = /\{[\d,-]+\}/;

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
 * The props of a Markdown code block that Docusaurus shows line for line as written, or undefined
 * when it would change its lines (a line range in the metastring, or a magic comment directive
 * anywhere in the code): those blocks keep Docusaurus's own parser, loaded on demand.
 */
export function staticCodeBlockProps({
  lang,
  meta,
  code,
  magicComments,
  defaultLanguage,
}: CodeBlockSource): StaticCodeBlockProps | undefined {
  if (meta && LINE_RANGE.test(meta)) return undefined;
  if (directives(magicComments).some((directive) => code.includes(directive))) return undefined;
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
  };
}
