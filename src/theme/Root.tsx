// Root swizzle (wraps: Docusaurus's default Root renders its children only): the one provider tree
// of the site (visitor preferences, the page scope) and the product meta tags. MUI's theme is
// static CSS (plugins/branding); MUI components get their provider where they render
// (src/branding/MuiIsland), sharing the page's emotion cache through the page scope.
import React, {useEffect, type ReactNode} from 'react';
import ProductMeta from '@site/src/components/ProductMeta';
import {PreferencesProvider} from '@site/src/preferences/PreferencesProvider';
import {PageScopeProvider} from '@site/src/utils/pageScope';

export default function Root({children}: {children: ReactNode}): ReactNode {
  useEffect(() => {
    // Marks the page interactive: browser tests wait for it, and CSS may use it for no-JS fallbacks.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <PageScopeProvider>
      <PreferencesProvider>
        <ProductMeta />
        {children}
      </PreferencesProvider>
    </PageScopeProvider>
  );
}
