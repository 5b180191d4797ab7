import {
  archivedVersionOf,
  ARCHIVED_VERSIONS,
  pathInArchivedVersion,
  pathInLatestVersion,
} from '../../products/archivedVersions';
import {ALL_VERSIONS_HREF, getVersionMenu} from '../../products/registry';
import type {Product} from '../../products/types';
import {escapeHtml} from '../../utils/escapeHtml';
import type {DropdownLinkItem} from '../ProductSwitcher/productMenuItems';

/** Where an archived version's entry leads from the current page (archivedPages.ts, loaded on intent). */
export type ArchivedPageHref = (entryHref: string, pathname: string) => string;

/**
 * Where a version served in this site leads a reader on `pathname`: the same page in that version
 * when it has one (archivedVersions.ts), otherwise the version's entry page.
 */
function inSiteVersionHref(entryHref: string, pathname: string): string {
  const target = archivedVersionOf(entryHref)?.version;
  if (target) return pathInArchivedVersion(pathname, target) ?? entryHref;
  // The latest version, from a page of an archived one.
  return pathInLatestVersion(pathname) ?? entryHref;
}

/** The page of the latest version a reader on `pathname` reads the archived twin of, or `pathname` itself. */
function latestPageOf(pathname: string): string | undefined {
  return archivedVersionOf(pathname) ? pathInLatestVersion(pathname) : pathname;
}

/**
 * A product's version menu as dropdown items: its versions (the current one ticked and marked
 * `aria-current`), then "View all versions". Site paths become `to`, archived sites `href`. With
 * `pathname`, a version served in this site leads to the same page in it when it has one; with
 * `toArchivedPage` too, an archived site's version leads to the same page on that site when it
 * has it. The current version always stays on the page being read.
 */
export function getVersionMenuItems(
  product: Product,
  pathname?: string,
  toArchivedPage?: ArchivedPageHref,
): DropdownLinkItem[] {
  return getVersionMenu(product).map((version) => {
    if (version.current) {
      return {
        to: pathname ?? version.href,
        className: 'mui-version-item--current',
        'aria-current': 'true' as const,
        html: `<span class="mui-version-item__tick" aria-hidden="true">✓</span>${escapeHtml(version.text)}<span class="visually-hidden"> (current)</span>`,
      };
    }
    if (version.href === ALL_VERSIONS_HREF) return {to: version.href, label: version.text};
    if (version.href.startsWith('/')) {
      return {
        to: pathname === undefined ? version.href : inSiteVersionHref(version.href, pathname),
        label: version.text,
      };
    }
    const page = pathname === undefined ? undefined : latestPageOf(pathname);
    const href = page && toArchivedPage ? toArchivedPage(version.href, page) : version.href;
    return {href, label: version.text};
  });
}
