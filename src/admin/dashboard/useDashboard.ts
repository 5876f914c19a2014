/**
 * The dashboard's one request: `GET /api/dashboard` → `{cards: {key: data}}` with the cards the
 * user may see. Asked again when the dashboard is opened again (not more than once a minute).
 */
import { useQuery } from '@tanstack/react-query';
import { fetchJson } from '../http';

export const DASHBOARD_PATH = '/dashboard';

export function useDashboard() {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: async () => (await fetchJson<{ cards: Record<string, unknown> }>(DASHBOARD_PATH)).body.cards,
    staleTime: 60_000,
    retry: false,
  });
}
