/** File names Docusaurus treats as the index of their folder (`docs.ts`, `isCategoryIndex`). */
function isCategoryIndex(fileName: string, parentDir: string | undefined): boolean {
  const name = fileName.toLowerCase();
  return name === 'index' || name === 'readme' || name === parentDir?.toLowerCase();
}

/**
 * The URL path (no trailing slash) Docusaurus gives a doc, from its id (its file path inside the
 * instance's docs folder, without extension), following the plugin's slug rules: `a/index`,
 * `a/README` and `a/a` are served at `a`.
 */
export function docPathname(routeBasePath: string, docId: string): string {
  const segments = docId.split('/');
  const fileName = segments.pop() ?? '';
  if (!isCategoryIndex(fileName, segments.at(-1))) {
    segments.push(fileName);
  }
  return [routeBasePath.replace(/\/+$/, ''), ...segments].join('/') || '/';
}

/** A pathname without its trailing slash, so `/a/` and `/a` compare equal. */
export function normalizePathname(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
