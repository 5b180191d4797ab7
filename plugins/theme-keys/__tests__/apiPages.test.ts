import {rmSync} from 'node:fs';
import path from 'node:path';
import {loadApiPageIndex, resolveApiLink, themeKeySentence} from '../apiPages';
import {fixtureSite, REFERENCES} from './fixtureSite';

describe('resolveApiLink', () => {
  const siteDir = fixtureSite();
  afterAll(() => rmSync(siteDir, {recursive: true, force: true}));
  const index = loadApiPageIndex(siteDir, REFERENCES);
  const page = path.join(siteDir, 'docs/material-ui/react-button.mdx');
  const resolve = (url: string) => resolveApiLink(url, page, index);

  it('finds a generated page by its file or by its pathname, anchors and slashes aside', () => {
    expect(resolve('./api/button.mdx')).toMatchObject({kind: 'page', page: {themeKey: 'MuiButton'}});
    expect(resolve('/material-ui/api/button/#props')).toMatchObject({kind: 'page', page: {name: 'Button'}});
    expect(resolve('/base-ui/react-button/components-api/#button')).toMatchObject({
      kind: 'page',
      page: {name: 'Button'},
    });
    expect(resolve('./api/unstable-trap-focus.mdx')).toEqual({
      kind: 'page',
      page: expect.not.objectContaining({themeKey: expect.anything()}),
    });
  });

  it('says "missing" for a link into a reference that its manifest does not list', () => {
    expect(resolve('./api/buton.mdx')).toEqual({kind: 'missing'});
    expect(resolve('/material-ui/api/buton/')).toEqual({kind: 'missing'});
  });

  it('ignores links to other pages and sites', () => {
    expect(resolve('./react-icon-button.mdx')).toBeUndefined();
    expect(resolve('/material-ui/customization/theme-components/')).toBeUndefined();
    expect(resolve('https://mui.com/material-ui/api/button/')).toBeUndefined();
    expect(resolve('#api')).toBeUndefined();
  });

  it('lists no page of a reference whose manifest is missing', () => {
    const empty = loadApiPageIndex(siteDir, [{outDir: 'docs/joy-ui/api', routeBasePath: '/joy-ui/api'}]);
    expect(resolveApiLink('/joy-ui/api/button/', page, empty)).toEqual({kind: 'missing'});
  });
});

describe('themeKeySentence', () => {
  it('names the key and both places of the theme it is used in', () => {
    const text = themeKeySentence('MuiButton')
      .map((part) => (part.code ? `\`${part.text}\`` : part.text))
      .join('');
    expect(text).toBe('Theme key: `MuiButton` (`theme.components.MuiButton.defaultProps` and `styleOverrides`).');
  });
});
