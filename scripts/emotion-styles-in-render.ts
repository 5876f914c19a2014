/**
 * Emotion inserts a component's styles in `useInsertionEffect`, that is inside React's commit,
 * which is one task however large the tree. The admin shell's first screen on a phone has a few
 * hundred distinct styles: compiling them (stylis) and inserting them was ~400 ms of a ~630 ms
 * commit at a phone's CPU (4× slowed), the page's longest task. The shell is rendered in a
 * transition, which React renders in slices of a few milliseconds: this build step makes Emotion
 * insert a style while rendering the component that uses it (its own fallback for Reacts without
 * insertion effects), so that work is sliced with the rendering and the commit only attaches
 * the tree. A render React throws away leaves its styles inserted, which is harmless: Emotion
 * inserts a style once by its name, and an unused rule matches nothing.
 *
 * Only the production build needs it (scripts/source-patch.ts); the build fails when Emotion's
 * module no longer has the line it replaces.
 */
import type { Plugin } from 'vite';
import { indexOfOnce, sourcePatch } from './source-patch.js';

export const EMOTION_INSERTION_MODULE =
  /@emotion[\\/]use-insertion-effect-with-fallbacks[\\/]dist[\\/]emotion-use-insertion-effect-with-fallbacks\.browser\.esm\.js$/;
const IN_COMMIT = 'var useInsertionEffectAlwaysWithSyncFallback = useInsertionEffect || syncFallback;';
const IN_RENDER = 'var useInsertionEffectAlwaysWithSyncFallback = syncFallback;';

/** Emotion's insertion hook made to insert while rendering; throws when the source has changed. */
export function emotionStylesInRender(code: string): string {
  if (indexOfOnce(code, IN_COMMIT) < 0 || !code.includes('var syncFallback = function syncFallback(create)')) {
    throw new Error(
      "scripts/emotion-styles-in-render.ts: Emotion's insertion hook changed; check whether styles are still inserted in the commit",
    );
  }
  return code.replace(IN_COMMIT, IN_RENDER);
}

export function emotionStylesInRenderPlugin(): Plugin {
  return sourcePatch(
    'emotion-styles-in-render',
    EMOTION_INSERTION_MODULE,
    emotionStylesInRender,
    "scripts/emotion-styles-in-render.ts: Emotion's insertion hook module was not found under its known path",
  );
}
