import type {ProductId} from '@site/src/products/types';

/** What a banner says about a product whose docs are kept but which MUI no longer develops. */
export interface ProductStatusNotice {
  text: string;
  /** Where readers should go instead. */
  link: {label: string; href: string};
}

const NOTICES: Partial<Record<ProductId, ProductStatusNotice>> = {
  'toolpad-studio': {
    text: 'MUI no longer develops Toolpad Studio. These pages describe it as it was last released, for teams that still run it. For new projects, use',
    link: {label: 'Toolpad Core', href: '/toolpad/core/introduction/'},
  },
};

/** The notice every page of a product shows, or undefined for a product in active development. */
export function getProductStatusNotice(productId: ProductId): ProductStatusNotice | undefined {
  return NOTICES[productId];
}
