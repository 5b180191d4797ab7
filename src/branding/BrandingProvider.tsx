import React, {useEffect, useMemo, useState, type ReactNode} from 'react';
import createCache from '@emotion/cache';
import {__unsafe_useEmotionCache as useEmotionCache, CacheProvider, type EmotionCache} from '@emotion/react';
import GlobalStyles from '@mui/material/GlobalStyles';
import {ThemeProvider} from '@mui/material/styles';
import {COLOR_MODE_STORAGE_KEY} from '../preferences/colorMode';
import {usePreferences} from '../preferences/PreferencesProvider';
import {getInfimaBridge} from './infimaBridge';
import {createDocsTheme} from './theme';

/**
 * The right-to-left emotion cache, loaded with its stylis plugin only when a visitor switches
 * to rtl, so left-to-right pages never download it.
 */
function useRtlCache(enabled: boolean): EmotionCache | undefined {
  const [cache, setCache] = useState<EmotionCache>();
  useEffect(() => {
    if (!enabled || cache) return;
    let cancelled = false;
    void import('./rtlCache').then(({createRtlCache}) => {
      if (!cancelled) setCache(createRtlCache());
    });
    return () => {
      cancelled = true;
    };
  }, [enabled, cache]);
  return enabled ? cache : undefined;
}

/**
 * The left-to-right emotion cache: the browser's default one (which already adopted the
 * server-rendered styles), or on the server a fresh cache per page render.
 */
function useLtrCache(): EmotionCache {
  const contextCache = useEmotionCache();
  const [cache] = useState(() => contextCache ?? createCache({key: 'css'}));
  return cache;
}

/** MUI theme (light and dark), the Infima bridge, and the emotion cache for the text direction. */
export default function BrandingProvider({children}: {children: ReactNode}): ReactNode {
  const {direction} = usePreferences();
  const ltrCache = useLtrCache();
  const rtlCache = useRtlCache(direction === 'rtl');
  // Until the rtl cache has loaded, keep the ltr theme so styles and direction stay consistent.
  const effectiveDirection = rtlCache ? 'rtl' : 'ltr';
  const theme = useMemo(() => createDocsTheme(effectiveDirection), [effectiveDirection]);
  const bridge = useMemo(() => ({'html[data-theme]': getInfimaBridge(theme)}), [theme]);
  // Always the same element tree: switching direction swaps the cache without remounting the page.
  return (
    <CacheProvider value={rtlCache ?? ltrCache}>
      <ThemeProvider theme={theme} modeStorageKey={COLOR_MODE_STORAGE_KEY} defaultMode="system" disableTransitionOnChange>
        <GlobalStyles styles={bridge} />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
