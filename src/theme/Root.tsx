// Root swizzle (wraps: Docusaurus's default Root renders its children only): site-wide providers and head tags.
import React, {useEffect, type ReactNode} from 'react';
import ProductMeta from '@site/src/components/ProductMeta';

export default function Root({children}: {children: ReactNode}): ReactNode {
  useEffect(() => {
    // Marks the page interactive: browser tests wait for it, and CSS may use it for no-JS fallbacks.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <ProductMeta />
      {children}
    </>
  );
}
