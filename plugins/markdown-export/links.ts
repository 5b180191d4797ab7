/**
 * Links of a page's Markdown as absolute URLs: the Markdown is read away from the site (an LLM's
 * context, a download), where a relative link leads nowhere.
 */
import path from 'node:path';
import {absoluteUrl} from './markdownPaths';

/** The pages links may point to. */
export interface LinkTargets {
  /** The site's URL, e.g. `https://mui-docs.example.com`. */
  siteUrl: string;
  /** Every doc's permalink (`/material-ui/react-button/`), by its source file's absolute path. */
  permalinkByFile: ReadonlyMap<string, string>;
}

/** The page whose links are resolved. */
export interface LinkingPage {
  /** Absolute path of the page's MDX file. */
  filePath: string;
  permalink: string;
}

/**
 * A resolver for the links of `page`: a relative link to a `.md`/`.mdx` file becomes the URL of
 * that doc; a root-relative link (`/material-ui/…`), an anchor (`#props`) or another relative
 * link becomes absolute on the site; links with a scheme (`https:`, `mailto:`) stay as they are.
 * A root-relative link to a doc without its trailing slash gets it, as the site serves it.
 */
export function createLinkResolver(targets: LinkTargets, page: LinkingPage): (href: string) => string {
  const permalinks = new Set(targets.permalinkByFile.values());
  const pageUrl = absoluteUrl(targets.siteUrl, page.permalink);
  return (href) => {
    if (/^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//')) return href;
    const [, pathPart = '', suffix = ''] = /^([^?#]*)(.*)$/.exec(href) ?? [];
    if (pathPart === '') return `${pageUrl}${suffix}`;
    if (pathPart.startsWith('/')) {
      const withSlash = `${pathPart.replace(/\/+$/, '')}/`;
      return absoluteUrl(targets.siteUrl, (permalinks.has(withSlash) ? withSlash : pathPart) + suffix);
    }
    if (/\.mdx?$/.test(pathPart)) {
      const file = path.resolve(path.dirname(page.filePath), decodeURI(pathPart));
      const permalink = targets.permalinkByFile.get(file);
      if (permalink !== undefined) return absoluteUrl(targets.siteUrl, permalink + suffix);
    }
    return new URL(href, pageUrl).href;
  };
}
