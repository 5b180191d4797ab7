import React, {lazy, Suspense, type ComponentType, type ReactNode} from 'react';

/**
 * A component whose code loads when it first renders, for theme parts that most pages import but
 * few render (a banner for unlisted docs, an archived version's banner): they stay out of the route
 * chunks every page downloads. The server renders them in full (Docusaurus waits for every lazy
 * component before it writes the HTML); in the browser, React leaves that HTML in place until the
 * code has arrived, then hydrates it. Until then a client-side render shows nothing in its place.
 */
export function onDemand<Props extends object>(load: () => Promise<{default: ComponentType<Props>}>) {
  const Component = lazy(load);
  return function OnDemand(props: Props): ReactNode {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
