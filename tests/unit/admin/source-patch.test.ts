import { describe, expect, it } from 'vitest';
import { indexOfOnce } from '../../../scripts/source-patch.js';

describe('indexOfOnce (the build patches: a line they know, exactly once)', () => {
  it('finds a text that is there once', () => {
    expect(indexOfOnce('a; b; c;', 'b;')).toBe(3);
  });

  it('refuses a text that is missing or there twice', () => {
    expect(indexOfOnce('a; b; c;', 'd;')).toBe(-1);
    expect(indexOfOnce('a; b; b;', 'b;')).toBe(-1);
  });
});
