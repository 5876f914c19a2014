import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { currentLang } from './i18n/lang';
import { nextPath } from './pages/SignInForm';
import { SIGN_IN_PATH } from './session/auth-provider';
import { isLoggedIn } from './session/token-store';
import { SignInShell } from './SignInShell';

/**
 * Entry point. Opening /authentication signed out shows the light sign-in page (SignInShell:
 * MUI and the session code; no react-admin, no router), so the page most users open first
 * downloads little. Every other path loads the admin shell (AdminShell.tsx: react-admin, the
 * router, the resources; forms and rich text load later still, on first use). Submitting the
 * sign-in form starts that download while the password is checked; once signed in, the admin
 * shell takes the page over at the path the user was heading to.
 */
const root = createRoot(document.getElementById('root') as HTMLElement);
const loadAdmin = () => import('./AdminShell');
document.documentElement.lang = currentLang();

const isSignInPath = location.pathname.replace(/\/+$/, '').toLowerCase() === SIGN_IN_PATH;
if (isSignInPath && !isLoggedIn()) {
  root.render(
    <StrictMode>
      <SignInShell
        preload={() => void loadAdmin()}
        onSignedIn={async () => {
          const admin = await loadAdmin();
          // A reload of a sign-in page reached from a signed-out screen keeps where the user was heading (router state).
          history.replaceState(null, '', nextPath((history.state as { usr?: unknown } | null)?.usr));
          await admin.renderAdmin(root);
        }}
      />
    </StrictMode>,
  );
} else {
  void loadAdmin().then((admin) => admin.renderAdmin(root));
}
