// DocVersionBanner swizzle (wraps, on demand): the banner of an unreleased or unmaintained docs
// version, which no version here is. The original, always rendered by the doc layout, returns
// nothing without a banner; this wrapper tests the same field before it loads the original.
// Pages of a product MUI no longer develops (Toolpad Studio) show that product's status banner.
import React, {type ReactNode} from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocVersionBanner';
import {onDemand} from '@site/src/components/OnDemand';
import ProductStatusBanner from '@site/src/components/ProductStatusBanner';

const Banner = onDemand<Props>(() => import('@theme-original/DocVersionBanner'));

export default function DocVersionBanner(props: Props): ReactNode {
  return useDocsVersion().banner ? <Banner {...props} /> : <ProductStatusBanner />;
}
