import React, {useEffect, useState, type ReactNode} from 'react';
import createCache from '@emotion/cache';
import {__unsafe_useEmotionCache as useEmotionCache, CacheProvider, type EmotionCache} from '@emotion/react';
import {ThemeProvider} from '@mui/material/styles';
import {usePreferences} from '../preferences/PreferencesProvider';
import {usePageSingleton} from '../utils/pageScope';
import {getDocsTheme, prepareDocsTheme} from './docsThemes';

// A page with MUI components evaluates this module before it hydrates: build the default theme
// now, in a task of its own, rather than in the first render that needs it.
if (typeof window !== 'undefined') {
  void prepareDocsTheme('ltr');
}

/**
 * The right-to-left emotion cache, loaded with its stylis plugin only when a visitor switches
 * to rtl, so left-to-right pages never download it.
 */
function useRtlCache(enabled: boolean): EmotionCache | undefined {
  const [cache, setCache] = useState<EmotionCache>();
  useEffect(() => {
    if (!enabled || cache) return;
    let cancelled = false;
    void import('./rtlCache').then(({getRtlCache}) => {
      if (!cancelled) setCache(getRtlCache());
    });
    return () => {
      cancelled = true;
    };
  }, [enabled, cache]);
  return enabled ? cache : undefined;
}

/**
 * The left-to-right emotion cache: the browser's default one (which already adopted the
 * server-rendered styles), or on the server one cache per page render, shared by the page's
 * islands so that each style is written into the page once, not once per demo.
 */
function useLtrCache(): EmotionCache {
  const contextCache = useEmotionCache();
  return usePageSingleton('emotion-cache-ltr', () => contextCache ?? createCache({key: 'css'}));
}

/**
 * Where MUI components render (demos, the settings panel): the MUI theme and the emotion cache
 * for the text direction. The theme's CSS variables are static CSS (plugins/branding) and the
 * colour mode is the page's (`<html data-theme>`), so this provider neither generates styles
 * nor manages a mode: it only gives components the theme.
 */
export default function MuiIsland({children}: {children: ReactNode}): ReactNode {
  const {direction} = usePreferences();
  const ltrCache = useLtrCache();
  const rtlCache = useRtlCache(direction === 'rtl');
  // Until the rtl cache has loaded, keep the ltr theme so styles and direction stay consistent.
  const theme = getDocsTheme(rtlCache ? 'rtl' : 'ltr');
  // Always the same element tree: switching direction swaps the cache without remounting.
  return (
    <CacheProvider value={rtlCache ?? ltrCache}>
      <ThemeProvider theme={theme} colorSchemeNode={null} storageManager={null} disableStyleSheetGeneration>
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
