// Remark plugin: every fenced code block of the Markdown pages is highlighted at build time. The
// tokens travel to the code block as a `tokens` prop (JSON), and src/theme/CodeBlock/Content
// renders them with the site's Prism theme, so pages load no Prism and tokenize nothing.
import {highlightSource, registerLanguages} from './highlight';

export interface Options {
  /** Prism grammars to add to prism-react-renderer's set (`themeConfig.prism.additionalLanguages`). */
  additionalLanguages: readonly string[];
}

interface CodeNode {
  type: 'code';
  lang?: string | null;
  value: string;
  data?: {hProperties?: Record<string, unknown>};
}

interface ParentNode {
  type: string;
  children?: unknown[];
}

function isCode(node: ParentNode): node is ParentNode & CodeNode {
  return node.type === 'code' && typeof (node as Partial<CodeNode>).value === 'string';
}

/** Calls `visit` for each fenced code block under `node` (in lists, quotes, JSX elements...). */
function forEachCode(node: ParentNode, visit: (code: CodeNode) => void): void {
  if (isCode(node)) visit(node);
  for (const child of node.children ?? []) forEachCode(child as ParentNode, visit);
}

/** The `tokens` prop of a code block: its lines as highlighted for its language. */
function tokensFor(value: string, lang: string | null | undefined): string {
  return JSON.stringify(highlightSource(value, lang ?? 'text'));
}

export default function remarkHighlight({additionalLanguages}: Options) {
  registerLanguages(additionalLanguages);
  return (root: ParentNode): void => {
    forEachCode(root, (code) => {
      code.data ??= {};
      code.data.hProperties = {...code.data.hProperties, tokens: tokensFor(code.value, code.lang)};
    });
  };
}
