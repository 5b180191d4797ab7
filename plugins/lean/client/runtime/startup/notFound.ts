/**
 * A path that matches no page is served the site's 404.html, whose markup was rendered for
 * `/404.html`: under a product the app renders that product's navbar and menus there, so
 * hydrating the 404 markup would not match (React error 418) and React would log it and render
 * the page again anyway. Such a page is rendered afresh instead, with a root created before
 * Docusaurus's entry runs, which renders into an existing root rather than hydrating.
 */

/** The path the static page was rendered for, from its canonical link; null without a usable one. */
export function renderedPathname(doc: Pick<Document, 'querySelector'>): string | null {
  const href = doc.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (!href) return null;
  try {
    return new URL(href).pathname;
  } catch {
    return null;
  }
}

/** Whether the page shows 404.html for another address (`/404.html` itself hydrates as usual). */
export function isServedNotFoundPage(rendered: string | null, location: string, baseUrl: string): boolean {
  const strip = (path: string) => path.replace(/\/+$/, '');
  return rendered !== null && strip(rendered) === `${baseUrl}404.html` && strip(location) !== strip(rendered);
}
