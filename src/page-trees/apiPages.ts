import fs from 'node:fs';
import path from 'node:path';
import type {PageNode, Plan} from './types';

interface ManifestPage {
  pathname: string;
  title: string;
  kind?: string;
  packageName?: string;
}

function isManifestPage(page: unknown): page is ManifestPage {
  return (
    typeof page === 'object' &&
    page !== null &&
    'pathname' in page &&
    typeof page.pathname === 'string' &&
    'title' in page &&
    typeof page.title === 'string'
  );
}

function isApiManifest(value: unknown): value is {pages: ManifestPage[]} {
  return (
    typeof value === 'object' &&
    value !== null &&
    'pages' in value &&
    Array.isArray(value.pages) &&
    value.pages.every(isManifestPage)
  );
}

/** Which generated pages a tree shows, and how. */
export interface ApiPagesFilter {
  /** Only the pages of this kind (what their first item is); pages without a kind are components. */
  kind?: 'component' | 'hook' | 'interface' | 'index';
  /** The plan badge of the pages whose item comes from a commercial package, by package name. */
  plans?: Readonly<Record<string, Plan>>;
}

/**
 * The API pages generated from a package (plugins/api-reference), as page nodes, in the order
 * of the generated manifest. Read at build time, so the list always matches the installed package.
 */
export function readGeneratedApiPages(docsApiDir: string, filter: ApiPagesFilter = {}): PageNode[] {
  const file = path.resolve(__dirname, '../..', docsApiDir, '_components.json');
  let manifest: unknown;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `Cannot read the generated API pages (${path.relative(process.cwd(), file)}): run \`npm run generate:api\`.`,
      {
        cause: error,
      },
    );
  }
  if (!isApiManifest(manifest)) {
    throw new Error(`${file} is not an API manifest: run \`npm run generate:api\` again.`);
  }
  return manifest.pages
    .filter((page) => filter.kind === undefined || (page.kind ?? 'component') === filter.kind)
    .map((page) => {
      const plan = page.packageName === undefined ? undefined : filter.plans?.[page.packageName];
      return {kind: 'page', pathname: page.pathname, title: page.title, ...(plan ? {plan} : {})};
    });
}
