import path from 'node:path';
import type {CodeBlockMetadata} from '@docusaurus/theme-common/internal';
import {staticCodeBlockProps, type CodeBlockSource, type MagicCommentConfig} from '../codeBlockProps';

// Docusaurus's own parser, which the browser runs on every code block it renders.
const {createCodeBlockMetadata} = require(
  path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils/codeBlockUtils.js'),
) as {createCodeBlockMetadata: (params: Record<string, unknown>) => CodeBlockMetadata};

const MAGIC_COMMENTS: MagicCommentConfig[] = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: {start: 'highlight-start', end: 'highlight-end'},
  },
  {className: 'code-block-error-line', line: 'This will error'},
];

/** What Docusaurus makes of a Markdown code block (MDX gives it `language-<lang>` and the meta). */
function docusaurus({lang, meta, code, defaultLanguage}: Omit<CodeBlockSource, 'magicComments'>): CodeBlockMetadata {
  return createCodeBlockMetadata({
    code,
    className: lang ? `language-${lang}` : undefined,
    metastring: meta ?? undefined,
    magicComments: MAGIC_COMMENTS,
    defaultLanguage,
    language: undefined,
    title: undefined,
    showLineNumbers: undefined,
  });
}

const SOURCES: Array<Omit<CodeBlockSource, 'magicComments'>> = [
  {lang: 'tsx', code: 'const a = 1;\n'},
  {lang: 'bash', meta: 'title="Install it.sh"', code: 'npm install @mui/material\n'},
  {lang: 'js', meta: "title='App.js' showLineNumbers", code: 'a\nb'},
  {lang: 'js', meta: 'showLineNumbers=12 title="x.js"', code: 'a\n\nb\n'},
  {lang: 'PHP', code: '<?php echo 1;'},
  {lang: null, code: 'plain text\n'},
  {lang: null, code: 'plain', defaultLanguage: 'JSX'},
  {lang: 'jsx', meta: 'live noInline', code: 'render(<App />);\n'},
  {lang: 'diff', meta: 'title="a.diff" showLineNumbersExtra', code: '- a\n+ b\n'},
];

describe('staticCodeBlockProps', () => {
  it.each(SOURCES)('agrees with Docusaurus on %j', (source) => {
    const props = staticCodeBlockProps({...source, magicComments: MAGIC_COMMENTS});
    const expected = docusaurus(source);
    expect(props).toBeDefined();
    expect({
      language: props?.language,
      className: props?.className,
      title: props?.title,
      lineNumbersStart: props?.showLineNumbers,
    }).toEqual({
      language: expected.language,
      className: expected.className,
      title: expected.title,
      lineNumbersStart: expected.lineNumbersStart,
    });
    // Docusaurus shows the lines as written: only the last line break goes.
    expect(expected.code).toBe(source.code.replace(/\r?\n$/, ''));
    expect(expected.lineClassNames).toEqual({});
  });

  it.each([
    {lang: 'js', meta: '{2}', code: 'a\nb\n'},
    {lang: 'js', meta: 'title="x.js" {1,3-4} showLineNumbers', code: 'a\nb\nc\nd\n'},
    {lang: 'tsx', meta: '{0,2-3,9}', code: 'a\nb\nc\n'},
    // With a range, Docusaurus leaves magic comments in the code as they are.
    {lang: 'js', meta: '{1}', code: '// highlight-next-line\nb\n'},
  ])('agrees with Docusaurus on the lines a range highlights: %j', (source) => {
    const props = staticCodeBlockProps({...source, magicComments: MAGIC_COMMENTS});
    const expected = docusaurus(source);
    expect(props).toMatchObject({
      language: expected.language,
      className: expected.className,
      lineClassNames: expected.lineClassNames,
    });
    expect(props?.title).toBe(expected.title);
    expect(props?.showLineNumbers).toBe(expected.lineNumbersStart);
    expect(expected.code).toBe(source.code.replace(/\r?\n$/, ''));
    expect(Object.keys(expected.lineClassNames).length).toBeGreaterThan(0);
  });

  it('leaves a range to Docusaurus when no magic comment gives its class name', () => {
    expect(staticCodeBlockProps({lang: 'js', meta: '{1}', code: 'a\n', magicComments: []})).toBeUndefined();
  });

  it.each([
    {lang: 'js', code: 'a\n// highlight-next-line\nb\n'},
    {lang: 'jsx', code: '{/* highlight-start */}\n<A />\n{/* highlight-end */}\n'},
    {lang: 'bash', code: '# This will error\nrm -rf /\n'},
    {lang: 'js', meta: 'showLineNumbers=first', code: 'a\n'},
  ])("leaves blocks whose lines Docusaurus changes to Docusaurus's parser: %j", (source) => {
    expect(staticCodeBlockProps({...source, magicComments: MAGIC_COMMENTS})).toBeUndefined();
  });

  it('Docusaurus does change the lines of those blocks', () => {
    expect(docusaurus({lang: 'js', meta: '{2}', code: 'a\nb\n'}).lineClassNames).toEqual({
      1: ['theme-code-block-highlighted-line'],
    });
    expect(docusaurus({lang: 'js', code: 'a\n// highlight-next-line\nb\n'}).code).toBe('a\nb');
  });
});
