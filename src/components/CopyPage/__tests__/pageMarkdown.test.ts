import {fetchPageMarkdown, MarkdownUnavailableError, stripFrontMatter} from '../pageMarkdown';

const PAGE = '---\ntitle: "Button"\ndescription: "Buttons: one click."\n---\n\n# Button\n\nA button lets people act.\n';

function answer(body: string, init: {status?: number; contentType?: string} = {}): typeof fetch {
  const {status = 200, contentType = 'text/markdown; charset=utf-8'} = init;
  return jest.fn(async () => new Response(body, {status, headers: {'content-type': contentType}}));
}

describe('stripFrontMatter', () => {
  it('drops the YAML front matter, so the text starts with the title', () => {
    expect(stripFrontMatter(PAGE)).toBe('# Button\n\nA button lets people act.\n');
  });

  it('reads Windows line ends and empty front matter', () => {
    expect(stripFrontMatter('---\r\ntitle: "A"\r\n---\r\n# A\r\n')).toBe('# A\r\n');
    expect(stripFrontMatter('---\n---\n# A\n')).toBe('# A\n');
  });

  it('keeps text without front matter, and a horizontal rule further down, as they are', () => {
    expect(stripFrontMatter('# A\n\n---\n\nB\n')).toBe('# A\n\n---\n\nB\n');
  });
});

describe('fetchPageMarkdown', () => {
  it('resolves with the Markdown body of the page', async () => {
    const fetchText = answer(PAGE);
    await expect(fetchPageMarkdown('/material-ui/react-button.md', fetchText)).resolves.toBe(
      '# Button\n\nA button lets people act.\n',
    );
    expect(fetchText).toHaveBeenCalledWith('/material-ui/react-button.md', expect.anything());
  });

  it.each([
    ['a missing page', answer('Not found', {status: 404, contentType: 'text/plain'})],
    [
      'an HTML answer (a host not-found page, the dev server)',
      answer('<!doctype html><html></html>', {contentType: 'text/html'}),
    ],
    ['a network error', jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')))],
  ])('rejects with MarkdownUnavailableError on %s', async (_case, fetchText) => {
    await expect(fetchPageMarkdown('/a.md', fetchText as typeof fetch)).rejects.toBeInstanceOf(
      MarkdownUnavailableError,
    );
  });
});
