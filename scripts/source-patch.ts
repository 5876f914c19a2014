/**
 * A build step that changes one library module's source (found by its path), for the production
 * build only: the dev server and the tests use the library as it is. The build fails when no
 * module of that path was met, so a library that moved its module is checked before it ships.
 */
import type { Plugin } from 'vite';

export function sourcePatch(name: string, module: RegExp, patch: (code: string) => string, missing: string): Plugin {
  let transformed = false;
  return {
    name,
    apply: 'build',
    transform: {
      filter: { id: module },
      handler(code) {
        transformed = true;
        return { code: patch(code), map: null };
      },
    },
    buildEnd(error) {
      if (!error && !transformed) this.error(missing);
    },
  };
}

/** Where `text` is in `code` when it is there exactly once, else -1: a patch replaces a line it knows, or stops the build. */
export function indexOfOnce(code: string, text: string): number {
  const at = code.indexOf(text);
  return at >= 0 && code.indexOf(text, at + 1) < 0 ? at : -1;
}
