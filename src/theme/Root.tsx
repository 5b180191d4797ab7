// Root swizzle (wraps: Docusaurus's default Root renders its children only): the one provider tree
// of the site (preferences, MUI theme, emotion cache) and the product meta tags.
import React, {useEffect, type ReactNode} from 'react';
import BrandingProvider from '@site/src/branding/BrandingProvider';
import ProductMeta from '@site/src/components/ProductMeta';
import {PreferencesProvider} from '@site/src/preferences/PreferencesProvider';

export default function Root({children}: {children: ReactNode}): ReactNode {
  useEffect(() => {
    // Marks the page interactive: browser tests wait for it, and CSS may use it for no-JS fallbacks.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <PreferencesProvider>
      <BrandingProvider>
        <ProductMeta />
        {children}
      </BrandingProvider>
    </PreferencesProvider>
  );
}
