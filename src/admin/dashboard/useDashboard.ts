/**
 * The dashboard's one request: `GET /api/dashboard` → `{cards: {key: data}}` with the cards the
 * user may see. Asked again when the dashboard is opened again (not more than once a minute);
 * keyed by the signed-in user, so another user signing in on this tab never sees the last one's.
 */
import { useQuery } from '@tanstack/react-query';
import { fetchJson } from '../http';
import { getClaims } from '../session/token-store';

export const DASHBOARD_PATH = '/dashboard';

export function useDashboard() {
  return useQuery({
    queryKey: ['dashboard', getClaims()?.sub ?? null],
    // An answer without cards (a stand-in server in tests) shows none rather than failing.
    queryFn: async () => (await fetchJson<{ cards?: Record<string, unknown> }>(DASHBOARD_PATH)).body?.cards ?? {},
    staleTime: 60_000,
    retry: false,
  });
}
