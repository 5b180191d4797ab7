import fs from 'node:fs';
import path from 'node:path';
import {renderItemsPage, renderPage} from '../../api-reference/renderPage';
import type {ComponentApi, HookApi} from '../../api-reference/types';
import {fenceEnd, fenceOpening} from '../markdownBlocks';
import {demoTitle, mdxToMarkdown, type ConversionContext} from '../mdxToMarkdown';

const BASIC_BUTTONS = `import Button from '@mui/material/Button';

export default function BasicButtons() {
  return <Button variant="contained">Hello</Button>;
}
`;

/** Links come back marked, so a test sees which ones went through the resolver. */
const context: ConversionContext = {
  resolveLink: (href) => `https://site.test/resolved(${href})`,
  demoSource: (specifier) => {
    if (specifier === './demos/button/BasicButtons.tsx?demo') return BASIC_BUTTONS;
    throw new Error(`unexpected demo ${specifier}`);
  },
};

/** The lines of Markdown outside fenced code blocks. */
function outsideCode(markdown: string): string {
  const lines = markdown.split('\n').map((line) => line.replace(/^(?:> ?)+/, ''));
  const kept: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const fence = fenceOpening(lines[index] ?? '');
    if (fence) index = fenceEnd(lines, index, fence);
    else kept.push(lines[index] ?? '');
  }
  return kept.join('\n');
}

/** Tags, JSX string expressions, MDX comments, ESM and admonition fences outside code. */
function leftoverMdx(markdown: string): string[] {
  const lines = outsideCode(markdown)
    .replace(/(`+)[\s\S]*?[^`]\1(?!`)/g, '')
    .split('\n');
  return lines.filter(
    (line, index) =>
      /<\/?[A-Za-z][\w.]*[\s/>]|\{\/\*|\{["']|^:::/.test(line) ||
      // ESM starts a block; a line starting with the word inside a paragraph is prose.
      (/^(?:import|export)\b/.test(line) && (lines[index - 1] ?? '').trim() === ''),
  );
}

const PAGE = `---
title: Button
description: Buttons start actions.
---

import Demo from '@site/src/components/Demo';
import * as BasicButtons from './demos/button/BasicButtons.tsx?demo';
import {
  PaletteTable,
} from '@site/src/components/Customization/ThemeTables';

Press <kbd>Enter</kbd> or read the [Button API](./api/button.mdx#props), the
[overview](/material-ui/getting-started/) or [MDN](https://developer.mozilla.org/). \`<Button />\` stays code.

<Demo demo={BasicButtons} />

:::note
Keep one contained button per view.
:::

:::warning[Deprecated]

- first
- second

:::

:::info Premium demos
Shown with a watermark.
:::

| Prop | Type |
| --- | --- |
| \`color\` | \`'primary' \\| 'secondary'\` |

\`\`\`tsx
import Button from '@mui/material/Button';
<Demo demo={BasicButtons} />
:::note
\`\`\`

<PaletteTable
  mode="dark"
/>

<Wrapper>

Children stay.

</Wrapper>

{/* An author's note. */}
## Sizes {#button-sizes}

In practice you can
import most components into a Server Component: this line continues a paragraph.
`;

describe('mdxToMarkdown', () => {
  const markdown = mdxToMarkdown(PAGE, context);

  it('converts a page with demos, admonitions, a table, links, code and JSX into plain Markdown', () => {
    expect(markdown).toBe(`Press Enter or read the [Button API](https://site.test/resolved(./api/button.mdx#props)), the
[overview](https://site.test/resolved(/material-ui/getting-started/)) or [MDN](https://site.test/resolved(https://developer.mozilla.org/)). \`<Button />\` stays code.

**Demo: Basic Buttons**

\`\`\`tsx
import Button from '@mui/material/Button';

export default function BasicButtons() {
  return <Button variant="contained">Hello</Button>;
}
\`\`\`

> **Note:** Keep one contained button per view.

> **Warning (Deprecated):**
>
> - first
> - second

> **Info (Premium demos):** Shown with a watermark.

| Prop | Type |
| --- | --- |
| \`color\` | \`'primary' \\| 'secondary'\` |

\`\`\`tsx
import Button from '@mui/material/Button';
<Demo demo={BasicButtons} />
:::note
\`\`\`

Children stay.

## Sizes

In practice you can
import most components into a Server Component: this line continues a paragraph.
`);
  });

  it('leaves no JSX, HTML, comments, imports or admonition fences outside code', () => {
    expect(leftoverMdx(markdown)).toEqual([]);
  });

  it('throws when a <Demo> names no ?demo import of the page', () => {
    expect(() => mdxToMarkdown('<Demo demo={Missing} />\n', context)).toThrow(
      "<Demo demo={Missing} /> names no `import * as Missing from '….tsx?demo'`",
    );
  });

  it('keeps a demo inside a list item indented under it', () => {
    const source = `import * as BasicButtons from './demos/button/BasicButtons.tsx?demo';\n\n- Item:\n\n  <Demo demo={BasicButtons} />\n`;
    const lines = mdxToMarkdown(source, context).split('\n');
    expect(lines.slice(0, 5)).toEqual(['- Item:', '', '  **Demo: Basic Buttons**', '', '  ```tsx']);
    expect(
      lines.filter((line) => line.trim() !== '').every((line) => line === '- Item:' || line.startsWith('  ')),
    ).toBe(true);
  });

  it('writes the commercial plan a Data Grid page needs as a note', () => {
    expect(mdxToMarkdown('<XPlanNote plan="premium" />\n\nText.\n', context)).toBe(
      '> **Premium plan:** The demos on this page run `DataGridPremium` from `@mui/x-data-grid-premium`, which needs a commercial Premium licence.\n\nText.\n',
    );
  });

  it('names the plans as XPlanNote does (src/components/XLicense/XPlanNote.tsx)', () => {
    const source = fs.readFileSync(path.join(__dirname, '../../../src/components/XLicense/XPlanNote.tsx'), 'utf8');
    for (const plan of ['pro', 'premium']) {
      const name = plan === 'pro' ? 'Pro' : 'Premium';
      expect(source).toContain(
        `${plan}: {name: '${name}', component: 'DataGrid${name}', packageName: '@mui/x-data-grid-${plan}'}`,
      );
    }
  });
});

describe('demoTitle', () => {
  it("splits the demo file's name into words", () => {
    expect(demoTitle('./demos/button/IconLabelButtons.tsx?demo')).toBe('Icon Label Buttons');
    expect(demoTitle('../demos/RTLGrid.tsx?demo')).toBe('RTL Grid');
  });
});

const WIDGET: ComponentApi = {
  name: 'Widget',
  kebabName: 'widget',
  importPath: '@fixture/widgets/Widget',
  importKind: 'default',
  packageName: '@fixture/widgets',
  description: 'Shows a `<div>` with {braces}.',
  props: [
    {name: 'classes', type: {text: 'Partial<WidgetClasses>', long: false}, description: 'Styles.', required: false},
    {
      name: 'color',
      type: {text: "'primary' | 'secondary'", long: false, extendable: true},
      default: "'primary'",
      description: 'The colour.\nOf the widget.',
      required: true,
    },
    {
      name: 'format',
      type: {text: `(value: number) => string${' | Record<string, number>'.repeat(4)}`, long: true},
      default: 'function Identity(x) { return `${x}`; }',
      description: 'Formats the value.\n\nIt receives:\n\n- {number} value The value',
      required: false,
      deprecated: {message: 'Use `render` instead.'},
    },
  ],
  slots: [],
  classes: [{key: 'root', className: 'MuiWidget-root', description: 'Styles applied if `open={true}`.'}],
  inherits: {name: 'Base', kebabName: 'base'},
  demos: [{title: 'Widget', href: 'https://example.com/widget/'}],
};

describe('mdxToMarkdown on generated API pages (plugins/api-reference)', () => {
  const markdown = mdxToMarkdown(
    renderPage(WIDGET, {generated: new Set(['Widget', 'Base']), localDemoLink: () => '../react-widget.mdx'}),
    context,
  );

  it('writes a props table with a multi-paragraph or list description as a list of props', () => {
    expect(markdown).toContain(`## Props

Props marked **(required)** must be passed: React warns when one is missing (the library's propTypes). The others are optional.

- \`classes\`
  - Type: \`Partial<WidgetClasses>\`
  - Description: Styles.

- \`color\` **(required)**
  - Type: \`'primary' | 'secondary'\` A theme can add values (TypeScript module augmentation).
  - Default: \`'primary'\`
  - Description: The colour.
    Of the widget.

- \`format\` *(deprecated)*
  - Type: \`(value: number) => string | Record<string, number> | Record<string, number> | Record<string, number> | Record<string, number>\`
  - Default: \`\`function Identity(x) { return \`\${x}\`; }\`\`
  - Description: **Deprecated.** Use \`render\` instead.

    Formats the value.

    It receives:

    - {number} value The value
`);
  });

  it('writes a table whose cells are paragraphs as a pipe table', () => {
    expect(markdown).toContain(`## CSS classes

| Class name | Rule name | Description |
| --- | --- | --- |
| \`.MuiWidget-root\` | \`root\` | Styles applied if \`open={true}\`. |
`);
  });

  it('keeps the prose, code and links of the page, without JSX or MDX escapes', () => {
    expect(markdown.startsWith('Shows a `<div>` with {braces}.\n\n## Import\n\n```js\n')).toBe(true);
    expect(markdown).toContain('Widget is built on [Base](https://site.test/resolved(./base.mdx)): the props of');
    expect(markdown).toContain('## Demos\n\n- [Widget](https://site.test/resolved(../react-widget.mdx))');
    expect(leftoverMdx(markdown)).toEqual([]);
  });

  it('keeps the headings of a page of several items, without their anchor comments', () => {
    const hook: HookApi = {
      name: 'useWidget',
      kebabName: 'use-widget',
      importPath: '@fixture/widgets/useWidget',
      importKind: 'named',
      packageName: '@fixture/widgets',
      description: '',
      parameters: [],
      returns: [],
      returnType: {text: 'void', long: false},
    };
    const page = mdxToMarkdown(
      renderItemsPage([{kind: 'hook', api: hook}], {title: 'Widget hooks API', sectioned: true}),
      context,
    );
    expect(page).toContain('## useWidget\n\n### Import\n');
    expect(page).toContain('### Return value\n\nuseWidget returns `void`.\n');
    expect(leftoverMdx(page)).toEqual([]);
  });
});
