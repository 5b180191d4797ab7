/**
 * Writes the Markdown of every doc and the llms.txt files into the build folder (the plugin's
 * postBuild): reads each page's MDX and each demo once, converts with the pure functions beside
 * this file, and reports every page that failed at once.
 */
import {readFileSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {normalizePathname} from '../../src/page-trees/docPathname';
import type {PageTree} from '../../src/page-trees/types';
import type {Product} from '../../src/products/types';
import type {ApiPageIndex} from '../theme-keys/apiPages';
import {addThemeKeysToSource} from '../theme-keys/sourceThemeKeys';
import type {LoadedDoc, LoadedInstance} from './docsContent';
import {createLinkResolver, type LinkTargets} from './links';
import {renderLlmsFullTxt, renderLlmsTxt, type LlmsLink} from './llmsTxt';
import {absoluteUrl, markdownUrlPath, outputFile} from './markdownPaths';
import {mdxToMarkdown} from './mdxToMarkdown';
import {treeSections} from './navigation';
import {renderPageMarkdown} from './pageMarkdown';

/** A docs instance to export, with what its llms.txt needs. */
export interface ExportedInstance {
  /** The registry entry the instance documents (navigation.productOfInstance). */
  product: Product;
  /** Listed in /llms.txt's "Optional" section (pages for the site's own authors) rather than "Products". */
  optional: boolean;
  /** The instance's page tree: the order and sections of its llms.txt. */
  tree: PageTree;
  loaded: LoadedInstance;
}

/** Everything the export reads. */
export interface ExportOptions {
  outDir: string;
  /** `siteConfig.url`, e.g. `https://mui-docs.example.com`. */
  siteUrl: string;
  baseUrl: string;
  /** The H1 and summary of /llms.txt (`siteConfig.title`, `siteConfig.tagline`). */
  site: {title: string; tagline: string};
  instances: readonly ExportedInstance[];
  /** The generated API pages, whose theme keys a page's `## API` list names as on the site (plugins/theme-keys). */
  apiPages: ApiPageIndex;
}

/** A converted page. */
interface PageMarkdown {
  doc: LoadedDoc;
  body: string;
}

/** Every doc's Markdown body, reading each demo file once; throws listing every page that failed. */
async function convertDocs(
  docs: readonly LoadedDoc[],
  targets: LinkTargets,
  apiPages: ApiPageIndex,
): Promise<PageMarkdown[]> {
  const demoSources = new Map<string, string>();
  const readDemo = (file: string) => {
    const cached = demoSources.get(file);
    if (cached !== undefined) return cached;
    const source = readFileSync(file, 'utf8');
    demoSources.set(file, source);
    return source;
  };
  const problems: string[] = [];
  const pages = await Promise.all(
    docs.map(async (doc) => {
      try {
        // The site's remark plugin adds the theme key sentences; this export reads the source.
        const mdx = addThemeKeysToSource(await fs.readFile(doc.filePath, 'utf8'), doc.filePath, apiPages);
        const body = mdxToMarkdown(mdx, {
          resolveLink: createLinkResolver(targets, doc),
          demoSource: (specifier) => readDemo(path.resolve(path.dirname(doc.filePath), specifier.replace(/\?.*$/, ''))),
        });
        return [{doc, body}];
      } catch (error) {
        problems.push(`  - ${doc.filePath}: ${error instanceof Error ? error.message : String(error)}`);
        return [];
      }
    }),
  );
  if (problems.length > 0) {
    throw new Error(`Cannot write the Markdown of ${problems.length} page(s):\n${problems.sort().join('\n')}`);
  }
  return pages.flat();
}

/** The files of one instance: `<route base>/llms.txt` and `<route base>/llms-full.txt`, by URL path. */
function instanceFiles(
  instance: ExportedInstance,
  pages: ReadonlyMap<string, PageMarkdown>,
  {siteUrl, baseUrl}: Pick<ExportOptions, 'siteUrl' | 'baseUrl'>,
): Map<string, string> {
  const {product, tree, loaded} = instance;
  const base = baseUrl.replace(/\/+$/, '');
  const byPathname = new Map(
    loaded.docs.flatMap((doc) => {
      const page = pages.get(doc.permalink);
      return page ? [[normalizePathname(doc.permalink.slice(base.length)), page] as const] : [];
    }),
  );
  const sections = treeSections(tree, (pathname) => byPathname.get(pathname), 'Overview');
  const llmsUrl = (file: string) => `${loaded.versionPath.replace(/\/+$/, '')}/${file}`;
  const version = product.versions.find((entry) => entry.current)?.text;
  const llmsTxt = renderLlmsTxt({
    title: product.name,
    summary: product.tagline,
    details: [
      `The pages of the ${product.name} documentation${version ? ` (${version})` : ''} in the order of the site's navigation, each linking to its Markdown. All of them in one file: [llms-full.txt](${absoluteUrl(siteUrl, llmsUrl('llms-full.txt'))}).`,
    ],
    sections: sections.map((section) => ({
      title: section.title,
      links: section.pages.map(({doc}): LlmsLink => ({
        title: doc.title,
        url: absoluteUrl(siteUrl, markdownUrlPath(doc.permalink)),
        description: doc.description,
      })),
    })),
  });
  const fullTxt = renderLlmsFullTxt(
    {title: product.name, summary: product.tagline},
    sections.flatMap((section) =>
      section.pages.map(({doc, body}) => ({title: doc.title, url: absoluteUrl(siteUrl, doc.permalink), body})),
    ),
  );
  return new Map([
    [llmsUrl('llms.txt'), llmsTxt],
    [llmsUrl('llms-full.txt'), fullTxt],
  ]);
}

/** /llms.txt: the products, each linking to its own llms.txt. */
function rootLlmsTxt({siteUrl, site, instances}: ExportOptions): string {
  const links = (optional: boolean) =>
    instances
      .filter((instance) => instance.optional === optional)
      .map(({product, loaded}): LlmsLink => ({
        title: product.name,
        url: absoluteUrl(siteUrl, `${loaded.versionPath.replace(/\/+$/, '')}/llms.txt`),
        description: product.tagline,
      }));
  return renderLlmsTxt({
    title: site.title,
    summary: site.tagline,
    details: [
      "Every page of this site is also served as Markdown, at its URL with `.md` in place of the trailing slash. Each product's llms.txt lists its pages in the order of its navigation; its llms-full.txt holds all of them in one file.",
    ],
    sections: [
      {title: 'Products', links: links(false)},
      {title: 'Optional', links: links(true)},
    ],
  });
}

/** Writes `<page>.md` for every doc, `/llms.txt`, and each instance's llms.txt and llms-full.txt. */
export async function exportMarkdown(options: ExportOptions): Promise<void> {
  const docs = options.instances.flatMap((instance) => instance.loaded.docs);
  const targets: LinkTargets = {
    siteUrl: options.siteUrl,
    permalinkByFile: new Map(docs.map((doc) => [doc.filePath, doc.permalink])),
  };
  const pages = new Map((await convertDocs(docs, targets, options.apiPages)).map((page) => [page.doc.permalink, page]));
  const files = new Map<string, string>();
  for (const {doc, body} of pages.values()) {
    files.set(markdownUrlPath(doc.permalink), renderPageMarkdown(doc, body));
  }
  for (const instance of options.instances) {
    for (const [urlPath, content] of instanceFiles(instance, pages, options)) files.set(urlPath, content);
  }
  files.set(`${options.baseUrl.replace(/\/+$/, '')}/llms.txt`, rootLlmsTxt(options));
  const written = [...files].map(([urlPath, content]) => ({
    file: outputFile(options.outDir, options.baseUrl, urlPath),
    content,
  }));
  const folders = new Set(written.map(({file}) => path.dirname(file)));
  await Promise.all([...folders].map((folder) => fs.mkdir(folder, {recursive: true})));
  await Promise.all(written.map(({file, content}) => fs.writeFile(file, content)));
}
