// NotFound/Content swizzle (wraps, on demand): the "page not found" message, which the docs root
// shows for a path under a product that matches no doc. Every doc page imported it.
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/NotFound/Content';
import {onDemand} from '@site/src/components/OnDemand';

const Content = onDemand<Props>(() => import('@theme-original/NotFound/Content'));

/**
 * The message with the page's title. Docusaurus's 404 page sets "Page Not Found" itself, but the
 * docs root, which shows the message for an unknown path under a product, does not: without this
 * the tab of `/material-ui/no-such-page/` took the product's title once the page hydrated.
 */
export default function NotFoundContent(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <Content {...props} />
    </>
  );
}
