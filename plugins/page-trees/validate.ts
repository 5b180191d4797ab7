import {docPathname, normalizePathname} from '../../src/page-trees/docPathname';
import {NODE_KEYS, PAGE_FLAGS, PAGE_ICONS, PLANS, type PageTreeSource} from '../../src/page-trees/types';

/** A doc of an instance as validation needs it. */
export interface DocRef {
  /** Doc id: its file path inside the instance's docs folder, without extension. */
  id: string;
  /** The file, relative to the site directory (for messages). */
  file: string;
  frontMatter: Readonly<Record<string, unknown>>;
}

/** One thing wrong with a tree or the docs, reported with the file and path to fix. */
export interface PageTreeProblem {
  file: string;
  /** The pathname concerned, or for a group the titles leading to it. */
  path: string;
  message: string;
}

/** Front matter keys that would move a doc away from the URL its file path gives it. */
const FORBIDDEN_FRONT_MATTER = ['slug', 'id'] as const;

const API_SEGMENT = /\/api(\/|$)/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isWithin(pathname: string, routeBasePath: string): boolean {
  return pathname === routeBasePath || pathname.startsWith(`${routeBasePath}/`);
}

function describe(node: Record<string, unknown>, trail: readonly string[]): string {
  if (typeof node.pathname === 'string') return node.pathname;
  if (typeof node.href === 'string') return node.href;
  const title = typeof node.title === 'string' ? node.title : '(untitled)';
  return [...trail, title].join(' > ');
}

/** Problems with one node's own fields (not its children). */
function checkNode(node: Record<string, unknown>, routeBasePath: string): string[] {
  const messages: string[] = [];
  const kind = node.kind;
  if (kind !== 'page' && kind !== 'link' && kind !== 'group') {
    return [`unknown node kind ${JSON.stringify(kind)}: use "page", "link" or "group"`];
  }
  const allowed: readonly string[] = NODE_KEYS[kind];
  for (const key of Object.keys(node)) {
    if (!allowed.includes(key)) {
      messages.push(`unknown field "${key}" on a ${kind} node; allowed: ${allowed.join(', ')}`);
    }
  }
  for (const flag of PAGE_FLAGS) {
    if (flag in node && typeof node[flag] !== 'boolean') {
      messages.push(`flag "${flag}" must be true or false`);
    }
  }
  if ('plan' in node && !(PLANS as readonly unknown[]).includes(node.plan)) {
    messages.push(`plan must be one of ${PLANS.join(', ')}`);
  }
  if ('icon' in node && !(PAGE_ICONS as readonly unknown[]).includes(node.icon)) {
    messages.push(`unknown icon ${JSON.stringify(node.icon)}; known icons: ${PAGE_ICONS.join(', ')}`);
  }
  if ('title' in node && (typeof node.title !== 'string' || node.title.trim() === '')) {
    messages.push('title must be a non-empty string');
  }
  if (kind === 'page') {
    const {pathname} = node;
    if (typeof pathname !== 'string' || !pathname.startsWith('/')) {
      messages.push(`pathname must start with "/" (got ${JSON.stringify(pathname)})`);
    } else if (!isWithin(normalizePathname(pathname), routeBasePath)) {
      messages.push(
        `pathname is outside this product: it must start with "${routeBasePath}/" (use a link node for other products)`,
      );
    }
  }
  if (kind === 'link') {
    const {href} = node;
    if (typeof href !== 'string' || !/^(https:\/\/|\/)/.test(href)) {
      messages.push(`href must be an https:// URL or a site path starting with "/" (got ${JSON.stringify(href)})`);
    } else if (href.startsWith('/') && isWithin(normalizePathname(href), routeBasePath)) {
      messages.push('href points into this product: use a page node so the doc is checked');
    }
    if (typeof node.title !== 'string') {
      messages.push('a link node needs a title');
    }
  }
  if (kind === 'group') {
    if (typeof node.title !== 'string') {
      messages.push('a group node needs a title');
    }
    if (!Array.isArray(node.children)) {
      messages.push('a group node needs a children array');
    }
  }
  return messages;
}

interface TreePage {
  pathname: string;
  planned: boolean;
}

/** Walks a tree of unknown shape, collecting node problems and the page nodes it holds. */
function walkTree(source: PageTreeSource): {problems: PageTreeProblem[]; pages: TreePage[]} {
  const problems: PageTreeProblem[] = [];
  const pages: TreePage[] = [];
  const visit = (nodes: unknown, trail: readonly string[]): void => {
    if (!Array.isArray(nodes)) {
      problems.push({
        file: source.treeFile,
        path: trail.join(' > ') || '(root)',
        message: 'expected an array of nodes',
      });
      return;
    }
    for (const node of nodes) {
      if (!isRecord(node)) {
        problems.push({
          file: source.treeFile,
          path: trail.join(' > ') || '(root)',
          message: 'a node must be an object',
        });
        continue;
      }
      const path = describe(node, trail);
      for (const message of checkNode(node, source.routeBasePath)) {
        problems.push({file: source.treeFile, path, message});
      }
      // Pages outside the product were reported above; looking for their doc would add noise.
      if (
        node.kind === 'page' &&
        typeof node.pathname === 'string' &&
        isWithin(normalizePathname(node.pathname), source.routeBasePath)
      ) {
        pages.push({pathname: normalizePathname(node.pathname), planned: node.planned === true});
      }
      if (node.kind === 'group' && Array.isArray(node.children)) {
        visit(node.children, [...trail, typeof node.title === 'string' ? node.title : '(untitled)']);
      }
    }
  };
  visit(source.tree, []);
  return {problems, pages};
}

/** Pathnames listed more than once in a tree, except API pages (they may be listed in several groups). */
export function findDuplicatePathnames(pathnames: readonly string[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const pathname of pathnames) {
    if (API_SEGMENT.test(pathname)) continue;
    if (seen.has(pathname)) duplicates.add(pathname);
    seen.add(pathname);
  }
  return [...duplicates];
}

/**
 * Every problem with one instance's tree and docs: malformed nodes, duplicated pathnames,
 * tree pages without a doc, planned pages that have one, docs in no tree, and docs whose
 * front matter overrides the URL their file path gives them.
 */
export function validatePageTree(source: PageTreeSource, docs: readonly DocRef[]): PageTreeProblem[] {
  const {problems, pages} = walkTree(source);
  for (const pathname of findDuplicatePathnames(pages.map((page) => page.pathname))) {
    problems.push({file: source.treeFile, path: pathname, message: 'pathname is listed more than once in this tree'});
  }
  const docsByPathname = new Map(docs.map((doc) => [docPathname(source.routeBasePath, doc.id), doc]));
  for (const page of pages) {
    const doc = docsByPathname.get(page.pathname);
    if (page.planned && doc) {
      problems.push({
        file: source.treeFile,
        path: page.pathname,
        message: `planned page has a doc (${doc.file}): remove "planned"`,
      });
    }
    if (!page.planned && !doc) {
      const expected = `${source.docsPath}${page.pathname.slice(source.routeBasePath.length) || '/index'}.mdx`;
      problems.push({file: source.treeFile, path: page.pathname, message: `no doc for this page: create ${expected}`});
    }
  }
  // Planned pages count as listed: a doc behind one is reported once, above.
  const listed = new Set(pages.map((page) => page.pathname));
  for (const [pathname, doc] of docsByPathname) {
    if (!listed.has(pathname)) {
      problems.push({file: doc.file, path: pathname, message: `doc is in no page tree: add it to ${source.treeFile}`});
    }
    for (const key of FORBIDDEN_FRONT_MATTER) {
      if (key in doc.frontMatter) {
        problems.push({
          file: doc.file,
          path: pathname,
          message: `front matter "${key}" is not allowed: a page's URL follows its file path`,
        });
      }
    }
  }
  return problems;
}

/** One line per problem, ready for the terminal. */
export function formatProblems(problems: readonly PageTreeProblem[]): string {
  const lines = problems.map((problem) => `  - ${problem.file}: ${problem.path}: ${problem.message}`);
  return `Page tree validation failed with ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${lines.join('\n')}`;
}
