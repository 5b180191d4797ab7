import {CORE_PRODUCT_IDS, type CoreProductId, type ProductInfo} from './types';

const DOCS: ProductInfo = {productId: 'docs', productCategoryId: 'docs'};

function isCoreProductId(segment: string): segment is CoreProductId {
  return (CORE_PRODUCT_IDS as readonly string[]).includes(segment);
}

/** Path segments without the empty ones produced by leading, trailing or doubled slashes. */
function segmentsOf(pathname: string): string[] {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * Which product a page belongs to, from its URL path alone (the identity table of the design document).
 * Pure and total: any string, including junk, gets a defined answer (`docs`).
 */
export function getProductInfo(pathname: string): ProductInfo {
  const [first, second] = segmentsOf(pathname);
  if (first === undefined) {
    return DOCS;
  }
  if (isCoreProductId(first)) {
    return {productId: first, productCategoryId: 'core'};
  }
  if (first === 'x') {
    const family = second?.match(/^react-([a-z0-9-]+)$/)?.[1];
    return {productId: family ? `x-${family}` : 'x', productCategoryId: 'x'};
  }
  if (first === 'toolpad') {
    return {
      productId: second === 'studio' ? 'toolpad-studio' : 'toolpad-core',
      productCategoryId: 'toolpad',
    };
  }
  if (first === 'experiments' && second === 'docs') {
    return {productId: 'docs-infra', productCategoryId: 'docs'};
  }
  // `/docs/`, `/versions/`, `/production-error/`, the landing page and anything unknown.
  return DOCS;
}
