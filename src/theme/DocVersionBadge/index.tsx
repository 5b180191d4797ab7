// DocVersionBadge swizzle (wraps, on demand): the badge of a docs version with `badge: true`,
// which no version here has. The original, always rendered by the doc layout, returns nothing
// without one; this wrapper tests the same field before it loads the original.
import React, {type ReactNode} from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocVersionBadge';
import {onDemand} from '@site/src/components/OnDemand';

const Badge = onDemand<Props>(() => import('@theme-original/DocVersionBadge'));

export default function DocVersionBadge(props: Props): ReactNode {
  return useDocsVersion().badge ? <Badge {...props} /> : null;
}
