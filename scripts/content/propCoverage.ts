/**
 * Prop coverage: which props of a component, as its generated API page lists them
 * (plugins/api-reference), are mentioned on none of the pages that demonstrate it (the API page's
 * `demos` front matter), in their text or in the demos they show. `npm run check:content` prints
 * it, as a report next to the demo counts: a prop a reader can find only in the API table.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

/** Props every component has, documented once in the guides rather than on each page. */
export const COMMON_PROPS: ReadonlySet<string> = new Set([
  'children',
  'className',
  'classes',
  'component',
  'ref',
  'sx',
]);

export interface ApiProps {
  /** The API page's file name without extension, e.g. `button-base`. */
  name: string;
  /** Its own props (not those of the component it is built on), deprecated ones left out. */
  props: string[];
  /** Pathnames of the pages that demonstrate it, without the trailing slash. */
  pages: string[];
}

/** Reads an API page's own, current props and its demonstrating pages. */
export function readApiProps(name: string, apiPage: string): ApiProps {
  const demos = /^demos: (\[.*\])$/m.exec(apiPage);
  const pages = demos
    ? (JSON.parse(demos[1]!) as {href: string}[])
        .map(({href}) => href)
        .filter((href) => href.startsWith('/'))
        .map((href) => href.replace(/\/$/, ''))
    : [];
  const start = apiPage.indexOf('\n## Props\n');
  // The own props end where the next section starts (`## Props of ButtonBase`, `## CSS classes`...).
  const own = start < 0 ? '' : apiPage.slice(start + 1).split('\n## ')[0]!;
  const props = [
    ...own.matchAll(/<tr id=\{"prop-(\w+)"\}>\n<td(?: [^>]*)?><code>\{"\w+"\}<\/code>( <em>\(deprecated\)<\/em>)?/g),
  ]
    .filter((match) => !match[2])
    .map((match) => match[1]!);
  return {name, props, pages};
}

/** The files of the live demos a page imports (`./demos/button/BasicButtons.tsx?demo`), relative to the site. */
export function demoFiles(pageFile: string, text: string): string[] {
  return [...text.matchAll(/from '(\.{1,2}\/[^']+\.tsx)\?demo'/g)].map((match) =>
    path.join(path.dirname(pageFile), match[1]!),
  );
}

/** Each API's props that no demonstrating page mentions, as `api.prop`; `textOf` is a page's text and demos. */
export function propGaps(
  apis: readonly ApiProps[],
  textOf: (pathname: string) => string | undefined,
): {total: number; gaps: string[]} {
  let total = 0;
  const gaps: string[] = [];
  for (const api of apis) {
    const text = api.pages.map(textOf).filter((page) => page !== undefined);
    if (text.length === 0) continue;
    const all = text.join('\n');
    for (const prop of api.props.filter((name) => !COMMON_PROPS.has(name))) {
      total += 1;
      if (!new RegExp(`\\b${prop}\\b`).test(all)) gaps.push(`${api.name}.${prop}`);
    }
  }
  return {total, gaps};
}

/** One report line per product: props mentioned of props documented, then the gaps. */
export function formatPropCoverage(instanceId: string, {total, gaps}: {total: number; gaps: string[]}): string {
  const line = `${instanceId}: ${total - gaps.length} of ${total} documented props are mentioned on a page that demonstrates them`;
  return gaps.length === 0 ? line : `${line}; not mentioned: ${gaps.join(', ')}`;
}

/** The API pages of a docs folder (`<docsPath>/api/*.mdx`), read; none when it has no such folder. */
export async function readApiFolder(siteDir: string, docsPath: string): Promise<ApiProps[]> {
  const dir = path.join(siteDir, docsPath, 'api');
  const files = await fs.readdir(dir).catch(() => [] as string[]);
  return Promise.all(
    files
      .filter((file) => file.endsWith('.mdx'))
      .map(async (file) => readApiProps(file.replace(/\.mdx$/, ''), await fs.readFile(path.join(dir, file), 'utf8'))),
  );
}
