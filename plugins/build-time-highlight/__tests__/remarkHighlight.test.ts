import remarkHighlight from '../remarkHighlight';

function code(value: string, lang: string | null, hProperties?: Record<string, unknown>, meta?: string) {
  return {type: 'code', lang, meta, value, ...(hProperties ? {data: {hProperties}} : {})};
}

const MAGIC_COMMENTS = [{className: 'highlighted', line: 'highlight-next-line'}];

describe('remarkHighlight', () => {
  const transform = remarkHighlight({additionalLanguages: ['bash'], magicComments: MAGIC_COMMENTS});

  it('gives every fenced block, however deeply nested, its tokens as JSON', () => {
    const nested = code('npm start', 'bash');
    const top = code('const a = 1;', 'js', {metastring: 'title="a.js"'}, 'title="a.js" showLineNumbers');
    const tree = {
      type: 'root',
      children: [
        top,
        {type: 'list', children: [{type: 'listItem', children: [nested]}]},
        {type: 'mdxJsxFlowElement', children: [code('x', null)]},
      ],
    };
    transform(tree);
    expect(top.data?.hProperties).toEqual({
      metastring: 'title="a.js"',
      language: 'js',
      className: ['language-js'],
      title: 'a.js',
      showLineNumbers: 1,
      tokens: expect.any(String),
    });
    expect(JSON.parse(String(top.data?.hProperties?.tokens))[0]).toContainEqual(['keyword', 'const']);
    expect(
      JSON.parse(String((nested as {data?: {hProperties?: {tokens?: string}}}).data?.hProperties?.tokens))[0],
    ).toContainEqual(['function', 'npm']);
    const unlabelled = (tree.children[2] as {children: Array<{data?: {hProperties?: {tokens?: string}}}>}).children[0];
    expect(JSON.parse(String(unlabelled?.data?.hProperties?.tokens))).toEqual([[['plain', 'x']]]);
  });

  it("leaves a block whose lines Docusaurus changes to Docusaurus's parser", () => {
    const magic = code('a\n// highlight-next-line\nb', 'js');
    transform({type: 'root', children: [magic]});
    expect(magic).not.toHaveProperty('data');
  });

  it('gives a block with a line range its tokens and the class names of the lines it highlights', () => {
    const ranged = code('a\nb', 'js', undefined, '{2}');
    transform({type: 'root', children: [ranged]});
    expect(ranged.data?.hProperties).toMatchObject({
      language: 'js',
      lineClassNames: JSON.stringify({1: [MAGIC_COMMENTS[0]!.className]}),
    });
    expect(JSON.parse(String(ranged.data?.hProperties?.tokens))).toHaveLength(2);
  });

  it('highlights with the language in lower case, as Prism names it', () => {
    const upper = code('const a = 1;', 'JS');
    transform({type: 'root', children: [upper]});
    expect(upper.data?.hProperties).toMatchObject({language: 'js', className: ['language-JS', 'language-js']});
    expect(JSON.parse(String(upper.data?.hProperties?.tokens))[0]).toContainEqual(['keyword', 'const']);
  });

  it('leaves inline code and other nodes alone', () => {
    const tree = {type: 'root', children: [{type: 'paragraph', children: [{type: 'inlineCode', value: 'x'}]}]};
    transform(tree);
    expect(tree).toEqual({type: 'root', children: [{type: 'paragraph', children: [{type: 'inlineCode', value: 'x'}]}]});
  });
});
