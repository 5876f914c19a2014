import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOOLTIP_MODULE, tooltipAnchorWhenOpened } from '../../../scripts/tooltip-anchor.js';

// The installed MUI's Tooltip, as the build reads it (the ES module build).
const muiRoot = dirname(createRequire(import.meta.url).resolve('@mui/material/package.json'));
const tooltipPath = join(muiRoot, 'esm', 'Tooltip', 'Tooltip.js');
const installed = readFileSync(tooltipPath, 'utf8');

describe('MUI Tooltip takes its anchor when it opens (scripts/tooltip-anchor.ts)', () => {
  it('finds the installed Tooltip module by its path', () => {
    expect(tooltipPath).toMatch(TOOLTIP_MODULE);
  });

  it('keeps the element in a ref during the commit and puts it in state as the tooltip opens', () => {
    const patched = tooltipAnchorWhenOpened(installed);
    expect(patched).not.toContain('useForkRef(getReactElementRef(children), setChildNode, ref)');
    expect(patched).toMatch(
      /const setChildNodeWhenNeeded = React\.useCallback\(\(node\) => \{ anchorRef\.current = node; if \(anchorInState\.current\) queueMicrotask\(\(\) => setChildNode\(node\)\); \}, \[\]\);\n[^\n]*\n\s*const handleRef = useForkRef\(getReactElementRef\(children\), setChildNodeWhenNeeded, ref\)/,
    );
    // A tooltip its owner opens (`open`) takes it then.
    expect(patched).toContain(
      'if (openProp && !anchorInState.current) { anchorInState.current = true; if (anchorRef.current) setChildNode(anchorRef.current); }',
    );
    expect(patched).toMatch(
      /const handleOpen = event => \{[^}]*if \(!anchorInState\.current\) \{ anchorInState\.current = true; setChildNode\(anchorRef\.current\); \}\n\s*setOpenState\(true\);/,
    );
  });

  it('stops the build when MUI has changed the lines', () => {
    expect(() => tooltipAnchorWhenOpened(installed.replace('setChildNode, ref)', 'setAnchor, ref)'))).toThrow(
      /source changed/,
    );
    expect(() => tooltipAnchorWhenOpened(installed.replace('setOpenState(true);', 'setOpen(true);'))).toThrow(
      /source changed/,
    );
  });
});
