import {markdownUrlPath} from '@site/plugins/markdown-export/markdownPaths';
import {AI_CHATS, getAbsoluteUrl, getAiChatUrl, getAskPrompt, getMarkdownPath} from '../markdownLinks';

const PATHS: readonly [pathname: string, markdown: string][] = [
  ['/material-ui/react-button/', '/material-ui/react-button.md'],
  ['/material-ui/react-button', '/material-ui/react-button.md'],
  ['/x/react-data-grid/', '/x/react-data-grid.md'],
  ['/material-ui/api/button/', '/material-ui/api/button.md'],
  ['/experiments/docs/', '/experiments/docs.md'],
  ['/toolpad/core/introduction//', '/toolpad/core/introduction.md'],
  ['/', '/index.md'],
];

describe('getMarkdownPath', () => {
  it.each(PATHS)('serves %s as Markdown at %s', (pathname, markdown) => {
    expect(getMarkdownPath(pathname)).toBe(markdown);
  });

  it('is the rule the Markdown export writes with (plugins/markdown-export): one function, not a copy', () => {
    expect(markdownUrlPath).toBe(getMarkdownPath);
    for (const [pathname] of PATHS) expect(getMarkdownPath(pathname)).toBe(markdownUrlPath(pathname));
  });
});

describe('getAbsoluteUrl', () => {
  it('joins the site URL and a path, with or without a trailing slash on the site URL', () => {
    expect(getAbsoluteUrl('https://mui-docs.example.com', '/material-ui/react-button.md')).toBe(
      'https://mui-docs.example.com/material-ui/react-button.md',
    );
    expect(getAbsoluteUrl('https://mui-docs.example.com/', '/x/react-data-grid.md')).toBe(
      'https://mui-docs.example.com/x/react-data-grid.md',
    );
  });
});

describe('getAiChatUrl', () => {
  const markdownUrl = 'https://mui-docs.example.com/material-ui/react-button.md';

  it('asks the assistant to read the page', () => {
    expect(getAskPrompt(markdownUrl)).toBe(
      'Read https://mui-docs.example.com/material-ui/react-button.md so I can ask questions about it.',
    );
  });

  it.each([
    ['chatgpt', 'https://chatgpt.com/'],
    ['claude', 'https://claude.ai/new'],
  ] as const)('opens %s at %s with the prompt as its q parameter', (chat, address) => {
    const url = new URL(getAiChatUrl(chat, markdownUrl));
    expect(`${url.origin}${url.pathname}`).toBe(address);
    expect([...url.searchParams.keys()]).toEqual(['q']);
    expect(url.searchParams.get('q')).toBe(getAskPrompt(markdownUrl));
    expect(AI_CHATS[chat]).toBe(address);
  });

  it('encodes every character of the prompt that would end or split the parameter', () => {
    const url = getAiChatUrl('claude', 'https://docs.example.com/a&b=c?d#e f.md');
    expect(url).toBe(
      'https://claude.ai/new?q=Read%20https%3A%2F%2Fdocs.example.com%2Fa%26b%3Dc%3Fd%23e%20f.md%20so%20I%20can%20ask%20questions%20about%20it.',
    );
    expect(new URL(url).searchParams.get('q')).toBe(
      'Read https://docs.example.com/a&b=c?d#e f.md so I can ask questions about it.',
    );
  });
});
