import remarkHighlight from '../remarkHighlight';

function code(value: string, lang: string | null, hProperties?: Record<string, unknown>) {
  return {type: 'code', lang, value, ...(hProperties ? {data: {hProperties}} : {})};
}

describe('remarkHighlight', () => {
  const transform = remarkHighlight({additionalLanguages: ['bash']});

  it('gives every fenced block, however deeply nested, its tokens as JSON', () => {
    const nested = code('npm start', 'bash');
    const top = code('const a = 1;', 'js', {metastring: 'title="a.js"'});
    const tree = {
      type: 'root',
      children: [
        top,
        {type: 'list', children: [{type: 'listItem', children: [nested]}]},
        {type: 'mdxJsxFlowElement', children: [code('x', null)]},
      ],
    };
    transform(tree);
    expect(top.data?.hProperties).toEqual({metastring: 'title="a.js"', tokens: expect.any(String)});
    expect(JSON.parse(String(top.data?.hProperties?.tokens))[0]).toContainEqual(['keyword', 'const']);
    expect(
      JSON.parse(String((nested as {data?: {hProperties?: {tokens?: string}}}).data?.hProperties?.tokens))[0],
    ).toContainEqual(['function', 'npm']);
    const unlabelled = (tree.children[2] as {children: Array<{data?: {hProperties?: {tokens?: string}}}>}).children[0];
    expect(JSON.parse(String(unlabelled?.data?.hProperties?.tokens))).toEqual([[['plain', 'x']]]);
  });

  it('leaves inline code and other nodes alone', () => {
    const tree = {type: 'root', children: [{type: 'paragraph', children: [{type: 'inlineCode', value: 'x'}]}]};
    transform(tree);
    expect(tree).toEqual({type: 'root', children: [{type: 'paragraph', children: [{type: 'inlineCode', value: 'x'}]}]});
  });
});
