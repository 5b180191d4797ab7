// EditMetaRow swizzle (wraps, on demand): the row shows only for a doc with an edit URL or a
// last-update date, which this site does not configure, yet every doc page imported it.
import type {Props} from '@theme/EditMetaRow';
import {onDemand} from '@site/src/components/OnDemand';

export default onDemand<Props>(() => import('@theme-original/EditMetaRow'));
