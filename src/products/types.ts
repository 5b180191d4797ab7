/** Products shipped from the core repository: their id is the first path segment. */
export const CORE_PRODUCT_IDS = ['material-ui', 'joy-ui', 'base-ui', 'system'] as const;
export type CoreProductId = (typeof CORE_PRODUCT_IDS)[number];

/**
 * The id analytics and the shell use for the product a page belongs to.
 * `x-${string}` covers every MUI X component family (`/x/react-data-grid/` -> `x-data-grid`).
 */
export type ProductId = CoreProductId | 'x' | `x-${string}` | 'toolpad-core' | 'toolpad-studio' | 'docs' | 'docs-infra';

/** The family a product belongs to, as reported to analytics. */
export type ProductCategoryId = 'core' | 'x' | 'toolpad' | 'docs';

/** What the URL says about the page: see the identity table in the design document. */
export interface ProductInfo {
  productId: ProductId;
  productCategoryId: ProductCategoryId;
}

/** One entry of a product's version menu. */
export interface VersionEntry {
  /** What the menu shows, e.g. `v7.0.0` or `v6`. */
  text: string;
  /** Where the entry leads: a path on this site or an absolute URL of an archived site. */
  href: string;
  /** True for the version these docs describe. */
  current: boolean;
}

/** A product as the shell shows it. */
export interface Product {
  id: ProductId;
  /** Display name, e.g. "Material UI". */
  name: string;
  /** One-line pitch used on the landing page and in the product switcher. */
  tagline: string;
  /** Path of the logo SVG under static/, e.g. `/img/products/material-ui.svg`. */
  logo: string;
  /** Entry page of the product's docs. */
  href: string;
  /** The version menu, current version first. */
  versions: readonly VersionEntry[];
}
