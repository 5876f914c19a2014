import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMOTION_INSERTION_MODULE, emotionStylesInRender } from '../../../scripts/emotion-styles-in-render.js';

// The installed Emotion's insertion hook, as the browser build reads it.
const root = dirname(
  createRequire(import.meta.url).resolve('@emotion/use-insertion-effect-with-fallbacks/package.json'),
);
const modulePath = join(root, 'dist', 'emotion-use-insertion-effect-with-fallbacks.browser.esm.js');
const installed = readFileSync(modulePath, 'utf8');

/** The module's two hooks, evaluated against a React that has insertion effects (as React 18 and 19 do). */
function hooksOf(source: string) {
  const calls: string[] = [];
  const react = {
    useInsertionEffect: () => calls.push('insertion effect'),
    useLayoutEffect: () => calls.push('layout effect'),
  };
  const body = source.replace("import * as React from 'react';", '').replace(/export \{[^}]*\};?/, '');
  const make = new Function(
    'React',
    `${body}\nreturn { useInsertionEffectAlwaysWithSyncFallback, useInsertionEffectWithLayoutFallback };`,
  ) as (r: typeof react) => {
    useInsertionEffectAlwaysWithSyncFallback: (create: () => void) => void;
    useInsertionEffectWithLayoutFallback: (create: () => void) => void;
  };
  return { hooks: make(react), calls };
}

describe("Emotion's styles inserted while rendering (scripts/emotion-styles-in-render.ts)", () => {
  it('finds the installed module by its path', () => {
    expect(modulePath).toMatch(EMOTION_INSERTION_MODULE);
  });

  it('as installed, the styles wait for the commit (an insertion effect)', () => {
    const { hooks, calls } = hooksOf(installed);
    let inserted = false;
    hooks.useInsertionEffectAlwaysWithSyncFallback(() => {
      inserted = true;
    });
    expect(inserted).toBe(false);
    expect(calls).toEqual(['insertion effect']);
  });

  it('patched, a style is inserted during the render that uses it; the global styles keep their effect', () => {
    const { hooks, calls } = hooksOf(emotionStylesInRender(installed));
    let inserted = false;
    hooks.useInsertionEffectAlwaysWithSyncFallback(() => {
      inserted = true;
    });
    expect(inserted).toBe(true);
    expect(calls).toEqual([]);
    hooks.useInsertionEffectWithLayoutFallback(() => undefined);
    expect(calls).toEqual(['insertion effect']);
  });

  it('stops the build when Emotion has changed the line', () => {
    expect(() => emotionStylesInRender(installed.replace('|| syncFallback;', '|| fallback;'))).toThrow(/changed/);
  });
});
