import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
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

describe('resolveApiLink in an archived version', () => {
  // Material UI v6's pages: in their version's folder, served under /material-ui/6.x/.
  const siteDir = fixtureSite();
  afterAll(() => rmSync(siteDir, {recursive: true, force: true}));
  const docsVersion = {
    instanceRoute: '/material-ui',
    route: '/material-ui/6.x',
    path: 'material-ui_versioned_docs/version-6.x',
    upstreamOrigin: 'https://v6.mui.com',
  };
  const outDir = `${docsVersion.path}/api`;
  mkdirSync(path.join(siteDir, outDir), {recursive: true});
  const page = (name: string, kebabName: string, title: string) => ({
    name,
    kebabName,
    title,
    pathname: `/material-ui/api/${kebabName}`,
    themeKey: `Mui${name}`,
  });
  writeFileSync(
    path.join(siteDir, outDir, '_components.json'),
    JSON.stringify({
      source: {packageName: '@mui/material-v6', version: '6.5.0', generatorVersion: 'abc', importName: '@mui/material'},
      pages: [page('Button', 'button', 'Button API (v6)'), page('Grid2', 'grid2', 'Grid2 API')],
    }),
  );
  const index = loadApiPageIndex(siteDir, [...REFERENCES, {outDir, routeBasePath: '/material-ui/api', docsVersion}]);
  const v6Page = path.join(siteDir, docsVersion.path, 'react-grid2.mdx');
  const latestPage = path.join(siteDir, 'docs/material-ui/react-grid.mdx');

  it('finds the version’s pages by file from its docs, and by the route they are served at', () => {
    expect(resolveApiLink('./api/grid2.mdx', v6Page, index)).toMatchObject({
      kind: 'page',
      page: {themeKey: 'MuiGrid2'},
    });
    expect(resolveApiLink('/material-ui/6.x/api/grid2/', latestPage, index)).toMatchObject({
      kind: 'page',
      page: {name: 'Grid2'},
    });
    expect(resolveApiLink('/material-ui/6.x/api/grid3/', v6Page, index)).toEqual({kind: 'missing'});
  });

  it('leaves the latest version’s pages to its own manifest', () => {
    expect(resolveApiLink('/material-ui/api/button/', v6Page, index)).toMatchObject({page: {title: 'Button API'}});
    expect(resolveApiLink('/material-ui/api/grid2/', latestPage, index)).toEqual({kind: 'missing'});
    expect(resolveApiLink('./api/grid2.mdx', latestPage, index)).toEqual({kind: 'missing'});
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
