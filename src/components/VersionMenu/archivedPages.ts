// Loaded when the reader reaches for the version menu (src/components/VersionMenu): the data it
// needs is about 3 KB gz, which no page should pay for on arrival.
import {MISSING_IN_V5, V4_PATHS} from './archivedPaths';

/** How each archived site names this site's pages. */
const ARCHIVES: Record<string, (page: string) => string | undefined> = {
  // MUI System's v6 (Material UI's is in this site).
  'v6.mui.com': samePathUnless(new Set()),
  'v5.mui.com': samePathUnless(new Set(MISSING_IN_V5)),
  'v4.mui.com': (page) => V4_PATHS[page],
};

/** The archived site has the page at the same path, unless it is listed as missing there. */
function samePathUnless(missing: ReadonlySet<string>): (page: string) => string | undefined {
  return (page) => (/^\/(material-ui|system)\/./.test(page) && !missing.has(page) ? page : undefined);
}

/**
 * Where a version entry of an archived site leads a reader on `pathname`: the same page on that
 * site when it has one, otherwise the entry's own href (the version's entry page). Query and hash
 * are dropped: the archived page's headings may differ.
 */
export function archivedPageHref(entryHref: string, pathname: string): string {
  let url: URL;
  try {
    url = new URL(entryHref);
  } catch {
    return entryHref;
  }
  const toArchive = ARCHIVES[url.host];
  const page = pathname.replace(/[?#].*$/, '').replace(/\/+$/, '');
  const target = toArchive?.(page);
  return target ? `${url.origin}${target}/` : entryHref;
}
