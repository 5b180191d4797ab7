// ContentVisibility/Unlisted swizzle (wraps, on demand): the banner of an unlisted doc, which no
// doc here is. Every doc page imported it, and the admonition component with it.
import type {Props} from '@theme/ContentVisibility/Unlisted';
import {onDemand} from '@site/src/components/OnDemand';

export default onDemand<Props>(() => import('@theme-original/ContentVisibility/Unlisted'));
