/** A product's pages in the order and sections of its page tree (src/page-trees), for llms.txt. */
import {PAGE_TREES} from '../../src/page-trees';
import {normalizePathname} from '../../src/page-trees/docPathname';
import type {PageTree, PageTreeNode} from '../../src/page-trees/types';
import {DOCS_INSTANCES} from '../../src/products/docsInstances';
import {DOCS_INFRA_PRODUCT, PRODUCTS} from '../../src/products/registry';
import type {Product} from '../../src/products/types';
import type {LoadedInstance} from './docsContent';
import type {ExportedInstance} from './exportMarkdown';

/** A section of a product's pages: a top-level group of its tree. */
export interface PageSection<Page> {
  title: string;
  pages: Page[];
}

/**
 * The registry entry of a docs instance: the product whose entry page is under the instance's
 * route base (`/x` -> MUI X Data Grid, `/toolpad` -> Toolpad Core, `/experiments/docs` -> Docs
 * infrastructure). Throws for an instance no product lives under.
 */
export function productOfInstance(
  routeBasePath: string,
  products: readonly Product[] = [...PRODUCTS, DOCS_INFRA_PRODUCT],
): Product {
  const base = `${normalizePathname(routeBasePath)}/`;
  const product = products.find((candidate) => candidate.href.startsWith(base));
  if (!product) {
    throw new Error(`No product of src/products/registry.ts has its entry page under ${base}: add one.`);
  }
  return product;
}

function pathnamesOf(nodes: readonly PageTreeNode[]): string[] {
  return nodes.flatMap((node) => {
    if (node.kind === 'group') return pathnamesOf(node.children);
    return node.kind === 'page' ? [normalizePathname(node.pathname)] : [];
  });
}

/**
 * The tree's pages in sidebar order, one section per top-level group (its title; nested groups'
 * pages are in their top-level group's section, in order), and pages at the top level in a
 * section titled `topLevelTitle`. Pages `pageOf` does not know, links and repeats are left out.
 */
export function treeSections<Page>(
  tree: PageTree,
  pageOf: (pathname: string) => Page | undefined,
  topLevelTitle: string,
): PageSection<Page>[] {
  const seen = new Set<string>();
  const pagesOf = (pathnames: readonly string[]) =>
    pathnames.flatMap((pathname) => {
      const page = seen.has(pathname) ? undefined : pageOf(pathname);
      seen.add(pathname);
      return page === undefined ? [] : [page];
    });
  const sections: PageSection<Page>[] = [];
  for (const node of tree) {
    if (node.kind === 'group') {
      sections.push({title: node.title, pages: pagesOf(pathnamesOf(node.children))});
    } else if (node.kind === 'page') {
      const last = sections[sections.length - 1];
      const pages = pagesOf([normalizePathname(node.pathname)]);
      if (last?.title === topLevelTitle) last.pages.push(...pages);
      else sections.push({title: topLevelTitle, pages});
    }
  }
  return sections.filter((section) => section.pages.length > 0);
}

/**
 * The site's docs instances (src/products/docsInstances.ts) as the export takes them: each with
 * its product, its page tree and its loaded docs; instances of no product in the registry's list
 * (the pages for authors) are optional. Throws for an instance that was not loaded.
 */
export function exportedInstances(loaded: ReadonlyMap<string, LoadedInstance>): ExportedInstance[] {
  return DOCS_INSTANCES.map((instance) => {
    const docs = loaded.get(instance.id);
    if (!docs) throw new Error(`Docs instance "${instance.id}" (src/products/docsInstances.ts) is not loaded.`);
    const product = productOfInstance(instance.routeBasePath);
    return {product, optional: !PRODUCTS.includes(product), tree: PAGE_TREES[instance.id], loaded: docs};
  });
}
