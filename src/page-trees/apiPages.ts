import fs from 'node:fs';
import path from 'node:path';
import type {PageNode} from './types';

interface ApiManifest {
  pages: {pathname: string; title: string}[];
}

function isApiManifest(value: unknown): value is ApiManifest {
  return (
    typeof value === 'object' &&
    value !== null &&
    'pages' in value &&
    Array.isArray(value.pages) &&
    value.pages.every(
      (page: unknown) => typeof page === 'object' && page !== null && 'pathname' in page && 'title' in page,
    )
  );
}

/**
 * The API pages generated from a package (plugins/api-reference), as page nodes, in the order
 * of the generated manifest. Read at build time, so the list always matches the installed package.
 */
export function readGeneratedApiPages(docsApiDir: string): PageNode[] {
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
  return manifest.pages.map((page) => ({kind: 'page', pathname: page.pathname, title: page.title}));
}
