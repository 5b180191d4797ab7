/** Where a page's Markdown is served and written: its URL path with `.md` instead of the trailing slash. */
import path from 'node:path';

/**
 * The URL path of a page's Markdown: `/material-ui/react-button/` -> `/material-ui/react-button.md`
 * (pages are served with trailing slashes, trailingSlash: true); the site root gives `/index.md`.
 * One rule for the files written here and the Copy page control that fetches them.
 */
export {getMarkdownPath as markdownUrlPath} from '../../src/components/CopyPage/markdownLinks';

/** The absolute URL of a path of the site: the site's URL (no trailing slash) and the path. */
export function absoluteUrl(siteUrl: string, urlPath: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${urlPath.startsWith('/') ? '' : '/'}${urlPath}`;
}

/**
 * The file in the build folder served at `urlPath`: the path without the site's base URL (the
 * build folder is served at it), inside `outDir`. Throws for a path outside the base URL.
 */
export function outputFile(outDir: string, baseUrl: string, urlPath: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  if (!urlPath.startsWith(base)) {
    throw new Error(`${urlPath} is outside the site's base URL ${base}`);
  }
  return path.join(outDir, ...urlPath.slice(base.length).split('/'));
}
