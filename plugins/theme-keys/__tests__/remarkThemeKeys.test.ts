import {rmSync} from 'node:fs';
import path from 'node:path';
import {loadApiPageIndex} from '../apiPages';
import remarkThemeKeys, {addThemeKeys} from '../remarkThemeKeys';
import {addThemeKeysToSource} from '../sourceThemeKeys';
import {fixtureSite, REFERENCES} from './fixtureSite';

type Node = {type: string; depth?: number; url?: string; value?: string; children?: Node[]};

const text = (value: string): Node => ({type: 'text', value});
const code = (value: string): Node => ({type: 'inlineCode', value});
const link = (url: string, label: string): Node => ({type: 'link', url, children: [text(label)]});
const heading = (depth: number, label: string): Node => ({type: 'heading', depth, children: [text(label)]});
const item = (...inline: Node[]): Node => ({type: 'listItem', children: [{type: 'paragraph', children: inline}]});
const list = (...items: Node[]): Node => ({type: 'list', children: items});

/** The Markdown of a paragraph's inline nodes, to compare with the source transform. */
function markdownOf(node: Node): string {
  if (node.type === 'inlineCode') return `\`${node.value}\``;
  if (node.type === 'link') return `[${(node.children ?? []).map(markdownOf).join('')}](${node.url})`;
  return node.value ?? (node.children ?? []).map(markdownOf).join('');
}

const SOURCE = `# Button

## API

- [Button API](./api/button.mdx): every prop of \`Button\`.
- [Base UI Button](/base-ui/react-button/components-api/#button)
- [Button API](/material-ui/api/button/), with its slots

## Theme

- [Button API](./api/button.mdx): not in the API section.
`;

/** The mdast of SOURCE, as remark parses it. */
function sourceTree(): Node {
  return {
    type: 'root',
    children: [
      heading(1, 'Button'),
      heading(2, 'API'),
      list(
        item(link('./api/button.mdx', 'Button API'), text(': every prop of '), code('Button'), text('.')),
        item(link('/base-ui/react-button/components-api/#button', 'Base UI Button')),
        item(link('/material-ui/api/button/', 'Button API'), text(', with its slots')),
      ),
      heading(2, 'Theme'),
      list(item(link('./api/button.mdx', 'Button API'), text(': not in the API section.'))),
    ],
  };
}

describe('remarkThemeKeys', () => {
  const siteDir = fixtureSite();
  afterAll(() => rmSync(siteDir, {recursive: true, force: true}));
  const index = loadApiPageIndex(siteDir, REFERENCES);
  const pageFile = path.join(siteDir, 'docs/material-ui/react-button.mdx');
  const SENTENCE = 'Theme key: `MuiButton` (`theme.components.MuiButton.defaultProps` and `styleOverrides`).';

  it('adds the theme key after each API link of the section, and only there', () => {
    const root = sourceTree();
    remarkThemeKeys({siteDir, references: REFERENCES})(root, {path: pageFile});
    const paragraphs = (root.children ?? [])
      .filter((node) => node.type === 'list')
      .flatMap((node) => node.children ?? [])
      .map((listItem) => markdownOf(listItem));
    expect(paragraphs).toEqual([
      `[Button API](./api/button.mdx): every prop of \`Button\`. ${SENTENCE}`,
      '[Base UI Button](/base-ui/react-button/components-api/#button)',
      `[Button API](/material-ui/api/button/), with its slots. ${SENTENCE}`,
      '[Button API](./api/button.mdx): not in the API section.',
    ]);
  });

  it('writes the same sentences into the MDX source, for the Markdown export', () => {
    const root = sourceTree();
    addThemeKeys(root, pageFile, index);
    const items = (root.children?.[2]?.children ?? []).map((listItem) => `- ${markdownOf(listItem)}`);
    const exported = addThemeKeysToSource(SOURCE, pageFile, index);
    expect(exported.split('\n').slice(4, 7)).toEqual(items);
    expect(exported.split('\n').slice(7)).toEqual(SOURCE.split('\n').slice(7));
  });

  it('fails naming the page and every link to an API page that was not generated', () => {
    const root: Node = {
      type: 'root',
      children: [
        heading(2, 'API'),
        list(item(link('./api/buton.mdx', 'Buton')), item(link('/material-ui/api/fab/', 'Fab'))),
      ],
    };
    const message = `The "## API" section of ${pageFile} links to API pages that \`npm run generate:api\` does not generate: ./api/buton.mdx, /material-ui/api/fab/. Fix the links, or the references in src/products/apiReferences.ts.`;
    expect(() => addThemeKeys(root, pageFile, index)).toThrow(message);
    expect(() =>
      addThemeKeysToSource('## API\n\n- [Buton](./api/buton.mdx)\n- [Fab](/material-ui/api/fab/)\n', pageFile, index),
    ).toThrow(message);
  });

  it('leaves a page without an API section, or a file without a path, as it was', () => {
    const root: Node = {
      type: 'root',
      children: [heading(2, 'Usage'), list(item(link('./api/button.mdx', 'Button API')))],
    };
    const before = JSON.stringify(root);
    addThemeKeys(root, pageFile, index);
    expect(JSON.stringify(root)).toBe(before);
    const unnamed = sourceTree();
    remarkThemeKeys({siteDir, references: REFERENCES})(unnamed, {});
    expect(unnamed).toEqual(sourceTree());
  });
});
