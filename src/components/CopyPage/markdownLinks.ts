/**
 * Where a doc page's Markdown is served (plugins/markdown-export writes it) and the links the
 * Copy page menu builds from it. Pure: the component passes the pathname and the site's URL.
 */

/**
 * The URL path of a page's Markdown: the page's path without its trailing slash, plus `.md`.
 * `/material-ui/react-button/` -> `/material-ui/react-button.md`; the root of a docs instance,
 * `/x/react-data-grid/` -> `/x/react-data-grid.md`; the site root -> `/index.md`.
 */
export function getMarkdownPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/index.md' : `${trimmed}.md`;
}

/** An absolute URL from the site's canonical URL (`siteConfig.url`) and a path of the site. */
export function getAbsoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).href;
}

/** The chat assistants the menu offers, with the address that starts a chat from a `q` prompt. */
export const AI_CHATS = {
  chatgpt: 'https://chatgpt.com/',
  claude: 'https://claude.ai/new',
} as const;

/** A chat assistant of {@link AI_CHATS}. */
export type AiChat = keyof typeof AI_CHATS;

/** What the assistant is asked: read the page's Markdown, then answer the visitor's questions. */
export function getAskPrompt(markdownUrl: string): string {
  return `Read ${markdownUrl} so I can ask questions about it.`;
}

/** The address that opens `chat` with the prompt about the page whose Markdown is at `markdownUrl`. */
export function getAiChatUrl(chat: AiChat, markdownUrl: string): string {
  return `${AI_CHATS[chat]}?q=${encodeURIComponent(getAskPrompt(markdownUrl))}`;
}
