import {renderLlmsFullTxt, renderLlmsTxt} from '../llmsTxt';

const LLMS = renderLlmsTxt({
  title: 'Material UI',
  summary: 'Ready-made React components\nthat implement Material Design.',
  details: ['The pages in the order of the navigation.'],
  sections: [
    {
      title: 'Getting started',
      links: [
        {title: 'Installation', url: 'https://mui.test/material-ui/installation.md', description: 'Install it.'},
        {title: 'Usage [basics]', url: 'https://mui.test/material-ui/usage.md'},
      ],
    },
    {title: 'Empty', links: []},
    {
      title: 'Components',
      links: [{title: 'Button', url: 'https://mui.test/material-ui/react-button.md', description: 'Buttons.'}],
    },
  ],
});

describe('renderLlmsTxt', () => {
  const blocks = LLMS.trimEnd().split('\n\n');

  it('starts with the one H1, then the summary as a blockquote, then the details', () => {
    expect(blocks.slice(0, 3)).toEqual([
      '# Material UI',
      '> Ready-made React components that implement Material Design.',
      'The pages in the order of the navigation.',
    ]);
    expect(LLMS.match(/^# /gm)).toHaveLength(1);
  });

  it('writes each section with links as an H2 over a list of `- [title](url): description`', () => {
    expect(LLMS.match(/^## .*/gm)).toEqual(['## Getting started', '## Components']);
    const items = LLMS.split('\n').filter((line) => line.startsWith('- '));
    expect(items).toEqual([
      '- [Installation](https://mui.test/material-ui/installation.md): Install it.',
      '- [Usage \\[basics\\]](https://mui.test/material-ui/usage.md)',
      '- [Button](https://mui.test/material-ui/react-button.md): Buttons.',
    ]);
    for (const item of items) expect(item).toMatch(/^- \[(?:[^\]\\]|\\.)+\]\(https:\/\/\S+\)(?:: .+)?$/);
  });

  it('puts every line of a section body in its list', () => {
    const sectionBodies = blocks.filter((block, index) => index > 0 && blocks[index - 1]?.startsWith('## '));
    for (const body of sectionBodies) expect(body.split('\n').every((line) => line.startsWith('- ['))).toBe(true);
  });
});

describe('renderLlmsFullTxt', () => {
  it('writes the product heading, then each page in order under its H1 with its URL', () => {
    expect(
      renderLlmsFullTxt({title: 'Base UI', summary: 'Unstyled.'}, [
        {title: 'Overview', url: 'https://mui.test/base-ui/', body: 'Intro.\n'},
        {title: 'Button', url: 'https://mui.test/base-ui/react-button/', body: '## Basics\n\nText.'},
      ]),
    ).toBe(
      '# Base UI\n\n> Unstyled.\n\n# Overview\n\nSource: https://mui.test/base-ui/\n\nIntro.\n\n# Button\n\nSource: https://mui.test/base-ui/react-button/\n\n## Basics\n\nText.\n',
    );
  });
});
