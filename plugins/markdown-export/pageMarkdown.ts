/** The `.md` file of one page: front matter, the title as H1, the converted body. */
import {frontMatter} from '../api-reference/mdx';

/** What a page's `.md` file says about the page besides its body. */
export interface PageHead {
  title: string;
  description: string;
}

/**
 * A page's Markdown file: YAML front matter with `title` and `description` (values written as
 * JSON strings, which YAML reads whatever they contain), `# <title>`, then `body`.
 */
export function renderPageMarkdown({title, description}: PageHead, body: string): string {
  return `${frontMatter({title, description})}\n# ${title}\n\n${body.trim()}\n`;
}
