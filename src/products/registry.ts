import {archivedBasePath, archivedVersionOf, ARCHIVED_VERSIONS} from './archivedVersions';
import type {Product, ProductId, VersionEntry} from './types';

/** Where every version menu ends. */
export const ALL_VERSIONS_HREF = '/versions/';

/**
 * Archived major versions of the core libraries: in this site when it serves them
 * (archivedVersions.ts), otherwise a site of their own.
 */
function archivedCoreVersions(product: 'material-ui' | 'system'): VersionEntry[] {
  const entry = product === 'material-ui' ? 'material-ui/getting-started/' : 'system/getting-started/';
  const inSite = (label: string) => ARCHIVED_VERSIONS.find((v) => v.instanceId === product && v.label === label);
  const v6 = inSite('v6');
  return [
    {text: 'v6', href: v6 ? `${archivedBasePath(v6)}${v6.entryPage}/` : `https://v6.mui.com/${entry}`, current: false},
    {text: 'v5', href: `https://v5.mui.com/${entry}`, current: false},
    // v4 predates the per-product paths: its docs start at the site root.
    {text: 'v4', href: 'https://v4.mui.com/', current: false},
  ];
}

const PRODUCT_LIST = [
  {
    id: 'material-ui',
    name: 'Material UI',
    tagline: 'Ready-made React components that implement Google’s Material Design.',
    logo: '/img/products/material-ui.svg',
    href: '/material-ui/getting-started/',
    versions: [
      {text: 'v7.0.0', href: '/material-ui/getting-started/', current: true},
      ...archivedCoreVersions('material-ui'),
    ],
  },
  {
    id: 'base-ui',
    name: 'Base UI',
    tagline: 'Unstyled React components and hooks for building accessible interfaces.',
    logo: '/img/products/base-ui.svg',
    href: '/base-ui/getting-started/',
    versions: [{text: 'v7.0.0-beta.4', href: '/base-ui/getting-started/', current: true}],
  },
  {
    id: 'joy-ui',
    name: 'Joy UI',
    tagline: 'Colourful, CSS-variable-first React components with a design of their own.',
    logo: '/img/products/joy-ui.svg',
    href: '/joy-ui/getting-started/',
    versions: [{text: 'v5.0.0-beta.49', href: '/joy-ui/getting-started/', current: true}],
  },
  {
    id: 'system',
    name: 'MUI System',
    tagline: 'Style utilities and layout primitives: the sx prop, Box, Stack and styled().',
    logo: '/img/products/system.svg',
    href: '/system/getting-started/',
    versions: [{text: 'v7.0.0', href: '/system/getting-started/', current: true}, ...archivedCoreVersions('system')],
  },
  {
    id: 'x-data-grid',
    name: 'MUI X Data Grid',
    tagline: 'A fast, feature-rich data table for React, with MIT and commercial tiers.',
    logo: '/img/products/x.svg',
    href: '/x/react-data-grid/',
    versions: [{text: 'v8.29.3', href: '/x/react-data-grid/', current: true}],
  },
  {
    id: 'toolpad-core',
    name: 'Toolpad Core',
    tagline: 'Full-stack building blocks for dashboards and internal tools.',
    logo: '/img/products/toolpad.svg',
    href: '/toolpad/core/introduction/',
    versions: [{text: 'v0.16.0', href: '/toolpad/core/introduction/', current: true}],
  },
] as const satisfies readonly Product[];

/** The libraries documented on this site, in the order the landing page and switcher show them. */
export const PRODUCTS: readonly Product[] = PRODUCT_LIST;

/** The section for page authors at /experiments/docs/. */
export const DOCS_INFRA_PRODUCT: Product = {
  id: 'docs-infra',
  name: 'Docs infrastructure',
  tagline: 'How this portal’s pages, page trees and checks work, for page authors.',
  logo: '/img/products/docs.svg',
  href: '/experiments/docs/',
  versions: [],
};

/** The shell's identity for pages that belong to no single product (landing page, versions...). */
export const DOCS_PRODUCT: Product = {
  id: 'docs',
  name: 'MUI',
  tagline: 'Documentation for the MUI family of React component libraries.',
  logo: '/img/products/docs.svg',
  href: '/',
  versions: [],
};

/**
 * Toolpad Studio, which MUI no longer develops: its pages keep their own name and last release in
 * the shell (and a banner, src/components/ProductStatusBanner), but the landing page and the
 * product switcher list Toolpad Core only; Studio is reached from Toolpad's sidebar.
 */
const TOOLPAD_STUDIO_PRODUCT: Product = {
  id: 'toolpad-studio',
  name: 'Toolpad Studio',
  tagline: 'A low-code builder for internal tools, no longer developed: see Toolpad Core.',
  logo: '/img/products/toolpad.svg',
  href: '/toolpad/studio/getting-started/',
  versions: [{text: 'v0.13.0', href: '/toolpad/studio/getting-started/', current: true}],
};

/** Every MUI X family without a registry entry of its own falls back to this one. */
const X_PRODUCT: Product = {
  id: 'x',
  name: 'MUI X',
  tagline: 'Advanced React components for complex use cases.',
  logo: '/img/products/x.svg',
  href: '/x/react-data-grid/',
  versions: [],
};

const PRODUCTS_BY_ID: ReadonlyMap<ProductId, Product> = new Map(
  [...PRODUCTS, TOOLPAD_STUDIO_PRODUCT, DOCS_INFRA_PRODUCT, DOCS_PRODUCT, X_PRODUCT].map((product) => [
    product.id,
    product,
  ]),
);

/**
 * The registry entry for a product id. Ids without an entry of their own (an MUI X family
 * such as `x-charts`) get their family's entry, and anything else the docs entry.
 */
export function getProduct(productId: ProductId): Product {
  const product = PRODUCTS_BY_ID.get(productId);
  if (product) {
    return product;
  }
  if (productId.startsWith('x-')) {
    return X_PRODUCT;
  }
  return DOCS_PRODUCT;
}

/**
 * The product as a page shows it: on a page of an archived version served in this site, that
 * version's entry is the current one; elsewhere the product as registered.
 */
export function productForPage(product: Product, pathname: string): Product {
  const archived = archivedVersionOf(pathname)?.version;
  if (!archived || archived.instanceId !== product.id) return product;
  const base = archivedBasePath(archived);
  return {
    ...product,
    versions: product.versions.map((version) => ({...version, current: version.href.startsWith(`${base}/`)})),
  };
}

/** A version menu: the product's entries, then "View all versions". */
export function getVersionMenu(product: Product): VersionEntry[] {
  return [...product.versions, {text: 'View all versions', href: ALL_VERSIONS_HREF, current: false}];
}

/** A house promotion shown in the docs' ad slot: our own products, no third-party ad network. */
export interface Promotion {
  id: string;
  /** The product promoted; pages of that product show another promotion. */
  productId: ProductId;
  text: string;
  cta: string;
  href: string;
}

export const PROMOTIONS: readonly Promotion[] = [
  {
    id: 'templates',
    productId: 'material-ui',
    text: 'Start from a ready-made Material UI template: dashboards, checkout flows and landing pages.',
    cta: 'Browse templates',
    href: 'https://mui.com/store/',
  },
  {
    id: 'data-grid',
    productId: 'x-data-grid',
    text: 'Need sorting, filtering and pagination on large tables? Try the MUI X Data Grid.',
    cta: 'Get started with the Data Grid',
    href: '/x/react-data-grid/',
  },
  {
    id: 'toolpad-core',
    productId: 'toolpad-core',
    text: 'Toolpad Core gives you a dashboard layout and sign-in page built on Material UI.',
    cta: 'Discover Toolpad Core',
    href: '/toolpad/core/introduction/',
  },
];
