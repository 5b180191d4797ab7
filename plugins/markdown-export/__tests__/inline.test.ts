import {codeSpan, convertInline, decodeCharacterReferences} from '../inline';

const keep = (href: string) => href;

describe('convertInline', () => {
  it('turns <code> with a string expression into a code span, whatever backticks or markup it holds', () => {
    expect(convertInline('<td><code>{"(more) => `+${more}`"}</code></td>', keep)).toBe('`` (more) => `+${more}` ``');
    expect(convertInline('<code>{"Partial\\u003cClasses>"}</code>', keep)).toBe('`Partial<Classes>`');
  });

  it('keeps the full text of a collapsed type and drops its preview', () => {
    expect(
      convertInline('<details><summary><code>{"A | B…"}</code></summary><code>{"A | B | C"}</code></details>', keep),
    ).toBe('`A | B | C`');
  });

  it('writes strong and em as emphasis, other tags as their text, self-closing components as nothing', () => {
    expect(convertInline('<strong>(required)</strong> <em>(deprecated)</em> <kbd>Esc</kbd><Icon />', keep)).toBe(
      '**(required)** *(deprecated)* Esc',
    );
  });

  it('leaves code spans, autolinks and text without markup as written', () => {
    expect(convertInline('Use `<Button />` or <https://mui.com>.', keep)).toBe(
      'Use `<Button />` or <https://mui.com>.',
    );
  });

  it('resolves link targets outside code spans, keeping their titles', () => {
    expect(convertInline('[`Button`](./button.mdx "Button") and `[x](y)`', (href) => `https://site.test/${href}`)).toBe(
      '[`Button`](https://site.test/./button.mdx "Button") and `[x](y)`',
    );
  });

  it('writes a string expression in prose as text that cannot become markup', () => {
    expect(convertInline("Press{' '}{'<Enter>'}", keep)).toBe('Press &lt;Enter&gt;');
  });
});

describe('decodeCharacterReferences', () => {
  it('decodes numeric references in prose but keeps <, > and & as references', () => {
    expect(decodeCharacterReferences('&#105;mport &#123;a&#125; &#60;b&#62; &lt;c&gt;')).toBe(
      'import {a} &#60;b&#62; &lt;c&gt;',
    );
  });

  it('decodes every reference in code, where Markdown shows them as written', () => {
    expect(decodeCharacterReferences('&lt;a&gt; &amp; &#x7B;', {inCode: true})).toBe('<a> & {');
  });
});

describe('codeSpan', () => {
  it('fences the text with more backticks than it holds, padded when it starts or ends with one', () => {
    expect(codeSpan('a')).toBe('`a`');
    expect(codeSpan('a `b` c')).toBe('``a `b` c``');
    expect(codeSpan('`a`')).toBe('`` `a` ``');
  });
});
