/**
 * The tenant's currency (SAAS tenancy settings `currencyId`) as every screen shows amounts in it:
 * `GET /api/providersettings/saastenancysettings/currency`, open to any signed-in user (the
 * settings themselves are for administrators). Asked once per shell through react-query and
 * shared by every money cell; a save of the settings page asks again (`TENANT_CURRENCY_KEY`).
 * @example const { initial } = useTenantCurrency(); f.amount(row.nightlyRate, initial) // '€120.00'
 */
import { useQuery } from '@tanstack/react-query';
import { fetchJson } from './http';

export interface TenantCurrency {
  currencyId: number | null;
  /** ISO 4217 code, e.g. 'EUR'; null before the settings name one. */
  currencyInitial: string | null;
  currencyName: string | null;
}

export const TENANT_CURRENCY_PATH = '/providersettings/saastenancysettings/currency';
export const TENANT_CURRENCY_KEY = ['tenantCurrency'] as const;

const NONE: TenantCurrency = { currencyId: null, currencyInitial: null, currencyName: null };

/** The tenant's currency; its code null while loading, when unset or when the request failed (amounts then show without it). */
export function useTenantCurrency(): TenantCurrency {
  const { data } = useQuery({
    queryKey: TENANT_CURRENCY_KEY,
    queryFn: async () => (await fetchJson<TenantCurrency>(TENANT_CURRENCY_PATH)).body,
    staleTime: 10 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return data ?? NONE;
}
