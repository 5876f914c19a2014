import Button from '@mui/material/Button';
import { createTheme, getContrastRatio, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildThemeOptions, type ThemeInput } from '@admin/theme/build-theme';
import { NO_TOGGLES } from '@admin/theme/theme-toggles';

const DARK_CARD = '#1c1d2b';

/** A contained "Add" button under the theme of these colours: its fill and label as the browser paints them. */
function addButton(input: Omit<ThemeInput, 'toggles'>, isDarkTheme: boolean) {
  const options = buildThemeOptions({ ...input, toggles: { ...NO_TOGGLES, isDarkTheme } });
  const theme = createTheme(options as Parameters<typeof createTheme>[0]);
  const { unmount } = render(
    <ThemeProvider theme={theme}>
      <Button variant="contained">Add</Button>
    </ThemeProvider>,
  );
  const style = getComputedStyle(screen.getByRole('button', { name: 'Add' }));
  // MUI paints the button through CSS variables, which jsdom does not resolve.
  const resolve = (value: string) => {
    const name = /^var\((--[\w-]+)\)$/i.exec(value.trim())?.[1];
    if (!name) return value;
    return style.getPropertyValue(name) || style.getPropertyValue(name.replace('color', 'Color'));
  };
  const painted = {
    fill: resolve(style.backgroundColor),
    label: resolve(style.color),
    textShade: theme.palette.primary.main,
  };
  unmount();
  return painted;
}

describe('contained buttons in dark mode', () => {
  it("are filled with the tenant's brand colour under a white label that reads at AA", () => {
    const { fill, label, textShade } = addButton({ primaryColor: '#1565c0' }, true);
    expect(fill).toBe('#1565c0');
    expect(label).toBe('#ffffff');
    expect(getContrastRatio(label, fill)).toBeGreaterThanOrEqual(4.5);
    // not the pale shade the dark palette uses for texts and links (the washed-out button)
    expect(fill).not.toBe(textShade);
    expect(getContrastRatio(fill, DARK_CARD)).toBeGreaterThanOrEqual(2);
  });

  it("darken a brand that white cannot read on only as far as needed (the spec's default violet, an orange)", () => {
    for (const primaryColor of [undefined, '#ff9800']) {
      const { fill, label } = addButton({ primaryColor }, true);
      expect(label).toBe('#ffffff');
      expect(getContrastRatio(label, fill)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(label, fill)).toBeLessThan(6);
    }
  });

  it('keep the pale fill and a dark label for a near-black brand, which would melt into the dark card', () => {
    const { fill, label, textShade } = addButton({ primaryColor: '#1a1a1a' }, true);
    expect(fill).toBe(textShade);
    expect(getContrastRatio(label, fill)).toBeGreaterThanOrEqual(4.5);
  });

  it("leave light mode's buttons as they were: the readable primary under its contrast text", () => {
    const { fill, label, textShade } = addButton({ primaryColor: '#1565c0' }, false);
    expect(fill).toBe(textShade);
    expect(getContrastRatio(label, fill)).toBeGreaterThanOrEqual(4.5);
  });
});
