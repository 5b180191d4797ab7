import {checkPageContent, countDemos, countProseWords, findBannedPhrases, isComponentPage, proseOf} from '../prose';

const words = (count: number) => Array.from({length: count}, (_, index) => `word${index}`).join(' ');

describe('countProseWords', () => {
  it('counts the words of paragraphs and headings', () => {
    expect(countProseWords("## A heading\n\nIt's a well-known fact, twice.\n")).toBe(7);
  });

  it('ignores front matter, imports, fenced code, tables, comments and JSX elements', () => {
    const source = [
      '---',
      'title: Many words in the title here',
      '---',
      "import Demo from '@site/src/components/Demo';",
      "import * as Basic from './demos/Basic.tsx?demo';",
      '',
      'One two three.',
      '',
      '```tsx',
      'const a = "many words inside code";',
      '```',
      '',
      '| Prop | Default |',
      '| --- | --- |',
      '| size | medium |',
      '',
      '<!-- a comment with words -->',
      '<Demo demo={Basic} maxWidth={400} />',
      '<Demo',
      '  demo={Basic}',
      '/>',
    ].join('\n');
    expect(countProseWords(source)).toBe(3);
  });

  it('keeps the text inside inline HTML elements', () => {
    expect(countProseWords('Press <kbd>Enter</kbd> to open it.')).toBe(5);
    expect(proseOf('<details><summary>More</summary>Text</details>')).toContain('More');
  });
});

describe('findBannedPhrases', () => {
  it('finds unfinished markers anywhere, code included', () => {
    expect(findBannedPhrases('TODO: write this')).toEqual(['TODO']);
    expect(findBannedPhrases('```\nLorem ipsum\n```')).toEqual(['lorem']);
    expect(findBannedPhrases('Pickers are Coming  soon.')).toEqual(['coming soon']);
  });

  it('accepts words that merely contain the letters', () => {
    expect(findBannedPhrases('The todos list is a well-known demo; a todolist too.')).toEqual([]);
  });
});

describe('countDemos', () => {
  it('counts Demo elements but not ones shown inside code', () => {
    expect(countDemos('<Demo demo={A} />\n\n<Demo\n  demo={B}\n/>\n\n```mdx\n<Demo demo={C} />\n```')).toBe(2);
    expect(countDemos('<DemoToolbar />')).toBe(0);
  });
});

describe('checkPageContent', () => {
  it('passes a component page with enough prose and two demos', () => {
    expect(
      checkPageContent('/material-ui/react-chip', `${words(150)}\n\n<Demo demo={A} />\n<Demo demo={B} />`, {
        requireDemos: true,
      }),
    ).toEqual([]);
  });

  it('reports every problem of a page at once', () => {
    expect(
      checkPageContent('/material-ui/react-chip', `${words(20)} TODO\n\n<Demo demo={A} />`, {requireDemos: true}),
    ).toEqual([
      'has 21 words of prose; at least 150 are required (code and tables excluded)',
      'contains "TODO"',
      'is a component page with 1 demo(s); at least 2 are required',
    ]);
  });

  it('asks for demos only on component pages of products that require them', () => {
    expect(checkPageContent('/material-ui/customization/palette', words(150), {requireDemos: true})).toEqual([]);
    expect(checkPageContent('/x/react-data-grid', words(150), {requireDemos: false})).toEqual([]);
    expect(isComponentPage('/material-ui/react-button')).toBe(true);
    expect(isComponentPage('/material-ui/react-button/extra')).toBe(false);
    expect(isComponentPage('/toolpad/core/react-dashboard-layout')).toBe(true);
    expect(isComponentPage('/toolpad/core/introduction')).toBe(false);
    expect(isComponentPage('/x/react-data-grid/filtering/quick-filter')).toBe(true);
    expect(isComponentPage('/x/react-data-grid')).toBe(true);
    expect(isComponentPage('/x/migration/migration-data-grid-v7')).toBe(false);
  });
});
