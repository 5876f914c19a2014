// @vitest-environment jsdom
/**
 * The UI language is mirrored into the `lang` cookie (src/admin/i18n/lang.ts), which the server
 * reads to write the first paint's heading in it (src/server/routes/first-paint.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mirrorLangCookie, setCurrentLang } from '@admin/i18n/lang';

const langCookie = () => document.cookie.split('; ').find((c) => c.startsWith('lang='));

afterEach(() => setCurrentLang('en'));

describe('the lang cookie', () => {
  it('follows the language the user picks', () => {
    setCurrentLang('fr');
    expect(langCookie()).toBe('lang=fr');
    setCurrentLang('en');
    expect(langCookie()).toBe('lang=en');
  });

  it('is written at start for a language chosen before the cookie existed', () => {
    document.cookie = 'lang=; max-age=0; path=/';
    expect(langCookie()).toBeUndefined();
    mirrorLangCookie('fr');
    expect(langCookie()).toBe('lang=fr');
  });
});
