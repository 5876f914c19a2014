import { useEffect } from 'react';
import { useLocation } from 'react-admin';

/**
 * A public authentication page (sign-up, forgot/reset password, confirm e-mail, lock screen)
 * reached inside the admin shell's router: those pages belong to the light entry, so the
 * browser loads the address, for which the server sends sign-in.html.
 */
export const LightPageRedirect = () => {
  const { pathname, search } = useLocation();
  useEffect(() => { window.location.replace(`${pathname}${search}`); }, [pathname, search]);
  return null;
};
