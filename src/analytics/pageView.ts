import {getProductInfo} from '../products/getProductInfo';
import type {ProductCategoryId, ProductId} from '../products/types';

/**
 * The parameters of a `page_view` event. A type alias, not an interface, so that it passes as
 * `GtagParams` (only aliases get an implicit index signature).
 */
export type PageViewParams = {
  page_title: string;
  page_location: string;
  productId: ProductId;
  productCategoryId: ProductCategoryId;
};

/** The page a view is reported for: `document.title` and `location.href`/`pathname`. */
export interface PageViewInput {
  title: string;
  href: string;
  pathname: string;
}

/** The `page_view` parameters of a page, with the product it belongs to (the design document's identity table). */
export function buildPageView({title, href, pathname}: PageViewInput): PageViewParams {
  const {productId, productCategoryId} = getProductInfo(pathname);
  return {page_title: title, page_location: href, productId, productCategoryId};
}

/** The parts of a location that make a page: the path and the query. */
export interface LocationLike {
  pathname: string;
  search: string;
}

/**
 * Whether a route update shows a new page: the first render, or a change of path or query.
 * A hash change alone (a table-of-contents link) stays on the same page and is not a view.
 */
export function isNewPage(location: LocationLike, previousLocation: LocationLike | null): boolean {
  return (
    previousLocation === null ||
    location.pathname !== previousLocation.pathname ||
    location.search !== previousLocation.search
  );
}
