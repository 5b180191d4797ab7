/**
 * The llms.txt files (https://llmstxt.org): an H1 with the name, a `>` summary, optional
 * paragraphs, then H2 sections whose bodies are lists of `- [title](url): description`.
 */

/** One entry of a section: a link and what the reader finds there. */
export interface LlmsLink {
  title: string;
  url: string;
  description?: string;
}

/** An H2 section and its list of links. */
export interface LlmsSection {
  title: string;
  links: readonly LlmsLink[];
}

/** The content of an llms.txt file. */
export interface LlmsTxt {
  /** The H1: the site's or product's name. */
  title: string;
  /** The blockquote: one sentence on what the site or product is. */
  summary: string;
  /** Paragraphs between the summary and the sections. */
  details?: readonly string[];
  sections: readonly LlmsSection[];
}

/** Text on one line, for headings, link texts and descriptions. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function linkItem({title, url, description}: LlmsLink): string {
  const text = oneLine(title).replace(/[[\]]/g, '\\$&');
  const about = description === undefined ? '' : oneLine(description);
  return `- [${text}](${url})${about === '' ? '' : `: ${about}`}`;
}

/** An llms.txt file; sections without links are left out. */
export function renderLlmsTxt({title, summary, details = [], sections}: LlmsTxt): string {
  return [
    `# ${oneLine(title)}`,
    `> ${oneLine(summary)}`,
    ...details,
    ...sections
      .filter((section) => section.links.length > 0)
      .map((section) => `## ${oneLine(section.title)}\n\n${section.links.map(linkItem).join('\n')}`),
  ]
    .join('\n\n')
    .concat('\n');
}

/** A page of an llms-full.txt file: its title, its URL on the site and its Markdown body. */
export interface FullTextPage {
  title: string;
  url: string;
  /** The page's Markdown without front matter or title (mdxToMarkdown). */
  body: string;
}

/**
 * An llms-full.txt file: the H1 and summary of the product, then every page in order, each
 * under its own H1 followed by its URL.
 */
export function renderLlmsFullTxt(header: Pick<LlmsTxt, 'title' | 'summary'>, pages: readonly FullTextPage[]): string {
  return [
    `# ${oneLine(header.title)}`,
    `> ${oneLine(header.summary)}`,
    ...pages.map((page) => `# ${oneLine(page.title)}\n\nSource: ${page.url}\n\n${page.body.trim()}`),
  ]
    .join('\n\n')
    .concat('\n');
}
