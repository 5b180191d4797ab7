import {useMemo} from 'react';
import {useLocation} from '@docusaurus/router';
import {getProductInfo} from './getProductInfo';
import {getProduct, productForPage} from './registry';
import type {Product, ProductInfo} from './types';

/** The current page's product: its ids (for analytics and meta tags) and its registry entry. */
export interface CurrentProduct extends ProductInfo {
  product: Product;
}

/** The product of the page being shown, recomputed on every client-side navigation. */
export function useProduct(): CurrentProduct {
  const {pathname} = useLocation();
  return useMemo(() => {
    const info = getProductInfo(pathname);
    return {...info, product: productForPage(getProduct(info.productId), pathname)};
  }, [pathname]);
}
