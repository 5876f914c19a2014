/**
 * The reservation request calls the screens make, under /api/reservation/request/ (the server's
 * contract: src/server/reservations/README.md). Shapes come from the JSON Schemas of
 * src/domain/reservations/request-schema.ts; errors are the HttpError of src/admin/http.
 * Screens add their own calls in files of their own (`detail/detail-api.ts`, …) next to this one.
 */
import { fetchJson } from '@admin/http';
import type { PaginationModel } from '@admin/primitives/usePagedList';
import type { CompleteBody, ListBody, ListRow, RequestBody, RequestDetail } from '@domain/reservations/request-schema';

export const REQUEST_API = '/reservation/request';

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

export const requestApi = {
  list: async (body: ListBody) =>
    (
      await fetchJson<{ requests: ListRow[]; paginationModel: PaginationModel }>(`${REQUEST_API}/get`, {
        method: 'POST',
        body,
      })
    ).body,
  getById: async (requestGuid: string) =>
    (await fetchJson<RequestDetail>(`${REQUEST_API}/getbyid?${query({ requestGuid })}`)).body,
  /** `documentIds`: the pending uploads (documents' `addpending`) attached in the same transaction. */
  add: async (body: RequestBody & { documentIds?: number[] }) =>
    (await fetchJson<RequestDetail>(`${REQUEST_API}/add`, { method: 'POST', body })).body,
  complete: async (body: CompleteBody) =>
    (await fetchJson<RequestDetail>(`${REQUEST_API}/complete`, { method: 'POST', body })).body,
  remove: (requestGuid: string) => fetchJson(`${REQUEST_API}/delete?${query({ requestGuid })}`, { method: 'DELETE' }),
};
