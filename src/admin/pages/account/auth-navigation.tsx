import { createContext, useContext, useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import Link from '@mui/material/Link';

/**
 * Moving between the authentication pages. The light entry (sign-in.html) shows them all
 * without a router: a link changes the address with history.pushState and the page follows
 * (useLightPath). In the admin shell (no provider) a link is an ordinary one: the server sends
 * sign-in.html for those paths.
 */
const NAVIGATE_EVENT = 'popstate';

export function navigateLight(path: string, replace = false): void {
  if (replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent(NAVIGATE_EVENT));
}

/** The current path and query, following Back/Forward and navigateLight. */
export function useLightPath(): { pathname: string; search: string } {
  const read = () => ({ pathname: location.pathname, search: location.search });
  const [where, setWhere] = useState(read);
  useEffect(() => {
    const follow = () => setWhere(read());
    window.addEventListener(NAVIGATE_EVENT, follow);
    return () => window.removeEventListener(NAVIGATE_EVENT, follow);
  }, []);
  return where;
}

const LightNavigation = createContext(false);

export const LightNavigationProvider = ({ children }: { children: ReactNode }) => (
  <LightNavigation.Provider value>{children}</LightNavigation.Provider>
);

/** A link to another authentication page: in place in the light entry, a page load elsewhere. */
export const AuthLink = ({ to, children, onFollow }: { to: string; children: ReactNode; onFollow?: () => void }) => {
  const light = useContext(LightNavigation);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onFollow?.();
    if (!light || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigateLight(to);
  };
  return (
    <Link href={to} onClick={follow} underline="hover" sx={{ fontWeight: 600 }}>
      {children}
    </Link>
  );
};
