import {assetsOf, isShellFile, isShellRequest, offlinePageUrl, pageKey, requestKind} from '../routes';

describe('isShellFile', () => {
  it('keeps the runtime, the main bundle, the stylesheet, the offline page, the manifest, icons and fonts', () => {
    for (const file of [
      'assets/js/runtime~main.ab37867d.js',
      'assets/js/main.fe375be7.js',
      'assets/css/styles.df03a538.css',
      'offline/index.html',
      'manifest.json',
      'img/pwa/icon-192.png',
      'img/products/docs.svg',
      'assets/fonts/roboto-latin.4f3c1a2b.woff2',
    ]) {
      expect([file, isShellFile(file)]).toEqual([file, true]);
    }
  });

  it('leaves every other file to be cached as it is used', () => {
    for (const file of [
      'assets/js/81668.4d3faf85.js',
      'assets/js/main-extra.fe375be7.js',
      'index.html',
      'material-ui/react-button/index.html',
      'material-ui/offline/index.html',
      'pagefind/pagefind.js',
      'img/products/material-ui.svg',
      'sitemap.xml',
    ]) {
      expect([file, isShellFile(file)]).toEqual([file, false]);
    }
  });
});

describe('isShellRequest', () => {
  it('names the addresses the precache answers, a directory standing for its index.html', () => {
    expect(isShellRequest('/offline/', '/')).toBe(true);
    expect(isShellRequest('/offline/index.html', '/')).toBe(true);
    expect(isShellRequest('/assets/js/main.fe375be7.js', '/')).toBe(true);
    expect(isShellRequest('/docs/offline/', '/docs/')).toBe(true);
    expect(isShellRequest('/', '/')).toBe(false);
    expect(isShellRequest('/material-ui/react-button/', '/')).toBe(false);
    expect(isShellRequest('/assets/js/81668.4d3faf85.js', '/')).toBe(false);
    expect(isShellRequest('/offline/', '/docs/')).toBe(false);
  });
});

describe('requestKind', () => {
  it('tells hashed assets, images, Pagefind entry files and index pieces apart', () => {
    expect(requestKind('/assets/js/81668.4d3faf85.js', '/')).toBe('asset');
    expect(requestKind('/assets/css/styles.df03a538.css', '/')).toBe('asset');
    expect(requestKind('/img/products/joy-ui.svg', '/')).toBe('image');
    expect(requestKind('/assets/images/grid-a1b2c3.png', '/')).toBe('image');
    expect(requestKind('/pagefind/pagefind.js', '/')).toBe('search-entry');
    expect(requestKind('/pagefind/pagefind-entry.json', '/')).toBe('search-entry');
    expect(requestKind('/pagefind/wasm.en.pagefind', '/')).toBe('search-entry');
    expect(requestKind('/pagefind/index/en_0a1b2c3.pf_index', '/')).toBe('search-part');
    expect(requestKind('/pagefind/fragment/en_4d5e6f.pf_fragment', '/')).toBe('search-part');
    expect(requestKind('/pagefind/pagefind.en_66eb863d78.pf_meta', '/')).toBe('search-part');
  });

  it('leaves pages, sandbox projects, the worker and other sites alone', () => {
    expect(requestKind('/material-ui/react-button/', '/')).toBeNull();
    expect(requestKind('/assets/sandbox/button-demo.json', '/')).toBeNull();
    expect(requestKind('/sw.js', '/')).toBeNull();
    expect(requestKind('/assets/js/81668.4d3faf85.js', '/docs/')).toBeNull();
    expect(requestKind('/docs/assets/js/81668.4d3faf85.js', '/docs/')).toBe('asset');
  });
});

describe('assetsOf', () => {
  it('lists the scripts, stylesheets and images a page names, once each', () => {
    const html = `<link rel=stylesheet href=/assets/css/styles.df03a538.css />
      <script>start(["/assets/js/runtime~main.ab37867d.js","/assets/js/main.fe375be7.js","/assets/js/81668.4d3faf85.js"])</script>
      <img src="/img/products/docs.svg"><link rel=preload as=image href=/img/products/docs.svg />
      <a href="/material-ui/react-button/">Button</a><a href="https://cdn.example.com/assets/js/x.1.js">x</a>`;
    expect(assetsOf(html, '/')).toEqual([
      '/assets/css/styles.df03a538.css',
      '/assets/js/runtime~main.ab37867d.js',
      '/assets/js/main.fe375be7.js',
      '/assets/js/81668.4d3faf85.js',
      '/img/products/docs.svg',
    ]);
  });

  it('reads paths under the base URL only', () => {
    expect(assetsOf('"/docs/assets/js/1.a.js" "/assets/js/2.b.js"', '/docs/')).toEqual(['/docs/assets/js/1.a.js']);
    expect(assetsOf('', '/')).toEqual([]);
  });
});

describe('pageKey and offlinePageUrl', () => {
  it('saves a page under its address without query or hash', () => {
    expect(
      pageKey('https://docs.example.com/material-ui/api/button/?_highlight=disableRipple#prop-disableRipple'),
    ).toBe('https://docs.example.com/material-ui/api/button/');
  });

  it('names the page the offline page stands in for', () => {
    expect(offlinePageUrl('/', '/joy-ui/react-button/')).toBe('/offline/?from=%2Fjoy-ui%2Freact-button%2F');
  });
});
