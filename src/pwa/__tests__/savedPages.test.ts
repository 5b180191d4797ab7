import {requestedPath, titleOf, toSavedPages} from '../savedPages';

describe('titleOf', () => {
  it("reads the page's title without the site's name", () => {
    expect(titleOf('<head><title data-rh=true>Installation | MUI Docs</title><meta name=x>', 'MUI Docs')).toBe(
      'Installation',
    );
    expect(titleOf('<title>Q&amp;A: &quot;sx&quot; &lt;Box&gt; | MUI Docs</title>', 'MUI Docs')).toBe(
      'Q&A: "sx" <Box>',
    );
  });

  it('keeps a title that is only the site name, and has none for a head without one', () => {
    expect(titleOf('<title>MUI Docs</title>', 'MUI Docs')).toBe('MUI Docs');
    expect(titleOf('<head><meta charset=utf-8>', 'MUI Docs')).toBeUndefined();
    expect(titleOf('<title>  </title>', 'MUI Docs')).toBeUndefined();
  });
});

describe('requestedPath', () => {
  it('gives the path of this site that ?from= names', () => {
    expect(requestedPath('?from=%2Fjoy-ui%2Freact-button%2F', '/')).toBe('/joy-ui/react-button/');
  });

  it('falls back to none for junk, other origins and other bases', () => {
    for (const search of [
      '',
      '?from=',
      '?from=https%3A%2F%2Fevil.example%2F',
      '?from=%2F%2Fevil.example',
      '?from=javascript:alert(1)',
      '?from=%2Fa%20b',
      '?from=%2F%5Cevil',
    ]) {
      expect([search, requestedPath(search, '/')]).toEqual([search, null]);
    }
    expect(requestedPath('?from=%2Fmaterial-ui%2F', '/docs/')).toBeNull();
  });
});

describe('toSavedPages', () => {
  it('sorts by title and leaves out the offline page', () => {
    expect(
      toSavedPages(
        [
          {path: '/offline/', title: 'Offline'},
          {path: '/material-ui/react-button/', title: 'Button'},
          {path: '/joy-ui/react-button/', title: 'Button'},
          {path: '/material-ui/getting-started/', title: 'Overview'},
        ],
        '/',
      ).map((page) => page.path),
    ).toEqual(['/joy-ui/react-button/', '/material-ui/react-button/', '/material-ui/getting-started/']);
  });
});
