import React, {createContext, useContext, useEffect, useState, type ReactNode} from 'react';
import createCache from '@emotion/cache';
import {__unsafe_useEmotionCache as useEmotionCache, CacheProvider, type EmotionCache} from '@emotion/react';
import {usePreferences, type Direction} from '../preferences/PreferencesProvider';
import {usePageSingleton} from '../utils/pageScope';

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

const StylesDirectionContext = createContext<Direction>('ltr');

/**
 * The direction the island's styles are written in: `rtl` only once the rtl cache has loaded, so
 * a theme built for a direction always matches its styles.
 */
export function useStylesDirection(): Direction {
  return useContext(StylesDirectionContext);
}

/**
 * Where components styled with emotion render (demos of every library, the settings panel): the
 * emotion cache for the text direction. Always the same element tree: switching direction swaps
 * the cache without remounting.
 */
export default function EmotionIsland({children}: {children: ReactNode}): ReactNode {
  const {direction} = usePreferences();
  const ltrCache = useLtrCache();
  const rtlCache = useRtlCache(direction === 'rtl');
  return (
    <CacheProvider value={rtlCache ?? ltrCache}>
      <StylesDirectionContext.Provider value={rtlCache ? 'rtl' : 'ltr'}>{children}</StylesDirectionContext.Provider>
    </CacheProvider>
  );
}
