import {createHash} from 'node:crypto';

/**
 * One API page of a reference that names what it documents (plugin option `pages`), instead of
 * documenting every public component of the package on a page of its own.
 */
export interface ApiPageSpec {
  /** The page's URL path, without trailing slash; its file is `docs/<pathname>.mdx`. */
  pathname: string;
  /** The page's title; defaults to `<Name> API` for a page of one item. */
  title?: string;
  /**
   * Components, hooks and interfaces (exported names), shown in this order, one section each. A
   * name the package's root does not export is qualified by its module:
   * `useTransition/useTransitionTrigger`.
   */
  components?: readonly string[];
  hooks?: readonly string[];
  interfaces?: readonly string[];
  /** One `##` section per item, anchored by its name (`#use-button`), even for a single item. */
  sectioned?: boolean;
}

/** The exported name of a possibly qualified name (`useTransition/useTransitionTrigger` -> `useTransitionTrigger`). */
export function exportedName(name: string): string {
  return name.slice(name.lastIndexOf('/') + 1);
}

/** What kind of item a section documents. */
export type ApiItemKind = 'component' | 'hook' | 'interface';

/** Every item a list of page specs names, by kind. */
export function selectedNames(pages: readonly ApiPageSpec[]): Record<ApiItemKind, string[]> {
  return {
    component: pages.flatMap((page) => page.components ?? []),
    hook: pages.flatMap((page) => page.hooks ?? []),
    interface: pages.flatMap((page) => page.interfaces ?? []),
  };
}

/** The items of one page, in the order it shows them. */
export function pageItems(page: ApiPageSpec): {kind: ApiItemKind; name: string}[] {
  return [
    ...(page.components ?? []).map((name) => ({kind: 'component' as const, name})),
    ...(page.hooks ?? []).map((name) => ({kind: 'hook' as const, name})),
    ...(page.interfaces ?? []).map((name) => ({kind: 'interface' as const, name})),
  ];
}

/** What is wrong with a list of page specs (each problem a sentence), empty when nothing. */
export function checkPageSpecs(pages: readonly ApiPageSpec[], routeBasePath: string): string[] {
  const problems: string[] = [];
  const pathnames = new Set<string>();
  const names = new Set<string>();
  const instanceBase = routeBasePath.split('/').slice(0, 2).join('/');
  for (const page of pages) {
    if (pathnames.has(page.pathname)) problems.push(`${page.pathname} is listed twice`);
    pathnames.add(page.pathname);
    if (!page.pathname.startsWith(`${instanceBase}/`) || page.pathname.endsWith('/')) {
      problems.push(`${page.pathname} must be a path under ${instanceBase}/ without a trailing slash`);
    }
    const items = pageItems(page);
    if (items.length === 0) problems.push(`${page.pathname} names no component, hook or interface`);
    for (const item of items) {
      const name = exportedName(item.name);
      if (names.has(name)) problems.push(`${name} is documented on two pages`);
      names.add(name);
    }
  }
  return problems;
}

/** A short hash of the selection and the other packages' versions: part of the output's cache key. */
export function selectionHash(pages: readonly ApiPageSpec[], extraPackages: readonly string[]): string {
  return createHash('sha256').update(JSON.stringify({pages, extraPackages})).digest('hex').slice(0, 12);
}
