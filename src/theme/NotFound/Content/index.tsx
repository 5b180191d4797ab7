// NotFound/Content swizzle (wraps, on demand): the "page not found" message, which the docs root
// shows for a path under a product that matches no doc. Every doc page imported it.
import type {Props} from '@theme/NotFound/Content';
import {onDemand} from '@site/src/components/OnDemand';

export default onDemand<Props>(() => import('@theme-original/NotFound/Content'));
