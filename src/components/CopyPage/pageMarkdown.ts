/** Fetching a page's Markdown for the clipboard. */

/** The page's Markdown could not be fetched: offline, not built (`npm start`), or not found. */
export class MarkdownUnavailableError extends Error {
  constructor(url: string, cause?: unknown) {
    super(`The Markdown of this page (${url}) could not be loaded.`, {cause});
    this.name = 'MarkdownUnavailableError';
  }
}

/**
 * The Markdown body without its YAML front matter, so that what the visitor pastes starts with the
 * page's `# Title`. Text without front matter is returned as it is.
 */
export function stripFrontMatter(markdown: string): string {
  const match = /^---\r?\n(?:[\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/.exec(markdown);
  return match ? markdown.slice(match[0].length).replace(/^(?:\r?\n)+/, '') : markdown;
}

/**
 * The Markdown served at `url`, front matter removed. Rejects with {@link MarkdownUnavailableError}
 * on a network error, an error status, or an HTML answer (a host's "not found" page, or the
 * development server, which answers every path with the app).
 */
export async function fetchPageMarkdown(
  url: string,
  fetchText: typeof fetch = (...args) => fetch(...args),
): Promise<string> {
  let response: Response;
  try {
    response = await fetchText(url, {headers: {Accept: 'text/markdown, text/plain;q=0.9'}});
  } catch (error) {
    throw new MarkdownUnavailableError(url, error);
  }
  if (!response.ok || (response.headers.get('content-type') ?? '').includes('text/html')) {
    throw new MarkdownUnavailableError(url);
  }
  return stripFrontMatter(await response.text());
}
