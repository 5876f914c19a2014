/**
 * `GET /api/finance/einvoicing/readiness` (src/server/settings/readiness-route.ts): whether
 * e-invoicing is on and what the tenant's and the agencies' legal identities still lack, in the
 * caller's language (labels of the settings and agency forms).
 */
import { useQuery } from '@tanstack/react-query';
import { fetchJson } from '@admin/http';

export interface Readiness {
  enabled: boolean;
  sellerGaps: string[];
  agenciesMissing: { id: number; title: string; gaps: string[] }[];
}

export const READINESS_PATH = '/finance/einvoicing/readiness';

/** The readiness, asked again when `version` (the saved settings' row version) or the language changes. */
export function useReadiness(version: unknown, lang: string) {
  return useQuery({
    queryKey: ['einvoicingReadiness', version, lang],
    queryFn: async () => (await fetchJson<Readiness>(READINESS_PATH)).body,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
