import {applyPageLayout} from '../pageLayout';

describe('applyPageLayout', () => {
  it('leaves pages without a layout alone', () => {
    const frontMatter = {title: 'A'};
    expect(applyPageLayout(frontMatter, 'docs/a.mdx')).toBe(frontMatter);
  });

  it('drops the table of contents for the wide layout', () => {
    expect(applyPageLayout({title: 'A', layout: 'wide'}, 'src/pages/a.mdx')).toEqual({
      title: 'A',
      layout: 'wide',
      hide_table_of_contents: true,
    });
  });

  it('keeps the docs layout for default', () => {
    expect(applyPageLayout({layout: 'default'}, 'docs/a.mdx')).toEqual({layout: 'default'});
  });

  it('fails on an unknown layout, naming the file', () => {
    expect(() => applyPageLayout({layout: 'huge'}, 'docs/a.mdx')).toThrow(
      'docs/a.mdx: front matter "layout" must be one of default, wide (got "huge").',
    );
  });
});
