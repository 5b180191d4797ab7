import {API_HEADING, missingPagesError, resolveApiLink, themeKeySentence, type ApiPageIndex} from './apiPages';

/** A Markdown link's target: `[text](target)`. */
const LINK = /\]\(([^)\s]+)\)/g;
const FENCE = /^\s*(```|~~~)/;
const LIST_ITEM = /^[-*+]\s/;

/** The sentences of the theme keys, in Markdown. */
function sentences(themeKeys: readonly string[]): string {
  return themeKeys
    .map((key) =>
      themeKeySentence(key)
        .map((part) => (part.code ? `\`${part.text}\`` : part.text))
        .join(''),
    )
    .join(' ');
}

/**
 * The same sentences as remarkThemeKeys.ts, added to a page's MDX source for the readers that do
 * not run remark (plugins/markdown-export): in the `## API` section, at the end of the first
 * paragraph of each top-level list item that links to a generated API page with a theme key.
 * Line-based: an item's paragraph is its first line and the indented lines that continue it.
 */
export function addThemeKeysToSource(mdx: string, pageFile: string, index: ApiPageIndex): string {
  const lines = mdx.split('\n');
  const missing: string[] = [];
  let inSection = false;
  let inFence = false;
  for (let start = 0; start < lines.length; start += 1) {
    const line = lines[start] ?? '';
    if (FENCE.test(line)) inFence = !inFence;
    if (inFence) continue;
    if (/^#{1,2}\s/.test(line)) inSection = line.replace(/^##\s+/, '').trim() === API_HEADING && line.startsWith('## ');
    if (!inSection || !LIST_ITEM.test(line)) continue;
    let end = start;
    while (/^\s+\S/.test(lines[end + 1] ?? '') && !/^\s+[-*+]\s/.test(lines[end + 1] ?? '')) end += 1;
    const paragraph = lines.slice(start, end + 1).join('\n');
    const themeKeys = new Set<string>();
    for (const [, url] of paragraph.matchAll(LINK)) {
      const target = resolveApiLink(url ?? '', pageFile, index);
      if (target?.kind === 'missing') missing.push(url ?? '');
      if (target?.kind === 'page' && target.page.themeKey) themeKeys.add(target.page.themeKey);
    }
    if (themeKeys.size > 0) {
      const last = lines[end] ?? '';
      lines[end] = `${last.trimEnd()}${/[.!?]$/.test(last.trimEnd()) ? ' ' : '. '}${sentences([...themeKeys])}`;
    }
    start = end;
  }
  if (missing.length > 0) throw missingPagesError(pageFile, missing);
  return lines.join('\n');
}
