/** Which part of the index a page searches: its product and that product's version. Pure. */
import {getProductInfo} from '../products/getProductInfo';
import {getProduct, PRODUCTS, productForPage} from '../products/registry';
import {DOCS_INSTANCES} from '../products/docsInstances';
import type {Product, ProductId} from '../products/types';
import type {SearchFilters} from './pagefind';

/** One search context per docs instance (its route, without the leading slash): the pages the box searches by product. */
export const LOCAL_SEARCH_CONTEXTS = DOCS_INSTANCES.map((instance) => instance.routeBasePath.replace(/^\//, ''));

/** The search context of a page (the product whose index the search box uses), if any. */
export function searchContextOf(pathname: string): string | undefined {
  return LOCAL_SEARCH_CONTEXTS.find((context) => pathname === `/${context}` || pathname.startsWith(`/${context}/`));
}

/** The version a product's pages describe (the `version` filter of its pages, src/components/ProductMeta). */
export function currentVersionOf(product: Product): string | undefined {
  return product.versions.find((entry) => entry.current)?.text;
}

/**
 * The version the search page searches in `product`: the one the address asks for (`v`) when the
 * product has it in this site, otherwise its current one (junk included).
 */
export function versionSearched(product: Product, asked: string): string | undefined {
  const inSite = product.versions.some((entry) => entry.text === asked && entry.href.startsWith('/'));
  return inSite ? asked : currentVersionOf(product);
}

/**
 * The filters of the box on `pathname`: its product's pages of the version it reads (an archived
 * version's pages search that version), or every page off the products' docs.
 */
export function searchFiltersOf(pathname: string): SearchFilters {
  if (searchContextOf(pathname) === undefined) return {};
  const {productId} = getProductInfo(pathname);
  return {product: productId, version: currentVersionOf(productForPage(getProduct(productId), pathname))};
}

/** The products the search page offers as scopes, by id (the `product` filter). */
export const SEARCH_SCOPES: readonly {id: ProductId; name: string}[] = [
  ...PRODUCTS,
  getProduct('toolpad-studio'),
  getProduct('docs-infra'),
].map(({id, name}) => ({id, name}));
