import { describe, expect, it } from 'vitest';
import { isHexColour } from '@domain/colour.js';

describe('tenant colours', () => {
  it('accepts only #rrggbb', () => {
    expect(isHexColour('#605dff')).toBe(true);
    expect(isHexColour('#605DFF')).toBe(true);
    expect(isHexColour('#60f')).toBe(false);
    expect(isHexColour('red')).toBe(false);
    expect(isHexColour('#605dff; background:url(x)')).toBe(false);
  });
});
