/**
 * @jest-environment jsdom
 */
import {isServedNotFoundPage, renderedPathname} from '../notFound';

function docWith(head: string): Document {
  const doc = document.implementation.createHTMLDocument('');
  doc.head.innerHTML = head;
  return doc;
}

describe('renderedPathname', () => {
  it('reads the path the static page was rendered for from its canonical link', () => {
    expect(renderedPathname(docWith('<link rel="canonical" href="https://mui-docs.example.com/404.html/">'))).toBe(
      '/404.html/',
    );
  });

  it('is null without a canonical link or with one that is not a URL', () => {
    expect(renderedPathname(docWith(''))).toBeNull();
    expect(renderedPathname(docWith('<link rel="canonical" href="not a url">'))).toBeNull();
  });
});

describe('isServedNotFoundPage', () => {
  it('is true when 404.html is shown at another address', () => {
    expect(isServedNotFoundPage('/404.html/', '/material-ui/no-such-page/', '/')).toBe(true);
    expect(isServedNotFoundPage('/docs/404.html/', '/docs/material-ui/nope', '/docs/')).toBe(true);
  });

  it('is false for 404.html at its own address and for every other page', () => {
    expect(isServedNotFoundPage('/404.html/', '/404.html', '/')).toBe(false);
    expect(isServedNotFoundPage('/material-ui/react-button/', '/material-ui/react-button/', '/')).toBe(false);
    expect(isServedNotFoundPage(null, '/material-ui/no-such-page/', '/')).toBe(false);
  });
});
