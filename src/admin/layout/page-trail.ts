/**
 * What a bespoke page tells the layout about where the user is:
 * - `usePageCrumbs`: the page's own breadcrumb trail after Home (a request detail: Reservation
 *   Management › Reservations › ORS-FIT-000123), used by Breadcrumbs instead of the menu's;
 * - `useCameFrom`: the in-app address shown before this page (a detail's Back goes back in
 *   history when it came from its listing, keeping the listing's page and filters).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-admin';

export interface Crumb {
  label: string;
  /** A link; the last crumb (the page itself) has none. */
  to?: string;
}

let crumbs: Crumb[] | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const setCrumbs = (next: Crumb[] | undefined) => {
  crumbs = next;
  listeners.forEach((l) => l());
};

/** Sets the page's breadcrumb trail while it is shown (undefined: the menu's trail). */
export function usePageCrumbs(trail: Crumb[] | undefined): void {
  const key = JSON.stringify(trail ?? null);
  useEffect(() => {
    setCrumbs((JSON.parse(key) as Crumb[] | undefined) ?? undefined);
    return () => setCrumbs(undefined);
  }, [key]);
}

/** The trail a page set, for Breadcrumbs. */
export function useCurrentPageCrumbs(): Crumb[] | undefined {
  return useSyncExternalStore(
    subscribe,
    () => crumbs,
    () => undefined,
  );
}

let shownPath: string | undefined;
let shownBefore: string | undefined;

/** Called by the layout with each address it shows (path and query). */
export function noteShownPath(path: string): void {
  if (path === shownPath) return;
  shownBefore = shownPath;
  shownPath = path;
}

/**
 * The in-app address shown before this page, read when the page mounts: the layout may have
 * noted this page's own address already (a page under <Authenticated> mounts after the check).
 */
export function useCameFrom(): string | undefined {
  const { pathname, search } = useLocation();
  const [from] = useState(() => (shownPath === `${pathname}${search}` ? shownBefore : shownPath));
  return from;
}
