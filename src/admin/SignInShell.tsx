import { useEffect, useMemo, useState } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import type { Lang } from '@schema/types';
import { fetchAppMessages, translator, type Tree } from './i18n/app-messages';
import { currentLang, setCurrentLang } from './i18n/lang';
import { registerTranslator } from './i18n/translator';
import { LanguageMenu } from './layout/LanguageMenu';
import { LoadingBarView } from './loader/LoadingBarView';
import { AuthCard } from './pages/AuthCard';
import { accountApi } from './pages/account/account-api';
import { LightNavigationProvider, useLightPath } from './pages/account/auth-navigation';
import { lightPage, lightPageOf } from './pages/account/light-pages';
import { authProvider, type Credentials } from './session/auth-provider';
import { BrandedTheme } from './branding/BrandedTheme';
import { loadBranding } from './branding/branding-store';

export interface SignInShellProps {
  /** Starts loading the admin shell (called when the user submits, in parallel with the password check). */
  preload: () => void;
  /** Called once signed in: shows the admin shell at `next` (else where the user was heading); the form stays busy until then. */
  onSignedIn: (next?: string) => Promise<void>;
}

const api = accountApi();

/**
 * /authentication as a browser opens it: the sign-in form without react-admin or a router
 * (MUI, the project's texts and the session code), so the first page costs little to
 * download and start (main.tsx). The other authentication pages (sign-up, forgot and reset
 * password, confirm e-mail, lock screen) are served the same way and chosen by path
 * (pages/account/light-pages.tsx); links between them change the address in place. It
 * follows the stored theme toggles (dark, RTL) and the tenant's branding too.
 */
export const SignInShell = ({ preload, onSignedIn }: SignInShellProps) => {
  const [lang, setLang] = useState<Lang>(currentLang);
  const [shown, setShown] = useState<{ lang: Lang; texts: Tree } | null>(null);

  useEffect(() => {
    let live = true;
    // The tenant's branding with the texts, so the page shows once, in its colours (defaults if it fails).
    Promise.all([fetchAppMessages(lang), loadBranding()]).then(([texts]) => {
      if (live) setShown({ lang, texts });
    });
    return () => {
      live = false;
    };
  }, [lang]);
  const translate = useMemo(() => translator(shown?.texts ?? {}), [shown]);
  useEffect(() => registerTranslator(translate), [translate]); // texts of errors raised outside React (http.ts)

  const { pathname, search } = useLightPath();
  const signIn = async (credentials: Credentials, next?: string) => {
    preload();
    await authProvider.login(credentials);
    await onSignedIn(next);
  };

  if (!shown) return null;
  const page = lightPage(lightPageOf(pathname) ?? '/authentication', { translate, api, search, signIn });
  return (
    <BrandedTheme>
      <CssBaseline enableColorScheme />
      <LightNavigationProvider>
        <AuthCard
          key={pathname}
          title={page.title}
          appTitle={translate('app.title')}
          corner={
            <LanguageMenu
              locale={shown.lang}
              onChange={(next) => {
                setCurrentLang(next);
                setLang(next);
              }}
              label={translate('app.language')}
            />
          }
        >
          {page.body}
        </AuthCard>
      </LightNavigationProvider>
      <LoadingBarView label={translate('app.pleaseWait', { _: 'please wait...' })} />
    </BrandedTheme>
  );
};
