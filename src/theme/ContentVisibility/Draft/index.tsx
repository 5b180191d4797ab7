// ContentVisibility/Draft swizzle (wraps, on demand): the banner of a draft doc, which only the
// dev server shows. Every doc page imported it, and the admonition component with it.
import type {Props} from '@theme/ContentVisibility/Draft';
import {onDemand} from '@site/src/components/OnDemand';

export default onDemand<Props>(() => import('@theme-original/ContentVisibility/Draft'));
