import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {buildSearchIndex, INDEX_DIR, type IndexSummary} from '../pagefind';

/** What a docs page holds (src/theme/DocItem/Content, src/components/ProductMeta). */
const DOCS_PAGE = {
  url: '/material-ui/react-button/',
  product: 'material-ui',
  title: 'Button',
  text: 'Buttons allow users to take actions with a single tap.',
  code: 'const zebraquux = createWidget();',
  prop: 'disableRipple',
  propText: 'Disables the ripple effect.',
};
const LANDING_TEXT = 'Move faster with intuitive React components.';

const docsPageHtml = `<!doctype html>
<html lang="en">
  <head>
    <title>${DOCS_PAGE.title} | MUI</title>
    <meta name="mui:productId" content="${DOCS_PAGE.product}" data-pagefind-filter="product[content]">
  </head>
  <body>
    <nav>Navigation</nav>
    <div data-pagefind-body>
      <h1>${DOCS_PAGE.title}</h1>
      <p>${DOCS_PAGE.text}</p>
      <pre><code>${DOCS_PAGE.code}</code></pre>
      <table><tbody><tr id="prop-${DOCS_PAGE.prop}"><td>${DOCS_PAGE.prop}</td><td>${DOCS_PAGE.propText}</td></tr></tbody></table>
    </div>
  </body>
</html>`;

const landingPageHtml = `<!doctype html>
<html lang="en"><head><title>MUI</title></head><body><h1>MUI</h1><p>${LANDING_TEXT}</p></body></html>`;

/** A temporary build output holding `pages` (path -> HTML). */
function writeSite(pages: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), html);
  }
  return dir;
}

/** Pagefind's fragment files (one per page): gzip, then a `pagefind_dcd` signature, then JSON. */
function readFragments(outputPath: string): Array<Record<string, unknown>> {
  const fragmentDir = path.join(outputPath, 'fragment');
  return fs
    .readdirSync(fragmentDir)
    .filter((file) => file.endsWith('.pf_fragment'))
    .map((file) => {
      const text = zlib.gunzipSync(fs.readFileSync(path.join(fragmentDir, file))).toString('utf8');
      expect(text.startsWith('pagefind_dcd')).toBe(true);
      return JSON.parse(text.slice('pagefind_dcd'.length)) as Record<string, unknown>;
    });
}

/** A build with one docs page and the landing page, which does not mark its text. */
const SITE = {[`${DOCS_PAGE.url.slice(1)}index.html`]: docsPageHtml, 'index.html': landingPageHtml};
const MARKED_PAGES = Object.values(SITE).filter((html) => html.includes('data-pagefind-body')).length;

const sites: string[] = [];
afterAll(() => {
  for (const dir of sites) fs.rmSync(dir, {recursive: true, force: true});
});

describe('buildSearchIndex', () => {
  let site: string;
  let summary: IndexSummary;

  beforeAll(async () => {
    site = writeSite(SITE);
    sites.push(site);
    summary = await buildSearchIndex(site);
  }, 60_000);

  it('indexes the pages that mark their text, into the build’s index folder', () => {
    expect(summary.outputPath).toBe(path.join(site, INDEX_DIR));
    expect(summary.pageCount).toBe(MARKED_PAGES);
  });

  it('writes the browser’s entry points and leaves out Pagefind’s own UI', () => {
    const files = fs.readdirSync(summary.outputPath);
    expect(files).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-entry.json']));
    for (const unused of ['pagefind-ui.js', 'pagefind-ui.css', 'pagefind-modular-ui.js', 'pagefind-highlight.js']) {
      expect(files).not.toContain(unused);
    }
    expect(files.filter((file) => /^pagefind-(ui|modular-ui|highlight)\./.test(file))).toEqual([]);
  });

  it('holds the page’s text, title, prop row and product, but not its code', () => {
    const fragments = readFragments(summary.outputPath);
    expect(fragments.map((fragment) => fragment.url)).toEqual([DOCS_PAGE.url]);
    const [fragment] = fragments;
    const content = String(fragment?.content);
    expect(content).toContain(DOCS_PAGE.text);
    expect(content).toContain(DOCS_PAGE.propText);
    expect(content).not.toContain('zebraquux');
    expect(content).not.toContain('Navigation');
    expect(fragment?.meta).toMatchObject({title: DOCS_PAGE.title});
    expect(fragment?.filters).toEqual({product: [DOCS_PAGE.product]});
    expect(fragment?.anchors).toEqual([expect.objectContaining({element: 'tr', id: `prop-${DOCS_PAGE.prop}`})]);
  });

  it('leaves out the pages without marked text', () => {
    const indexed = readFragments(summary.outputPath).map((fragment) => String(fragment.content));
    expect(indexed.some((content) => content.includes(LANDING_TEXT))).toBe(false);
  });

  it('fails, naming the directory, when no page marks its text', async () => {
    const dir = writeSite({'index.html': landingPageHtml});
    sites.push(dir);
    await expect(buildSearchIndex(dir)).rejects.toThrow(dir);
  }, 60_000);

  it('fails, naming the directory, when it holds no page', async () => {
    const dir = writeSite({});
    sites.push(dir);
    await expect(buildSearchIndex(dir)).rejects.toThrow(dir);
  }, 60_000);
});
