import { useMemo } from 'react';
import { useLocation, useLogin, useTranslate } from 'react-admin';
import { AuthFrame } from '../AuthFrame';
import { accountApi } from './account-api';
import { lightPage, lightPageOf } from './light-pages';

const api = accountApi();

/**
 * A public authentication page (sign-up, forgot/reset password, confirm e-mail, lock screen)
 * inside the admin shell: the same views as the light entry, fed react-admin's texts and login.
 * The server sends the light entry for these paths; the shell shows them when its router gets
 * there first (a navigation inside the shell, or the Vite dev server, which sends index.html).
 */
export const ShellLightPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const { pathname, search } = useLocation();
  const page = useMemo(
    () =>
      lightPage(lightPageOf(pathname) ?? '/authentication', {
        translate,
        api,
        search,
        signIn: (credentials, next) => login(credentials, next),
      }),
    [translate, login, pathname, search],
  );
  return <AuthFrame title={page.title}>{page.body}</AuthFrame>;
};
