// DocVersionBanner swizzle (wraps, on demand): the banner of an unreleased or unmaintained docs
// version, which no version here is. The original, always rendered by the doc layout, returns
// nothing without a banner; this wrapper tests the same field before it loads the original.
import React, {type ReactNode} from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocVersionBanner';
import {onDemand} from '@site/src/components/OnDemand';

const Banner = onDemand<Props>(() => import('@theme-original/DocVersionBanner'));

export default function DocVersionBanner(props: Props): ReactNode {
  return useDocsVersion().banner ? <Banner {...props} /> : null;
}
