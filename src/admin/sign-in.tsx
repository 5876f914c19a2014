import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { currentLang } from './i18n/lang';
import { lightPageOf } from './pages/account/light-pages';
import { nextPath } from './pages/SignInForm';
import { isLoggedIn } from './session/token-store';
import { SignInShell } from './SignInShell';
import { startTheme } from './theme';

/**
 * Entry point of /authentication and its public pages (sign-in.html, chosen by the server): the light sign-in page
 * (SignInShell: MUI, the project's texts and the session code; no react-admin, no router), so
 * the page most users open first downloads little. Submitting the form starts downloading the
 * admin shell while the password is checked; once signed in, the admin shell takes the page
 * over at the path the user was heading to. Opened while signed in, the admin shell shows at
 * once (and sends the user to the dashboard).
 */
const root = createRoot(document.getElementById('root') as HTMLElement);
const loadAdmin = () => import('./AdminShell');
document.documentElement.lang = currentLang();
// Dark and RTL as stored, before the first paint; the RTL plugin arrives while the texts load.
void startTheme();

// Signed in, the sign-in page itself gives way to the shell; the other pages (a reset link
// opened while signed in, the lock screen) show as they are.
const signInPage = (lightPageOf(location.pathname) ?? '/authentication') === '/authentication';
if (isLoggedIn() && signInPage) {
  void loadAdmin().then((admin) => admin.renderAdmin(root));
} else {
  root.render(
    <StrictMode>
      <SignInShell
        preload={() => void loadAdmin()}
        onSignedIn={async (next) => {
          const admin = await loadAdmin();
          // A reload of a sign-in page reached from a signed-out screen keeps where the user was heading (router state).
          history.replaceState(null, '', next ?? nextPath((history.state as { usr?: unknown } | null)?.usr));
          await admin.renderAdmin(root);
        }}
      />
    </StrictMode>,
  );
}
