// The HTML template of every page: Docusaurus's own, except that the page's scripts start after
// the first paint. Docusaurus puts them in <head> with `defer`; once they are downloaded (at
// once from a cache or a fast network) they run before the browser paints, so the server-rendered
// page waits for React and all the page's modules to evaluate. Here an inline script at the end
// of <body> adds them after the first frame, in order (`async = false`), and the page paints as
// soon as its HTML and CSS are in. A hidden tab paints no frame, so there they start at once.
import defaultTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';

const DEFERRED_SCRIPTS = `
    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>`;

const BODY_END = `
    <%~ it.postBodyTags %>`;

/** Adds `scripts` (URLs) to the document, in order, after the next frame is painted. */
export function startScriptsAfterFirstPaint(scripts: readonly string[]): void {
  const start = (): void => {
    for (const src of scripts) {
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.body.appendChild(script);
    }
  };
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
}

/** The inline script that calls `startScriptsAfterFirstPaint` with the page's scripts. */
const STARTER = `
    <script>(${startScriptsAfterFirstPaint.toString()})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>`;

/**
 * Docusaurus's template (`siteConfig.ssrTemplate`) with its deferred scripts moved to the starter.
 * Throws if a Docusaurus update changed the parts it rewrites, so the build cannot silently keep
 * or lose the scripts.
 */
export function createSsrTemplate(template: string = defaultTemplate): string {
  for (const part of [DEFERRED_SCRIPTS, BODY_END]) {
    if (template.split(part).length !== 2) {
      throw new Error(`src/ssr/ssrTemplate.ts: Docusaurus's SSG template no longer contains, once:${part}`);
    }
  }
  return template.replace(DEFERRED_SCRIPTS, '').replace(BODY_END, BODY_END + STARTER);
}
