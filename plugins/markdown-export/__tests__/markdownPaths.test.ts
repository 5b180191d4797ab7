import path from 'node:path';
import {absoluteUrl, markdownUrlPath, outputFile} from '../markdownPaths';

describe('markdownUrlPath', () => {
  it('puts .md in place of the trailing slash of a page URL', () => {
    expect(markdownUrlPath('/material-ui/react-button/')).toBe('/material-ui/react-button.md');
    expect(markdownUrlPath('/x/api/data-grid/data-grid')).toBe('/x/api/data-grid/data-grid.md');
    expect(markdownUrlPath('/experiments/docs/')).toBe('/experiments/docs.md');
  });

  it('names the site root index.md', () => {
    expect(markdownUrlPath('/')).toBe('/index.md');
  });
});

describe('absoluteUrl', () => {
  it('joins the site URL and a path with one slash', () => {
    expect(absoluteUrl('https://mui.test', '/x/llms.txt')).toBe('https://mui.test/x/llms.txt');
    expect(absoluteUrl('https://mui.test/', 'x/llms.txt')).toBe('https://mui.test/x/llms.txt');
  });
});

describe('outputFile', () => {
  it('writes a URL path to the build folder, which is served at the base URL', () => {
    expect(outputFile('/out', '/', '/material-ui/react-button.md')).toBe(
      path.join('/out', 'material-ui', 'react-button.md'),
    );
    expect(outputFile('/out', '/docs/', '/docs/llms.txt')).toBe(path.join('/out', 'llms.txt'));
  });

  it('refuses a path outside the base URL', () => {
    expect(() => outputFile('/out', '/docs/', '/llms.txt')).toThrow("/llms.txt is outside the site's base URL /docs/");
  });
});
