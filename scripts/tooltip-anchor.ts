/**
 * MUI's Tooltip keeps the element it points at in state, set by a ref callback, that is during
 * React's commit. A state update made during a commit is synchronous: before the browser may
 * paint, React first runs every pending passive effect, then renders again. On the admin shell's
 * first render the app bar's tooltips (menu toggle, refresh, theme settings, and react-admin's
 * skip-navigation button on a phone) so held the first paint of the rows behind react-admin's
 * resource registration (its effects, and the two renders they cause) and a forced layout: one
 * task of ~225 ms on a phone's CPU (4× slowed) instead of ~100 ms, then the rest after the paint.
 *
 * This build step makes the Tooltip take its element in a microtask after the commit (an update
 * of normal priority, rendered in a later task). Nothing needs it sooner: the tooltip opens on
 * pointer or focus, which come later, and MUI's own focus handler sets it when it is missing.
 * Only the production build needs it (scripts/source-patch.ts). The build fails when MUI's source
 * no longer has the line it replaces: a new MUI version must be checked (is the ref still a state
 * setter?) before this is changed or dropped.
 */
import type { Plugin } from 'vite';
import { indexOfOnce, sourcePatch } from './source-patch.js';

export const TOOLTIP_MODULE = /@mui[\\/]material[\\/]esm[\\/]Tooltip[\\/]Tooltip\.js$/;
const SET_IN_COMMIT = 'useForkRef(getReactElementRef(children), setChildNode, ref)';
const SET_AFTER_COMMIT = 'useForkRef(getReactElementRef(children), setChildNodeAfterCommit, ref)';
// A hook call added right before the one that uses it: same hooks, same order, every render.
const SETTER =
  'const setChildNodeAfterCommit = React.useCallback((node) => { queueMicrotask(() => setChildNode(node)); }, []);\n';

/** MUI's Tooltip module with its anchor set after the commit; throws when the source has changed. */
export function tooltipAnchorAfterCommit(code: string): string {
  const at = indexOfOnce(code, SET_IN_COMMIT);
  if (at < 0 || !code.includes('import * as React from')) {
    throw new Error(
      "scripts/tooltip-anchor.ts: MUI Tooltip's source changed; check whether its anchor is still set during the commit",
    );
  }
  const lineStart = code.lastIndexOf('\n', at) + 1;
  return `${code.slice(0, lineStart)}${SETTER}${code.slice(lineStart).replace(SET_IN_COMMIT, SET_AFTER_COMMIT)}`;
}

export function tooltipAnchor(): Plugin {
  // The shell has tooltips: a build that met none means MUI moved the module.
  return sourcePatch(
    'tooltip-anchor-after-commit',
    TOOLTIP_MODULE,
    tooltipAnchorAfterCommit,
    "scripts/tooltip-anchor.ts: MUI's Tooltip module was not found under its known path",
  );
}
