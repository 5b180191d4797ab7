import path from 'node:path';
import {createLinkResolver} from '../links';

const siteDir = path.resolve('/site');
const resolve = createLinkResolver(
  {
    siteUrl: 'https://mui.test',
    permalinkByFile: new Map([
      [path.join(siteDir, 'docs/material-ui/react-button.mdx'), '/material-ui/react-button/'],
      [path.join(siteDir, 'docs/material-ui/api/button.mdx'), '/material-ui/api/button/'],
      [path.join(siteDir, 'docs/joy-ui/getting-started/index.mdx'), '/joy-ui/getting-started/'],
    ]),
  },
  {filePath: path.join(siteDir, 'docs/material-ui/react-button.mdx'), permalink: '/material-ui/react-button/'},
);

describe('createLinkResolver', () => {
  it('points a relative .md/.mdx link at the URL of the doc it names, keeping the anchor', () => {
    expect(resolve('./api/button.mdx#props')).toBe('https://mui.test/material-ui/api/button/#props');
    expect(resolve('../joy-ui/getting-started/index.mdx')).toBe('https://mui.test/joy-ui/getting-started/');
  });

  it('makes root-relative links absolute, with the trailing slash a doc is served with', () => {
    expect(resolve('/material-ui/api/button')).toBe('https://mui.test/material-ui/api/button/');
    expect(resolve('/material-ui/api/button/#props')).toBe('https://mui.test/material-ui/api/button/#props');
    expect(resolve('/versions/')).toBe('https://mui.test/versions/');
  });

  it("points an anchor at the page's own URL", () => {
    expect(resolve('#sizes')).toBe('https://mui.test/material-ui/react-button/#sizes');
  });

  it('keeps links with a scheme as they are', () => {
    expect(resolve('https://mui.com/x/')).toBe('https://mui.com/x/');
    expect(resolve('mailto:hello@mui.com')).toBe('mailto:hello@mui.com');
  });

  it('resolves other relative links against the page URL', () => {
    expect(resolve('../react-chip/')).toBe('https://mui.test/material-ui/react-chip/');
  });
});
