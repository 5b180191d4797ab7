/** Which part of the index a page searches: its product and that product's version. Pure. */
import {getProductInfo} from '../products/getProductInfo';
import {getProduct, PRODUCTS} from '../products/registry';
import type {Product, ProductId} from '../products/types';
import {searchContextOf} from './searchSetup';
import type {SearchFilters} from './pagefind';

/** The version a product's pages describe (the `version` filter of its pages, src/components/ProductMeta). */
export function currentVersionOf(product: Product): string | undefined {
  return product.versions.find((entry) => entry.current)?.text;
}

/** The filters of the box on `pathname`: its product's pages, or every page off the products' docs. */
export function searchFiltersOf(pathname: string): SearchFilters {
  if (searchContextOf(pathname) === undefined) return {};
  const {productId} = getProductInfo(pathname);
  return {product: productId, version: currentVersionOf(getProduct(productId))};
}

/** The products the search page offers as scopes, by id (the `product` filter). */
export const SEARCH_SCOPES: readonly {id: ProductId; name: string}[] = [
  ...PRODUCTS,
  getProduct('toolpad-studio'),
  getProduct('docs-infra'),
].map(({id, name}) => ({id, name}));
