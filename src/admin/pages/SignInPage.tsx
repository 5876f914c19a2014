import { useState } from 'react';
import { Navigate, useLocation, useLogin, useTranslate } from 'react-admin';
import { isLoggedIn } from '../session/token-store';
import { AuthFrame } from './AuthFrame';
import { AFTER_LOGIN_PATH, nextPath, SignInForm } from './SignInForm';

/**
 * /authentication inside the admin shell: reached from a signed-out screen or the logout page.
 * A browser that opens /authentication gets the same form from the light SignInShell instead
 * (main.tsx). Opened while signed in, it goes to the dashboard.
 */
export const SignInPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const location = useLocation();
  const [signedIn] = useState(isLoggedIn);
  if (signedIn) return <Navigate to={AFTER_LOGIN_PATH} replace />;
  return (
    <AuthFrame title={translate('auth.signIn')}>
      <SignInForm translate={translate} onSignIn={(credentials) => login(credentials, nextPath(location.state))} />
    </AuthFrame>
  );
};
