// The MDX provider's admonition (plugins/lean/client/admonition-imports): Markdown pages import the component
// themselves, so this one loads it only for Markdown the site's remark plugins did not process.
import type {Props} from '@theme/Admonition';
import {onDemand} from '.';

export default onDemand<Props>(() => import('@theme/Admonition'));
