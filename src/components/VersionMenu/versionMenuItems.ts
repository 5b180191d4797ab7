import {getVersionMenu} from '../../products/registry';
import type {Product} from '../../products/types';
import {escapeHtml} from '../../utils/escapeHtml';
import type {DropdownLinkItem} from '../ProductSwitcher/productMenuItems';

/**
 * A product's version menu as dropdown items: its versions (the current one ticked and marked
 * `aria-current`), then "View all versions". Site paths become `to`, archived sites `href`.
 */
export function getVersionMenuItems(product: Product): DropdownLinkItem[] {
  return getVersionMenu(product).map((version) => {
    const target = version.href.startsWith('/') ? {to: version.href} : {href: version.href};
    if (!version.current) {
      return {...target, label: version.text};
    }
    return {
      ...target,
      className: 'mui-version-item--current',
      'aria-current': 'true' as const,
      html: `<span class="mui-version-item__tick" aria-hidden="true">✓</span>${escapeHtml(version.text)}<span class="visually-hidden"> (current)</span>`,
    };
  });
}
