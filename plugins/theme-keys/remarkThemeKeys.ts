// Remark plugin: in a doc page's `## API` section, each list item that links to a generated API
// page says the theme key of its component, read from the pages' manifests (`_components.json`):
// "Theme key: `MuiButton` (`theme.components.MuiButton.defaultProps` and `styleOverrides`)."
// A link into a reference's pages that its manifest does not list fails the build, naming the page.
import {
  API_HEADING,
  loadApiPageIndex,
  missingPagesError,
  resolveApiLink,
  themeKeySentence,
  type ApiPageIndex,
  type ApiReferenceFolder,
} from './apiPages';

/** Options of the remark plugin (the site config passes src/products/apiReferences.ts). */
export interface ThemeKeysOptions {
  /** The site folder the references' `outDir`s are relative to. */
  siteDir: string;
  references: readonly ApiReferenceFolder[];
}

/** The mdast fields this plugin reads and writes. */
interface Node {
  type: string;
  depth?: number;
  url?: string;
  value?: string;
  children?: Node[];
}

function textOf(node: Node): string {
  return node.value ?? (node.children ?? []).map(textOf).join('');
}

function links(node: Node): Node[] {
  if (node.type === 'link') return [node];
  return (node.children ?? []).flatMap(links);
}

/** The top-level nodes of the `## API` section: after its heading, up to the next heading of depth 2 or less. */
function apiSection(root: Node): Node[] {
  const children = root.children ?? [];
  const start = children.findIndex(
    (node) => node.type === 'heading' && node.depth === 2 && textOf(node).trim() === API_HEADING,
  );
  if (start < 0) return [];
  const rest = children.slice(start + 1);
  const end = rest.findIndex((node) => node.type === 'heading' && (node.depth ?? 0) <= 2);
  return end < 0 ? rest : rest.slice(0, end);
}

/** Appends the sentence of each theme key to a paragraph, after a full stop if it lacks one. */
function appendSentences(paragraph: Node, themeKeys: readonly string[]): void {
  const children = paragraph.children ?? [];
  const last = children[children.length - 1];
  const ended = last?.type === 'text' && /[.!?]\s*$/.test(last.value ?? '');
  const added: Node[] = [{type: 'text', value: ended ? ' ' : '. '}];
  themeKeys.forEach((key, position) => {
    if (position > 0) added.push({type: 'text', value: ' '});
    for (const part of themeKeySentence(key)) added.push({type: part.code ? 'inlineCode' : 'text', value: part.text});
  });
  paragraph.children = [...children, ...added];
}

/**
 * Adds the theme key sentences to the `## API` section of one page (the mdast of `pageFile`), in
 * place. Throws naming the page and every link into a reference that its manifest does not list.
 */
export function addThemeKeys(root: Node, pageFile: string, index: ApiPageIndex): void {
  const missing: string[] = [];
  for (const list of apiSection(root).filter((node) => node.type === 'list')) {
    for (const item of list.children ?? []) {
      const paragraph = (item.children ?? []).find((child) => child.type === 'paragraph');
      if (!paragraph) continue;
      const themeKeys = new Set<string>();
      for (const link of links(paragraph)) {
        const target = resolveApiLink(link.url ?? '', pageFile, index);
        if (target?.kind === 'missing') missing.push(link.url ?? '');
        if (target?.kind === 'page' && target.page.themeKey) themeKeys.add(target.page.themeKey);
      }
      if (themeKeys.size > 0) appendSentences(paragraph, [...themeKeys]);
    }
  }
  if (missing.length > 0) throw missingPagesError(pageFile, missing);
}

/** The remark plugin; the manifests are read once, on the first page (they are written before the build). */
export default function remarkThemeKeys(options: ThemeKeysOptions) {
  let index: ApiPageIndex | undefined;
  return (root: Node, file: {path?: string}): void => {
    if (!file.path) return;
    index ??= loadApiPageIndex(options.siteDir, options.references);
    addThemeKeys(root, file.path, index);
  };
}
