import { useEffect, useState } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The emotion caches of the two directions. The page always renders under one of them, so that
 * switching direction re-styles the page without remounting it (a form keeps its input).
 */
export const ltrCache: EmotionCache = createCache({ key: 'mui' });

let rtl: EmotionCache | undefined;
let loading: Promise<EmotionCache> | undefined;

/** Starts (once) downloading the RTL cache and its stylis plugin; answers it when ready. */
export function loadRtlCache(): Promise<EmotionCache> {
  loading ??= import('./rtl-plugin').then(({ rtlPlugin }) => {
    // Without the guide's stylis `prefixer`: emotion's default cache carries its own copy, and
    // importing stylis's would add its 3 KiB to every first load (stylis is shared with emotion,
    // so the bundler keeps it in the initial chunk). The supported browsers read MUI's CSS unprefixed.
    rtl = createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] });
    return rtl;
  });
  return loading;
}

/**
 * The cache of the wanted direction. Until the RTL plugin has arrived (a few KiB, fetched when
 * RTL is first turned on, or before the first render when it is stored on) the page stays on
 * the left-to-right cache.
 */
export function useDirectionCache(rightToLeft: boolean): EmotionCache {
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (!rightToLeft || rtl) return;
    let live = true;
    loadRtlCache().then(
      () => live && setLoaded(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [rightToLeft]);
  return rightToLeft && rtl ? rtl : ltrCache;
}
