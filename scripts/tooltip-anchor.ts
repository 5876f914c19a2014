/**
 * MUI's Tooltip keeps the element it points at in state, set by a ref callback, that is during
 * React's commit. A state update made during a commit is synchronous: before the browser may
 * paint, React first runs every pending passive effect, then renders the tooltip and its child
 * again. The admin shell has a tooltip on every app bar button and every side menu entry (~35
 * on a desktop): all rendered twice at the first load (~530 components), in a task of its own.
 *
 * This build step keeps the element in a ref and puts it in state only when the tooltip opens
 * (pointer, touch or keyboard focus: MUI's own focus handler sets it too), in the same update as
 * the opening, or when its owner opens it (`open`; after the commit when it is open from the
 * start: a microtask, an update rendered in a later task, after the paint). Once in state, it
 * follows the element as MUI does. Only the production build needs it (scripts/source-patch.ts). The
 * build fails when MUI's source no longer has the lines it changes: a new MUI version must be
 * checked (is the ref still a state setter, does opening still go through handleOpen?) before
 * this is changed or dropped.
 */
import type { Plugin } from 'vite';
import { sourcePatch } from './source-patch.js';

export const TOOLTIP_MODULE = /@mui[\\/]material[\\/]esm[\\/]Tooltip[\\/]Tooltip\.js$/;
const SET_IN_COMMIT = 'useForkRef(getReactElementRef(children), setChildNode, ref)';
const SET_WHEN_NEEDED = 'useForkRef(getReactElementRef(children), setChildNodeWhenNeeded, ref)';
// Hook calls added right before the one that uses them: same hooks, same order, every render.
const KEEPER = [
  'const anchorRef = React.useRef(null);',
  'const anchorInState = React.useRef(false);',
  'const setChildNodeWhenNeeded = React.useCallback((node) => { anchorRef.current = node; if (anchorInState.current) queueMicrotask(() => setChildNode(node)); }, []);',
  // Opened by its owner (`open`): in state now, or right after the commit that mounts the element.
  'if (openProp && !anchorInState.current) { anchorInState.current = true; if (anchorRef.current) setChildNode(anchorRef.current); }',
  '',
].join('\n');
const OPEN = 'setOpenState(true);';
const OPEN_WITH_ANCHOR =
  'if (!anchorInState.current) { anchorInState.current = true; setChildNode(anchorRef.current); }\n    setOpenState(true);';

function once(code: string, text: string): number {
  const at = code.indexOf(text);
  return at >= 0 && code.indexOf(text, at + 1) < 0 ? at : -1;
}

/** MUI's Tooltip module with its anchor put in state when it opens; throws when the source has changed. */
export function tooltipAnchorWhenOpened(code: string): string {
  const at = once(code, SET_IN_COMMIT);
  if (at < 0 || once(code, OPEN) < 0 || !code.includes('import * as React from') || !code.includes('openProp')) {
    throw new Error(
      "scripts/tooltip-anchor.ts: MUI Tooltip's source changed; check whether its anchor is still set during the commit",
    );
  }
  const lineStart = code.lastIndexOf('\n', at) + 1;
  return `${code.slice(0, lineStart)}${KEEPER}${code.slice(lineStart).replace(SET_IN_COMMIT, SET_WHEN_NEEDED)}`.replace(
    OPEN,
    OPEN_WITH_ANCHOR,
  );
}

export function tooltipAnchor(): Plugin {
  // The shell has tooltips: a build that met none means MUI moved the module.
  return sourcePatch(
    'tooltip-anchor-when-opened',
    TOOLTIP_MODULE,
    tooltipAnchorWhenOpened,
    "scripts/tooltip-anchor.ts: MUI's Tooltip module was not found under its known path",
  );
}
