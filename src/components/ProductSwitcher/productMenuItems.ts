import {getProductInfo} from '../../products/getProductInfo';
import type {Product} from '../../products/types';
import {escapeHtml} from '../../utils/escapeHtml';

/** A link item of a Docusaurus navbar dropdown. */
export interface DropdownLinkItem {
  to?: string;
  href?: string;
  label?: string;
  html?: string;
  className?: string;
  activeBasePath?: string;
  'aria-current'?: 'true';
}

/** The first path segment of a product's docs: the item is active anywhere below it. */
function basePathOf(href: string): string {
  return `/${href.split('/').find((segment) => segment !== '') ?? ''}`;
}

/** The product switcher's entries: logo, name and one line per product; the current one marked. */
export function getProductMenuItems(products: readonly Product[], currentProductId: string): DropdownLinkItem[] {
  return products.map((product) => {
    const isCurrent = getProductInfo(product.href).productId === currentProductId;
    return {
      to: product.href,
      activeBasePath: basePathOf(product.href),
      className: 'mui-product-item',
      ...(isCurrent ? {'aria-current': 'true' as const} : {}),
      html: [
        // Lazy: the menu is closed on load, so its logos are not fetched until it opens.
        `<img class="mui-product-item__logo" src="${escapeHtml(product.logo)}" alt="" width="24" height="24" loading="lazy" />`,
        '<span class="mui-product-item__text">',
        `<span class="mui-product-item__name">${escapeHtml(product.name)}</span>`,
        `<span class="mui-product-item__tagline">${escapeHtml(product.tagline)}</span>`,
        '</span>',
      ].join(''),
    };
  });
}
