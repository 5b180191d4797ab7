import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {escapeMarkdown, jsxText} from '../mdx';
import {EXTENDABLE_NOTE, renderPage} from '../renderPage';
import type {ComponentApi, PropApi} from '../types';
import {compileMdxFiles} from './compileMdx';

const TRICKY: ComponentApi = {
  name: 'Tricky',
  kebabName: 'tricky',
  importPath: '@fixture/widgets/Tricky',
  importKind: 'default',
  packageName: '@fixture/widgets',
  description:
    'Renders a `<div>` with {braces} and <b>markup</b> in prose.\nexport default is not ESM here.\n\n## ARIA\n\nA heading from the JSDoc.',
  props: [
    {name: 'children', type: {text: 'React.ReactNode', long: false}, description: 'The content.', required: false},
    {
      name: 'onClick',
      type: {text: '(event: React.MouseEvent<HTMLButtonElement>) => void', long: false},
      description: 'Fired on `click`; see <Button /> and {props}.',
      required: true,
    },
    {
      name: 'data',
      type: {text: `{ [key: string]: any; ${'extra: string; '.repeat(8)}}`, long: true},
      default: '{}',
      description: '',
      required: false,
      deprecated: {message: 'Use the `slotProps` prop instead.', replacement: 'slotProps'},
    },
    {
      name: 'quote',
      type: {text: `'"' | "</code>"`, long: false},
      default: '<CircularProgress size={16} />',
      description: 'x',
      required: false,
    },
  ],
  slots: [{name: 'root', defaultComponent: "'div'", className: 'MuiTricky-root', description: 'The root {slot}.'}],
  classes: [{key: 'root', className: 'MuiTricky-root', description: 'Styles applied if `open={true}`.'}],
  inherits: {name: 'Base', kebabName: 'base'},
  demos: [{title: 'Tricky <demo>', href: 'https://example.com/tricky/'}],
};

// The MDX checks start a Node process each.
jest.setTimeout(30000);

let tmpDir: string;

beforeAll(async () => {
  tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'api-render-'));
});

afterAll(async () => {
  await fs.rm(tmpDir, {recursive: true, force: true});
});

describe('renderPage', () => {
  it('writes the front matter the site needs, with the demo links as data', () => {
    const page = renderPage(TRICKY);
    expect(page.startsWith('---\ntitle: "Tricky API"\n')).toBe(true);
    expect(page).toContain('\nlayout: "wide"\n');
    expect(page).toContain('\ngenerated: true\n');
    expect(page).toContain('demos: [{"title":"Tricky <demo>","href":"https://example.com/tricky/"}]');
  });

  it('notes under a type that a theme can add values to it', () => {
    const extendable = {
      ...TRICKY,
      props: [
        {
          name: 'size',
          type: {text: "'small' | 'large'", long: false, extendable: true},
          description: '',
          required: false,
        },
      ],
    };
    expect(renderPage(extendable)).toContain(
      `<td><code>{"'small' | 'large'"}</code><br /><small>${EXTENDABLE_NOTE}</small></td>`,
    );
    expect(renderPage(TRICKY)).not.toContain(EXTENDABLE_NOTE);
  });

  it('shows both import lines', () => {
    const page = renderPage(TRICKY);
    expect(page).toContain("import Tricky from '@fixture/widgets/Tricky';");
    expect(page).toContain("import { Tricky } from '@fixture/widgets';");
    expect(renderPage({...TRICKY, importKind: 'named'})).toContain("import { Tricky } from '@fixture/widgets/Tricky';");
  });

  it('lists demos this site lacks as plain text, never as links off the site', () => {
    const page = renderPage(TRICKY);
    expect(page).toContain('- Tricky &lt;demo&gt;');
    expect(page).not.toContain('](https://example.com/tricky/)');
  });

  it('links demos this site has', () => {
    const page = renderPage(TRICKY, {generated: new Set(['Tricky']), localDemoLink: () => '../react-tricky.mdx'});
    expect(page).toContain('- [Tricky &lt;demo&gt;](../react-tricky.mdx)');
  });

  it('lists the props of the components it is built on as rows, under a heading naming each', () => {
    const prop = (name: string, extra: Partial<PropApi> = {}): PropApi => ({
      name,
      type: {text: 'boolean', long: false},
      description: `${name} of its owner.`,
      required: false,
      ...extra,
    });
    const components: Record<string, Pick<ComponentApi, 'props' | 'inherits'>> = {
      Base: {
        props: [
          prop('children'),
          prop('disableRipple', {default: 'false'}),
          prop('buttonRef', {deprecated: {message: 'Use `ref`.'}}),
        ],
        inherits: {name: 'Root', kebabName: 'root'},
      },
      Root: {props: [prop('disableRipple'), prop('square')]},
    };
    const page = renderPage(TRICKY, {
      generated: new Set(['Tricky', 'Base']),
      componentOf: (name) => components[name],
    });
    expect(page).toContain('## Props of Base {/* #props-of-base */}');
    expect(page).toContain('## Props of Root {/* #props-of-root */}');
    const base = page.slice(page.indexOf('## Props of Base'), page.indexOf('## Props of Root'));
    // `children` is Tricky's own (it overrides Base's); Base's deprecated prop is still passable.
    expect(base).not.toContain('<tr id={"prop-children"}>');
    expect(base).toContain('<tr id={"prop-disableRipple"}>');
    expect(base).toContain('<code>{"buttonRef"}</code> <em>(deprecated)</em>');
    const root = page.slice(page.indexOf('## Props of Root'));
    // Root's `disableRipple` is overridden by Base's, nearer to Tricky.
    expect(root).not.toContain('"prop-disableRipple"');
    expect(root).toContain('<tr id={"prop-square"}>');
    expect(root).toContain('Base is built on `Root`');
  });

  it('links the inherited component only when its page is generated too', () => {
    expect(renderPage(TRICKY, {generated: new Set(['Tricky', 'Base'])})).toContain('[Base](./base.mdx)');
    const alone = renderPage(TRICKY, {generated: new Set(['Tricky'])});
    expect(alone).not.toContain('./base.mdx');
    expect(alone).toContain('Tricky is built on `Base`: the props of `Base` are available on Tricky too.');
  });

  it('marks required and deprecated props, and collapses long types', () => {
    const page = renderPage(TRICKY);
    expect(page).toContain('<td data-pagefind-weight="3"><code>{"onClick"}</code> <strong>(required)</strong></td>');
    expect(page).toContain('<code>{"data"}</code> <em>(deprecated)</em>');
    expect(page).toContain('**Deprecated.** Use the `slotProps` prop instead.');
    expect(page).toMatch(/<details><summary><code>\{"\{ \[key: string\]: any; extra/);
  });

  it('compiles as MDX whatever the types and descriptions hold', async () => {
    const file = path.join(tmpDir, 'tricky.mdx');
    await fs.writeFile(file, renderPage(TRICKY, {generated: new Set(['Tricky', 'Base'])}));
    expect(compileMdxFiles([file])).toEqual([]);
  });

  it('would catch unescaped text (the check above can fail)', async () => {
    const file = path.join(tmpDir, 'raw.mdx');
    await fs.writeFile(file, 'Type: { [key: string]: any } and <React.ReactNode>\n');
    expect(compileMdxFiles([file])).toEqual([{file, message: expect.any(String)}]);
  });

  it('demotes JSDoc headings below the page sections', () => {
    expect(renderPage(TRICKY)).toContain('\n### ARIA\n');
  });
});

describe('escaping', () => {
  it('escapes braces and angle brackets outside code spans only', () => {
    expect(escapeMarkdown('a {b} <c> `{d} <e>` f')).toBe('a &#123;b&#125; &lt;c&gt; `{d} <e>` f');
  });

  it('keeps prose lines starting with import or export from being read as ES modules', () => {
    expect(escapeMarkdown('Intro\nimport it from the package\n  export too\n`import x` stays')).toBe(
      'Intro\n&#105;mport it from the package\n  &#101;xport too\n`import x` stays',
    );
  });

  it('writes text as a string expression that cannot close a tag', () => {
    expect(jsxText('Partial<X> | "y" </code>')).toBe('{"Partial\\u003cX> | \\"y\\" \\u003c/code>"}');
  });
});
