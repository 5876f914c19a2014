import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOOLTIP_MODULE, tooltipAnchorAfterCommit } from '../../../scripts/tooltip-anchor.js';

// The installed MUI's Tooltip, as the build reads it (the ES module build).
const muiRoot = dirname(createRequire(import.meta.url).resolve('@mui/material/package.json'));
const tooltipPath = join(muiRoot, 'esm', 'Tooltip', 'Tooltip.js');
const installed = readFileSync(tooltipPath, 'utf8');

describe('MUI Tooltip takes its anchor after the commit (scripts/tooltip-anchor.ts)', () => {
  it('finds the installed Tooltip module by its path', () => {
    expect(tooltipPath).toMatch(TOOLTIP_MODULE);
  });

  it('sets the anchor in a microtask instead of from the ref during the commit', () => {
    const patched = tooltipAnchorAfterCommit(installed);
    expect(patched).not.toContain('useForkRef(getReactElementRef(children), setChildNode, ref)');
    expect(patched).toContain('useForkRef(getReactElementRef(children), setChildNodeAfterCommit, ref)');
    expect(patched).toMatch(
      /const setChildNodeAfterCommit = React\.useCallback\(\(node\) => \{ queueMicrotask\(\(\) => setChildNode\(node\)\); \}, \[\]\);\n\s*const handleRef = /,
    );
    // Nothing else moves.
    expect(patched.length - installed.length).toBe(
      'const setChildNodeAfterCommit = React.useCallback((node) => { queueMicrotask(() => setChildNode(node)); }, []);\n'
        .length +
        'setChildNodeAfterCommit'.length -
        'setChildNode'.length,
    );
  });

  it('stops the build when MUI has changed the line', () => {
    expect(() => tooltipAnchorAfterCommit(installed.replace('setChildNode, ref)', 'setAnchor, ref)'))).toThrow(
      /source changed/,
    );
  });
});
