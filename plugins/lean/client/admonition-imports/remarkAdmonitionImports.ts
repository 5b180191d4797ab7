// Remark plugin: a page with admonitions (`:::note` ...) imports the admonition component itself.
// Docusaurus renders them through the MDX provider's components, which every doc page loads, so
// each page downloaded the component and its icons for the two pages of the site that have any. The
// provider's entry now loads the component on demand (src/components/OnDemand/Admonition.tsx),
// for Markdown that this plugin did not see.

/** The name the admonition component is imported under in a page that has admonitions. */
export const ADMONITION_BINDING = 'ThemeAdmonition';

/** The module imported. */
export const ADMONITION_MODULE = '@theme/Admonition';

interface Node {
  type: string;
  children?: Node[];
  data?: {hName?: string; estree?: unknown};
  value?: string;
}

/** Docusaurus's admonitions plugin marks a directive as an admonition with this element name. */
const ADMONITION_ELEMENT = 'admonition';

/** Points every admonition under `node` at ADMONITION_BINDING; true if there was one. */
function bindAdmonitions(node: Node): boolean {
  let found = false;
  if (node.type === 'containerDirective' && node.data?.hName === ADMONITION_ELEMENT) {
    node.data.hName = ADMONITION_BINDING;
    found = true;
  }
  for (const child of node.children ?? []) found = bindAdmonitions(child) || found;
  return found;
}

/** `import ThemeAdmonition from '@theme/Admonition';` as an MDX ESM node. */
function importNode(): Node {
  return {
    type: 'mdxjsEsm',
    value: '',
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            attributes: [],
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: ADMONITION_BINDING}}],
            source: {type: 'Literal', value: ADMONITION_MODULE, raw: JSON.stringify(ADMONITION_MODULE)},
          },
        ],
      },
    },
  };
}

/** Must run after Docusaurus's admonitions plugin, as site remark plugins do. */
export default function remarkAdmonitionImports() {
  return (root: Node): void => {
    if (bindAdmonitions(root)) root.children = [importNode(), ...(root.children ?? [])];
  };
}
