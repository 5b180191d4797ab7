import {archivedVersionOf, pathInLatestVersion} from '@site/src/products/archivedVersions';
import type {Product, ProductId} from '@site/src/products/types';

/** What a banner says about a product whose docs need a word of warning before the page. */
export interface ProductStatusNotice {
  text: string;
  /** Where readers should go instead, if anywhere. */
  link?: {label: string; href: string};
}

const NOTICES: Partial<Record<ProductId, ProductStatusNotice>> = {
  'toolpad-studio': {
    text: 'MUI no longer develops Toolpad Studio. These pages describe it as it was last released, for teams that still run it. For new projects, use',
    link: {label: 'Toolpad Core', href: '/toolpad/core/introduction/'},
  },
};

/** How the pre-release kinds read in a sentence. */
const KIND_PHRASES: Record<string, string> = {
  alpha: 'an alpha release',
  beta: 'a beta release',
  rc: 'a release candidate',
  'pre-1.0': 'a pre-1.0 release',
};

/**
 * What kind of pre-release a version text names (`v5.0.0-beta.49` -> `beta`, `v0.16.0` -> `pre-1.0`),
 * or undefined for a stable version or a text that is not a version (an archived `v6`).
 */
export function preReleaseKind(versionText: string): string | undefined {
  const match = /^v?(\d+)\.\d+\.\d+(?:-([a-z]+)(?:[.-]?\d+)*)?$/i.exec(versionText.trim());
  if (!match) return undefined;
  const [, major, tag] = match;
  if (tag) return tag.toLowerCase();
  return major === '0' ? 'pre-1.0' : undefined;
}

/** The notice of a product whose current version is a pre-release (Base UI and Joy UI betas, Toolpad Core 0.x). */
function preReleaseNotice(product: Product): ProductStatusNotice | undefined {
  const current = product.versions.find((version) => version.current);
  const kind = current && preReleaseKind(current.text);
  if (!current || !kind) return undefined;
  const version = current.text.replace(/^v/, '');
  const phrase = KIND_PHRASES[kind] ?? `a pre-release (${kind})`;
  return {
    text: `These pages describe ${product.name} ${version}, ${phrase}: its components and APIs can still change from one version to the next, so pin the exact version in your package.json.`,
  };
}

/**
 * The notice of a page of an archived version this site serves (archivedVersions.ts): which version
 * it describes, and the same page in the latest version (its entry page when it has none).
 */
function archivedVersionNotice(product: Product, pathname: string): ProductStatusNotice | undefined {
  const version = archivedVersionOf(pathname)?.version;
  if (!version || version.instanceId !== product.id) return undefined;
  const samePage = pathInLatestVersion(pathname);
  return {
    text: `You are reading the documentation of ${product.name} ${version.label}, an earlier major version that gets no new features. The latest version is ${version.latestLabel}:`,
    link: samePage
      ? {label: `read this page in ${version.latestLabel}`, href: samePage}
      : {label: `go to ${product.name} ${version.latestLabel}`, href: product.href},
  };
}

/**
 * The notice a page shows: an archived version's, or its product's when the product is not a stable
 * release in active development; undefined otherwise.
 */
export function getProductStatusNotice(product: Product, pathname = ''): ProductStatusNotice | undefined {
  return archivedVersionNotice(product, pathname) ?? NOTICES[product.id] ?? preReleaseNotice(product);
}
