// @vitest-environment jsdom
/**
 * The boot script preloads the shell's files and the texts of the user's language once the page
 * is painted (src/admin/boot/preload.ts): nothing of them is in the page as the server sends it.
 */
import { describe, expect, it } from 'vitest';
import { preloadShell } from '@admin/boot/preload';

describe('preloadShell', () => {
  it("asks every file of the shell at low priority, in order, and the language's texts", async () => {
    document.head.innerHTML = '';
    const files = Array.from({ length: 15 }, (_, i) => `/assets/chunk-${i}.js`);
    const asked = preloadShell(document, files, 'fr');
    // A few at a time, one task each: a phone's main thread is not held ~4 ms a link in one task.
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(6);
    await asked;
    const modules = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(modules.map((link) => new URL(link.href).pathname)).toEqual(files);
    for (const link of modules) expect(link.getAttribute('fetchpriority') ?? link.fetchPriority).toBe('low');
    const texts = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]');
    expect(texts && new URL(texts.href).pathname).toBe('/i18n/fr.json');
    expect(texts?.as).toBe('fetch');
    // A fetch() of the texts is a CORS request: the preload must be one too, or it is not reused.
    expect(texts?.crossOrigin).toBe('anonymous');
  });
});
