// Remark plugin: the fenced code blocks of the Markdown pages are highlighted at build time, and
// what Docusaurus's code block would parse in the browser (language, title, line numbers, the
// lines a `{1,3-5}` range highlights) is worked out here too (codeBlockProps.ts). The tokens
// travel to the code block as a `tokens` prop (JSON) with the parsed props, and
// src/theme/CodeBlock renders them with the site's Prism theme: pages load no Prism and no code
// block parser. A block whose lines Docusaurus changes (magic comments) gets no tokens and keeps
// Docusaurus's parser and Prism, loaded on demand.
import {staticCodeBlockProps, type MagicCommentConfig} from './codeBlockProps';
import {highlightSource, registerLanguages} from './highlight';

export interface Options {
  /** Prism grammars to add to prism-react-renderer's set (`themeConfig.prism.additionalLanguages`). */
  additionalLanguages: readonly string[];
  /** The site's `themeConfig.prism.magicComments`. */
  magicComments: readonly MagicCommentConfig[];
  /** The site's `themeConfig.prism.defaultLanguage`, if any. */
  defaultLanguage?: string;
}

interface CodeNode {
  type: 'code';
  lang?: string | null;
  meta?: string | null;
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

export default function remarkHighlight({additionalLanguages, magicComments, defaultLanguage}: Options) {
  registerLanguages(additionalLanguages);
  return (root: ParentNode): void => {
    forEachCode(root, (code) => {
      const props = staticCodeBlockProps({
        lang: code.lang,
        meta: code.meta,
        code: code.value,
        magicComments,
        defaultLanguage,
      });
      if (props === undefined) return;
      const {className, lineClassNames, ...rest} = props;
      code.data ??= {};
      code.data.hProperties = {
        ...code.data.hProperties,
        ...rest,
        // hast class names are a list.
        className: className.split(' '),
        tokens: JSON.stringify(highlightSource(code.value, props.language)),
        ...(lineClassNames !== undefined ? {lineClassNames: JSON.stringify(lineClassNames)} : {}),
      };
    });
  };
}
