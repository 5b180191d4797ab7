// TagsListInline swizzle (wraps, on demand): a doc's tags, which the doc footer renders only for
// a doc that has some; no doc here does, yet every doc page imported the list.
import type {Props} from '@theme/TagsListInline';
import {onDemand} from '@site/src/components/OnDemand';

export default onDemand<Props>(() => import('@theme-original/TagsListInline'));
