import createCache, {type EmotionCache} from '@emotion/cache';
import {prefixer} from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/** The emotion cache for right-to-left pages: keyed `rtl`, with styles flipped by stylis-plugin-rtl. */
export function createRtlCache(): EmotionCache {
  return createCache({key: 'rtl', stylisPlugins: [prefixer, rtlPlugin]});
}
