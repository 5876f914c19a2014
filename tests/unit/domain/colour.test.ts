import { describe, expect, it } from 'vitest';
import { contrastRatio, isHexColour, readableShade, relativeLuminance } from '../../../src/domain/colour.js';

describe('tenant colours', () => {
  it('accepts only #rrggbb', () => {
    expect(isHexColour('#605dff')).toBe(true);
    expect(isHexColour('#605DFF')).toBe(true);
    expect(isHexColour('#60f')).toBe(false);
    expect(isHexColour('red')).toBe(false);
    expect(isHexColour('#605dff; background:url(x)')).toBe(false);
  });

  it('measures WCAG contrast', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('keeps a colour that is readable already and darkens one that is not, just enough', () => {
    expect(readableShade('#0b6e4f')).toBe('#0b6e4f');
    expect(readableShade('#605dff')).toBe('#605dff');
    const secondary = readableShade('#3584fc');
    expect(secondary).not.toBe('#3584fc');
    expect(contrastRatio(secondary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(readableShade('#ffff00'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // On a filled field's grey, the default primary needs a shade darker.
    expect(contrastRatio(readableShade('#605dff', '#f0f0f0'), '#f0f0f0')).toBeGreaterThanOrEqual(4.5);
  });
});
