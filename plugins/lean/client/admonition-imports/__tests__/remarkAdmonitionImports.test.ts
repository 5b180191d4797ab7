import remarkAdmonitionImports, {ADMONITION_BINDING, ADMONITION_MODULE} from '../remarkAdmonitionImports';
import pluginAdmonitionImports, {MDX_COMPONENTS} from '../index';

type Node = {type: string; children?: Node[]; data?: Record<string, unknown>; value?: string};

/** A directive as Docusaurus's admonitions plugin leaves it. */
const admonition = (type: string, children: Node[] = []): Node => ({
  type: 'containerDirective',
  data: {hName: 'admonition', hProperties: {type}},
  children,
});
const paragraph = (value: string): Node => ({type: 'paragraph', children: [{type: 'text', value}]});

describe('remarkAdmonitionImports', () => {
  it('points admonitions at an imported component, nested ones too', () => {
    const nested = admonition('tip');
    const root: Node = {
      type: 'root',
      children: [paragraph('Intro'), admonition('warning', [nested]), {type: 'list', children: [admonition('note')]}],
    };
    remarkAdmonitionImports()(root as never);
    const [esm, intro, warning, list] = root.children!;
    expect(esm).toMatchObject({
      type: 'mdxjsEsm',
      data: {
        estree: {
          body: [
            {
              type: 'ImportDeclaration',
              specifiers: [{type: 'ImportDefaultSpecifier', local: {name: ADMONITION_BINDING}}],
              source: {value: ADMONITION_MODULE},
            },
          ],
        },
      },
    });
    expect(intro).toEqual(paragraph('Intro'));
    expect(warning?.data).toEqual({hName: ADMONITION_BINDING, hProperties: {type: 'warning'}});
    expect(nested.data?.hName).toBe(ADMONITION_BINDING);
    expect(list?.children?.[0]?.data?.hName).toBe(ADMONITION_BINDING);
  });

  it('leaves a page without admonitions as it was, other directives included', () => {
    const other: Node = {type: 'containerDirective', data: {hName: 'div'}, children: []};
    const root: Node = {type: 'root', children: [paragraph('Only text'), other]};
    remarkAdmonitionImports()(root as never);
    expect(root).toEqual({type: 'root', children: [paragraph('Only text'), other]});
  });
});

describe('admonition-imports plugin', () => {
  it("gives the MDX provider's import of the admonition the on-demand component", () => {
    const config = pluginAdmonitionImports().configureWebpack?.({} as never, false, {} as never, {} as never) as {
      module: {rules: [{test: RegExp; resolve: {alias: Record<string, string>}}]};
    };
    const [rule] = config.module.rules;
    expect(rule.test).toBe(MDX_COMPONENTS);
    expect(rule.resolve.alias['@theme/Admonition']).toMatch(/src[\\/]components[\\/]OnDemand[\\/]Admonition\.tsx$/);
    expect(MDX_COMPONENTS.test('/site/node_modules/@docusaurus/theme-classic/lib/theme/MDXComponents/index.js')).toBe(
      true,
    );
  });
});
