/**
 * The boot script of index.html: a separate, tiny entry (no React, no MUI) that the page runs
 * as soon as it arrives, while the admin shell's scripts (~290 KiB) are still downloading.
 * - It applies the stored theme toggles (dark, right-to-left) to the document, so the first
 *   paint and the shell's first render are already in them.
 * - It starts the requests the shell's first render waits for (the branding and, signed in,
 *   the user's schemas), so their answers are there when the shell is (early-requests.ts);
 *   with the schemas in, on a schema's list, the list's first page too (list-request.ts), so
 *   the rows come with the shell instead of a round trip after it.
 * - It mirrors the UI language into its cookie (the server writes the first paint's heading
 *   in it) and takes the first paint away once the shell shows (first-paint.ts).
 * - Once the browser has painted the page as the server sent it, it starts the shell (main.tsx
 *   and its chunks, listed by the tag's `data-shell`): evaluating the shell's ~1 MB of script
 *   takes a phone hundreds of milliseconds, which must come neither before that first paint nor
 *   in one piece (one chunk per task, so the page answers input in between). The boot preloads
 *   them all first (preload.ts), so they download in parallel.
 * Injected into index.html by scripts/boot-script.ts (`<script type="module" async data-shell>`).
 */
import { apiHeaders, apiRequestUrl } from '../api-request';
import { firstListRequest } from '../list-request';
import type { EntitySchema } from '@schema/types';
import { BRANDING_PATH } from '../branding/branding';
import { currentLang, mirrorLangCookie } from '../i18n/lang';
import { SCHEMAS_PATH } from '../schemas/schemas-path';
import { isLoggedIn } from '../session/token-store';
import { currentPermissions } from '../session/useCan';
import { applyDocumentTheme, readToggles } from '../theme/theme-toggles';
import { afterFirstPaint, nextTask } from './after-first-paint';
import { noteEarlyStarter, startEarlyGet } from './early-requests';
import { preloadShell } from './preload';
import { takeAwayFirstPaintWhenShellShows } from './first-paint';

/** Imports the shell's files in order, each in a task of its own (the last, main.tsx, mounts the shell). */
async function startShell(files: readonly string[]): Promise<void> {
  for (const file of files) {
    await import(/* @vite-ignore */ file);
    await nextTask();
  }
}

/** The requests the shell's first render waits for: the branding and, signed in, the schemas and the list's first page. */
function startEarlyRequests(): void {
  startEarlyGet(apiRequestUrl(BRANDING_PATH), apiHeaders());
  if (isLoggedIn()) {
    const { pathname, search } = location;
    noteEarlyStarter(
      startEarlyGet(apiRequestUrl(SCHEMAS_PATH), apiHeaders())
        // A copy: the shell reads the answer itself.
        .then((answer) => (answer.ok ? (answer.clone().json() as Promise<{ schemas?: EntitySchema[] }>) : undefined))
        .then((body) => {
          const schemas = Array.isArray(body?.schemas) ? body.schemas : [];
          const list = firstListRequest(schemas, currentPermissions(), pathname, search);
          if (list?.method === 'GET') startEarlyGet(apiRequestUrl(list.path), apiHeaders());
        })
        .catch(() => undefined),
    ); // the shell asks as usual
  }
}

try {
  applyDocumentTheme(readToggles(localStorage), document);
} catch {
  // storage refused: the shell applies the defaults
}
mirrorLangCookie(currentLang());
// An async script may run before the page is parsed: the first paint's layer comes after it.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => takeAwayFirstPaintWhenShellShows(document), { once: true });
} else {
  takeAwayFirstPaintWhenShellShows(document);
}

const shellFiles: unknown = JSON.parse(
  document.querySelector<HTMLScriptElement>('script[data-shell]')?.dataset.shell ?? '[]',
);
const files = Array.isArray(shellFiles) ? shellFiles.map(String) : [];
// Nothing is asked before the browser has painted the page as the server sent it (preload.ts).
void afterFirstPaint()
  .then(() => {
    startEarlyRequests();
    return preloadShell(document, files, currentLang());
  })
  .then(() => startShell(files));
