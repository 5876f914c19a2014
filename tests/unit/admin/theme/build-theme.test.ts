import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { buildChromeThemeOptions, buildThemeOptions } from '@admin/theme/build-theme';
import { hexColour, readableShade, TARGET_CONTRAST } from '@admin/theme/readable-colour';
import { NO_TOGGLES } from '@admin/theme/theme-toggles';

const mainOf = (colour: unknown) => (colour as { main: string }).main;

describe('readable colours', () => {
  it('keeps a tenant colour that already reads, and darkens one that does not', () => {
    expect(readableShade('#1a237e', ['#ffffff'], 'darker')).toBe('#1a237e');
    const shade = readableShade('#605dff', ['#ffffff', '#f0f0f0'], 'darker');
    expect(shade).not.toBe('#605dff');
    expect(getContrastRatio(shade, '#f0f0f0')).toBeGreaterThanOrEqual(TARGET_CONTRAST);
    expect(getContrastRatio(shade, '#f0f0f0')).toBeLessThan(TARGET_CONTRAST + 1); // the nearest shade, not black
  });

  it('lightens on dark backgrounds, and ends at white for a colour that cannot read otherwise', () => {
    const shade = readableShade('#3584fc', ['#13141f'], 'lighter');
    expect(getContrastRatio(shade, '#13141f')).toBeGreaterThanOrEqual(TARGET_CONTRAST);
    expect(readableShade('#000000', ['#111111'], 'lighter')).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('falls back to the default for a value that is not #rgb / #rrggbb', () => {
    expect(hexColour('#ABCDEF', '#605dff')).toBe('#ABCDEF');
    for (const bad of [null, undefined, '', 'red', '#12345', 'url(x)', '#605dff; color: red'])
      expect(hexColour(bad, '#605dff')).toBe('#605dff');
  });
});

describe('theme options', () => {
  it("uses the spec's default colours (each a readable shade) without tenant colours", () => {
    const options = buildThemeOptions({ toggles: NO_TOGGLES });
    expect(options.palette?.mode).toBe('light');
    expect(options.direction).toBe('ltr');
    const primary = mainOf(options.palette?.primary);
    expect(getContrastRatio(primary, '#ffffff')).toBeGreaterThanOrEqual(TARGET_CONTRAST);
    expect(primary).toBe(readableShade('#605dff', ['#ffffff', '#f0f0f0', '#f5f6fb'], 'darker'));
  });

  it("is MUI's dark palette with the tenant's colours lightened to read on it", () => {
    const options = buildThemeOptions({
      primaryColor: '#aa2200',
      secondaryColor: '#3584fc',
      toggles: { ...NO_TOGGLES, isDarkTheme: true },
    });
    expect(options.palette?.mode).toBe('dark');
    const background = options.palette?.background?.default as string;
    expect(getContrastRatio(background, '#000000')).toBeLessThan(1.5); // a dark page
    expect(getContrastRatio(mainOf(options.palette?.primary), background)).toBeGreaterThanOrEqual(TARGET_CONTRAST);
    expect(options.palette?.brandGradient).toContain('linear-gradient');
  });

  it('sets the direction for RTL and tints the page for body background', () => {
    const plain = buildThemeOptions({ toggles: NO_TOGGLES });
    const rtl = buildThemeOptions({ toggles: { ...NO_TOGGLES, isRTLEnabledTheme: true, isBodyBGTheme: true } });
    expect(rtl.direction).toBe('rtl');
    expect(rtl.palette?.background?.default).not.toBe(plain.palette?.background?.default);
  });

  it("gives the dark chrome (side menu, header) MUI's dark palette on its own background", () => {
    const input = { toggles: { ...NO_TOGGLES, isSidebarDarkTheme: true } };
    const chrome = buildChromeThemeOptions(buildThemeOptions(input), input);
    expect(chrome.palette?.mode).toBe('dark');
    expect(chrome.palette?.background?.paper).toBe('#1c1d2b');
  });
});

describe('dialogs', () => {
  it("show the focus of a dialog's paper as a thin ring in the brand colour, not the browser's black one", () => {
    const options = buildThemeOptions({ primaryColor: '#1769aa', toggles: NO_TOGGLES });
    const paper = options.components?.MuiDialog?.styleOverrides?.paper as (props: {
      theme: { palette: { primary: { main: string } } };
    }) => Record<string, Record<string, unknown>>;
    const primary = mainOf(options.palette?.primary);
    expect(paper({ theme: { palette: { primary: { main: primary } } } })['&:focus-visible']).toEqual({
      outline: `2px solid ${primary}`,
      outlineOffset: 2,
    });
  });
});
