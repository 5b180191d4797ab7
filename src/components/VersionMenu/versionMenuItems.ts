import {getVersionMenu} from '../../products/registry';
import type {Product} from '../../products/types';
import {escapeHtml} from '../../utils/escapeHtml';
import type {DropdownLinkItem} from '../ProductSwitcher/productMenuItems';

/** Where an archived version's entry leads from the current page (archivedPages.ts, loaded on intent). */
export type ArchivedPageHref = (entryHref: string, pathname: string) => string;

/**
 * A product's version menu as dropdown items: its versions (the current one ticked and marked
 * `aria-current`), then "View all versions". Site paths become `to`, archived sites `href`. With
 * `pathname` and `toArchivedPage`, an archived version leads to the same page on its site when it
 * has it; the current version always stays on the page being read.
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
    if (version.href.startsWith('/')) return {to: version.href, label: version.text};
    const href = pathname && toArchivedPage ? toArchivedPage(version.href, pathname) : version.href;
    return {href, label: version.text};
  });
}
