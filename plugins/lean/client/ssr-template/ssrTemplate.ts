// The HTML template of every page: Docusaurus's own, except that the page's scripts start after
// the first paint. Docusaurus puts them in <head> with `defer`; once they are downloaded (at
// once from a cache or a fast network) they run before the browser paints, so the server-rendered
// page waits for React and all the page's modules to evaluate. Here an inline script at the end
// of <body> adds them once the first contentful paint is on screen, in order (`async = false`),
// and the page paints as soon as its HTML and CSS are in. Head links that painting does not need
// (the web app manifest, whose fetch pulls an icon after it) are added at the same moment.
import defaultTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';

const DEFERRED_SCRIPTS = `
    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>`;

const BODY_END = `
    <%~ it.postBodyTags %>`;

/** A `<link>` in the head that the first paint does not need, added after it. */
export interface LinkAfterPaint {
  rel: string;
  href: string;
}

/**
 * Adds `links` to the head, then `scripts` (URLs) to the document, in order and four per task,
 * once the browser has presented the first contentful paint (a `paint` performance entry:
 * presentation time, later than the frame's main-thread work). Where that entry is not observable,
 * after the next frame. A hidden tab paints nothing, so there they start at once; after 3 s they
 * start whatever happened.
 */
export function startAfterFirstPaint(scripts: readonly string[], links: readonly LinkAfterPaint[]): void {
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    for (const {rel, href} of links) {
      const link = document.createElement('link');
      link.rel = rel;
      link.href = href;
      document.head.appendChild(link);
    }
    // Starting a request costs the main thread about a millisecond (several on a slow phone), so
    // the scripts go in a few at a time, one task each; `async = false` keeps them in order. The
    // next batch is a message-channel task, not a timer: a tab opened in the background delays
    // timers by up to a second, which would hold its later scripts back by seconds.
    const batches = new MessageChannel();
    const addFrom = (first: number): void => {
      for (const src of scripts.slice(first, first + 4)) {
        const script = document.createElement('script');
        script.src = src;
        script.async = false;
        document.body.appendChild(script);
      }
      if (first + 4 < scripts.length) batches.port2.postMessage(first + 4);
      else batches.port1.close();
    };
    batches.port1.onmessage = (event: MessageEvent<number>) => addFrom(event.data);
    addFrom(0);
  };
  if (document.visibilityState === 'hidden') {
    start();
  } else if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({type: 'paint', buffered: true});
    setTimeout(start, 3000);
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
}

/** The inline script that calls `startAfterFirstPaint` with the page's scripts and `links`. */
function starter(links: readonly LinkAfterPaint[]): string {
  return `
    <script>(${startAfterFirstPaint.toString()})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>,${JSON.stringify(links)})</script>`;
}

/**
 * Docusaurus's template (`siteConfig.ssrTemplate`) with its deferred scripts moved to the starter,
 * which also adds `linksAfterPaint`. Throws if a Docusaurus update changed the parts it rewrites,
 * so the build cannot silently keep or lose the scripts.
 */
export function createSsrTemplate(
  linksAfterPaint: readonly LinkAfterPaint[] = [],
  template: string = defaultTemplate,
): string {
  for (const part of [DEFERRED_SCRIPTS, BODY_END]) {
    if (template.split(part).length !== 2) {
      throw new Error(
        `plugins/lean/client/ssr-template/ssrTemplate.ts: Docusaurus's SSG template no longer contains, once:${part}`,
      );
    }
  }
  return template.replace(DEFERRED_SCRIPTS, '').replace(BODY_END, BODY_END + starter(linksAfterPaint));
}
