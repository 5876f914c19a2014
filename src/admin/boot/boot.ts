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
 * Injected into index.html by scripts/boot-script.ts (`<script type="module" async>`).
 */
import { apiHeaders, apiRequestUrl } from '../api-request';
import { firstListRequest } from '../list-request';
import type { EntitySchema } from '../../schema/types';
import { BRANDING_PATH } from '../branding/branding';
import { currentLang, mirrorLangCookie } from '../i18n/lang';
import { SCHEMAS_PATH } from '../schemas/schemas-path';
import { isLoggedIn } from '../session/token-store';
import { applyDocumentTheme, readToggles } from '../theme/theme-toggles';
import { startEarlyGet } from './early-requests';
import { takeAwayFirstPaintWhenShellShows } from './first-paint';

try {
  applyDocumentTheme(readToggles(localStorage), document);
} catch {
  // storage refused: the shell applies the defaults
}
startEarlyGet(apiRequestUrl(BRANDING_PATH), apiHeaders());
if (isLoggedIn()) {
  const { pathname, search } = location;
  startEarlyGet(apiRequestUrl(SCHEMAS_PATH), apiHeaders())
    // A copy: the shell reads the answer itself.
    .then((answer) => (answer.ok ? answer.clone().json() as Promise<{ schemas?: EntitySchema[] }> : undefined))
    .then((body) => {
      const list = firstListRequest(Array.isArray(body?.schemas) ? body.schemas : [], pathname, search);
      if (list?.method === 'GET') startEarlyGet(apiRequestUrl(list.path), apiHeaders());
    })
    .catch(() => undefined); // the shell asks as usual
}
mirrorLangCookie(currentLang());
takeAwayFirstPaintWhenShellShows(document);
