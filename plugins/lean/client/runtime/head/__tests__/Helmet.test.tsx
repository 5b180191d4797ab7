/** @jest-environment jsdom */
import React, {act, type ComponentType, type ReactNode} from 'react';
import {createRoot} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import * as library from 'react-helmet-async';
import * as client from '../Helmet';

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

type HelmetModule = {Helmet: ComponentType<{children?: ReactNode}>};

/** Nested heads as Docusaurus renders them: site defaults, then layout, then the page. */
function Page({Helmet, title = 'Button', inner = true}: HelmetModule & {title?: string; inner?: boolean}): ReactNode {
  return (
    <>
      <Helmet>
        <html lang="en" dir="ltr" />
        <title>MUI Docs</title>
        <meta name="twitter:card" content="summary" />
        <meta name="description" content="The site" />
        <meta property="og:url" content="https://example.com/" />
        <link rel="canonical" href="https://example.com/" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content="#fff" />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#000" />
      </Helmet>
      <Helmet>
        <html className="docs-wrapper" />
        <meta name="twitter:card" content="summary_large_image" />
      </Helmet>
      {inner && (
        <Helmet>
          {/* The library keeps a fragment's tags only of kinds its siblings do not have. */}
          <>
            <title>{[title, ' | MUI Docs']}</title>
            <script type="application/ld+json">{JSON.stringify({name: title})}</script>
          </>
          <meta name="description" content={`All about ${title}`} />
          <meta property="og:title" content={title} />
          <link rel="canonical" href={`https://example.com/${title.toLowerCase()}/`} />
          <link rel="alternate" href="https://example.com/button/" hrefLang="en" />
          <link rel="alternate" href="https://example.com/button/" hrefLang="x-default" />
          <meta charSet="utf-8" />
          {null}
          {false}
        </Helmet>
      )}
    </>
  );
}

/** The managed state of a document: title, `<html>` attributes and marked head tags, sorted. */
function readHead(document: Document) {
  const tags = Array.from(document.head.querySelectorAll('[data-rh]:not(title)'), (element) => {
    const attributes = Array.from(element.attributes, ({name, value}) => `${name}=${value}`).sort();
    return `<${element.localName} ${attributes.join(' ')}>${element.textContent}`;
  }).sort();
  const html = Object.fromEntries(
    ['lang', 'dir', 'class'].map((name) => [name, document.documentElement.getAttribute(name)]),
  );
  return {title: document.title, html, tags};
}

/** The head react-helmet-async writes into the static HTML for `page`. */
function serverHead(page: ReactNode) {
  // Under jsdom the library would take itself to be in a browser and collect nothing.
  Reflect.set(library.HelmetProvider, 'canUseDOM', false);
  const context: {helmet?: Record<string, {toString(): string}>} = {};
  renderToString(<library.HelmetProvider context={context}>{page}</library.HelmetProvider>);
  const helmet = context.helmet!;
  const head = ['title', 'base', 'meta', 'link', 'style', 'script', 'noscript'].map((k) => helmet[k]!.toString());
  const html = `<html ${helmet.htmlAttributes!.toString()}><head>${head.join('')}</head><body></body></html>`;
  return new DOMParser().parseFromString(html, 'text/html');
}

const resetDocument = (html = '<html><head></head><body></body></html>') => {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.documentElement.replaceWith(document.adoptNode(parsed.documentElement));
};

async function renderClient(element: ReactNode) {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  await act(async () => root.render(<client.HelmetProvider>{element}</client.HelmetProvider>));
  return {
    rerender: (next: ReactNode) => act(async () => root.render(<client.HelmetProvider>{next}</client.HelmetProvider>)),
  };
}

describe('the browser Helmet', () => {
  beforeEach(() => resetDocument());

  it('writes the head react-helmet-async writes on the server, for the same nested heads', async () => {
    const expected = readHead(serverHead(<Page Helmet={library.Helmet} />));
    await renderClient(<Page Helmet={client.Helmet} />);
    expect(readHead(document)).toEqual(expected);
    expect(expected.title).toBe('Button | MUI Docs');
    expect(expected.tags).toContain('<meta content=summary_large_image data-rh=true name=twitter:card>');
  });

  it('follows updates and unmounts as the server would render the new tree', async () => {
    const {rerender} = await renderClient(<Page Helmet={client.Helmet} />);
    await rerender(<Page Helmet={client.Helmet} title="Chip" />);
    expect(readHead(document)).toEqual(readHead(serverHead(<Page Helmet={library.Helmet} title="Chip" />)));
    await rerender(<Page Helmet={client.Helmet} inner={false} />);
    const outerOnly = readHead(serverHead(<Page Helmet={library.Helmet} inner={false} />));
    expect(readHead(document)).toEqual(outerOnly);
    expect(outerOnly.title).toBe('MUI Docs');
  });

  it("leaves the server's tags in place when they are already right", async () => {
    const server = serverHead(<Page Helmet={library.Helmet} />);
    resetDocument(server.documentElement.outerHTML);
    const before = Array.from(document.head.querySelectorAll('[data-rh]:not(title)'));
    await renderClient(<Page Helmet={client.Helmet} />);
    const after = Array.from(document.head.querySelectorAll('[data-rh]:not(title)'));
    expect(after).toHaveLength(before.length);
    expect(after.every((element) => before.includes(element))).toBe(true);
  });

  it('names what a head cannot hold', async () => {
    const Head = client.Helmet;
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      renderClient(
        <Head>
          <div />
        </Head>,
      ),
    ).rejects.toThrow('<Head> cannot render <div>: use <title>, <html>, <body> or <base>, <meta>');
  });
});
