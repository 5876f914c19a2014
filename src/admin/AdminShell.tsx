import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { alignStoredLocale } from './admin-store';
import { App, dataProvider } from './App';
import { fetchJson } from './http';
import { loadBranding } from './branding';
import { bootI18nProvider } from './i18n/i18n-provider';
import { prefetchFirstListPage, sessionQueryClient } from './query-client';
import { getSchemas, loadSchemas } from './schemas/schemas-store';
import { authProvider } from './session/auth-provider';
import { isLoggedIn } from './session/token-store';
import { currentPermissions } from './session/useCan';
import { startTheme } from './theme';
import { BrandedTheme } from './branding/BrandedTheme';

const pause = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * Mounts the admin shell in `root` (in place of the sign-in page, if it showed): loads the texts
 * of the stored language (polyglot needs them before the first render) and, signed in, the
 * user's schemas, both at once, then renders react-admin under a browser router (spec paths,
 * no hash). With the schemas known, the first render already has the user's resources and menu,
 * instead of a second render of the whole shell when they arrive.
 */
export async function renderAdmin(root: Root): Promise<void> {
  const schemas = isLoggedIn() ? loadSchemas(fetchJson).catch(() => undefined) : undefined; // the shell shares this request
  // The tenant's colours and the stored theme toggles too, so the first render is already in them
  // (defaults if the branding cannot be read).
  const [i18nProvider, queryClient] = await Promise.all([
    bootI18nProvider(),
    sessionQueryClient(authProvider, isLoggedIn()),
    schemas,
    loadBranding(),
    startTheme(),
  ]);
  alignStoredLocale(i18nProvider.getLocale());
  // A list's first page, asked early by the boot script: with its rows in the first render when
  // they are already here (a few milliseconds at most are waited for them).
  if (isLoggedIn())
    await Promise.race([
      prefetchFirstListPage(queryClient, dataProvider, getSchemas(), currentPermissions(), location),
      pause(50),
    ]);
  // A transition: React renders the shell in slices of a few milliseconds, so the page stays responsive.
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <BrandedTheme>
            <App i18nProvider={i18nProvider} queryClient={queryClient} />
          </BrandedTheme>
        </BrowserRouter>
      </StrictMode>,
    ),
  );
}
