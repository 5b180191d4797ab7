import createCache, {type EmotionCache} from '@emotion/cache';
import {prefixer} from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

let sharedCache: EmotionCache | undefined;

/**
 * The emotion cache for right-to-left pages: keyed `rtl`, with styles flipped by
 * stylis-plugin-rtl. One per page, shared by every MUI island, so each style is inserted once.
 */
export function getRtlCache(): EmotionCache {
  sharedCache ??= createCache({key: 'rtl', stylisPlugins: [prefixer, rtlPlugin]});
  return sharedCache;
}
