import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING, logoFor, toBranding } from '@admin/branding/branding.js';

describe('branding read from the public answer', () => {
  it('keeps what is well-formed and defaults the rest', () => {
    expect(
      toBranding({
        companyTitle: ' Acme Travel ',
        lightLogo: '/api/files/3',
        darkLogo: null,
        icon: '/favicon2.ico',
        primaryColor: '#0b6e4f',
        secondaryColor: 'blue',
      }),
    ).toEqual({
      companyTitle: 'Acme Travel',
      lightLogo: '/api/files/3',
      darkLogo: null,
      icon: '/favicon2.ico',
      primaryColor: '#0b6e4f',
      secondaryColor: '#3584fc',
    });
    expect(toBranding(undefined)).toEqual(DEFAULT_BRANDING);
  });

  it('never takes a path off this origin', () => {
    const b = toBranding({
      lightLogo: '//evil.test/x.png',
      darkLogo: 'javascript:alert(1)',
      icon: 'https://evil.test/i.ico',
    });
    expect([b.lightLogo, b.darkLogo, b.icon]).toEqual([null, null, null]);
  });

  it('shows the dark logo in dark mode, and either one when only one is set', () => {
    const both = { ...DEFAULT_BRANDING, lightLogo: '/l', darkLogo: '/d' };
    expect(logoFor(both, 'light')).toBe('/l');
    expect(logoFor(both, 'dark')).toBe('/d');
    expect(logoFor({ ...both, darkLogo: null }, 'dark')).toBe('/l');
    expect(logoFor(DEFAULT_BRANDING, 'light')).toBeNull();
  });
});
