import {buildTimeMetadata, type BuildTimeProps} from '../buildTimeMetadata';

const TOKENS = JSON.stringify([
  [
    ['keyword', 'const'],
    ['plain', ' a = 1;'],
  ],
  [],
]);
const PROPS: BuildTimeProps = {
  children: 'const a = 1;\n\n',
  tokens: TOKENS,
  language: 'js',
  className: 'language-js',
  title: 'a.js',
  showLineNumbers: 3,
};

describe('buildTimeMetadata', () => {
  it("makes the code block's metadata from the build-time props, as Docusaurus's parser would", () => {
    expect(buildTimeMetadata(PROPS)).toEqual({
      metadata: {
        codeInput: 'const a = 1;\n\n',
        // The last line break goes, as Docusaurus drops it.
        code: 'const a = 1;\n',
        className: 'language-js',
        language: 'js',
        title: 'a.js',
        lineNumbersStart: 3,
        lineClassNames: {},
      },
      lines: JSON.parse(TOKENS),
    });
  });

  it('gives the lines of a line range their class names', () => {
    const lineClassNames = JSON.stringify({0: ['theme-code-block-highlighted-line']});
    expect(buildTimeMetadata({...PROPS, lineClassNames})?.metadata.lineClassNames).toEqual({
      0: ['theme-code-block-highlighted-line'],
    });
  });

  it('leaves out what the block does not have', () => {
    const {title: _title, showLineNumbers: _start, ...plain} = PROPS;
    expect(buildTimeMetadata(plain)?.metadata).toMatchObject({title: undefined, lineNumbersStart: undefined});
  });

  it.each<[string, Partial<BuildTimeProps>]>([
    ['no tokens', {tokens: undefined}],
    ['tokens that are not JSON lines', {tokens: '{"a":1}'}],
    ['tokens of other code', {children: 'let b;\n'}],
    ['no language', {language: undefined}],
    ['no class name', {className: undefined}],
    ['a title that is not text', {title: {}}],
    ['line numbers that are not a number', {showLineNumbers: true}],
    ['line class names that are not JSON', {lineClassNames: '{0:'}],
    ['line class names that are not by line index', {lineClassNames: '{"a":["x"]}'}],
    ['line class names that are not lists of text', {lineClassNames: '{"0":"x"}'}],
  ])('is undefined, so the parser runs in the browser, for %s', (_case, change) => {
    expect(buildTimeMetadata({...PROPS, ...change})).toBeUndefined();
  });
});
