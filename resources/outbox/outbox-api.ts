/**
 * The Outbox screen's calls (the server's contract: src/server/mail/README.md). Errors are the
 * HttpError of src/admin/http.
 *
 * - `list(request)` → `GET /mail/outbox/get?search=&status=&pageIndex=&pageSize=`: `{mails, paginationModel}`, newest first;
 * - `get(id)` → `GET /mail/outbox/getbyid?id=`: one mail with its `text` and `html`;
 * - `resend(id)` → `POST /mail/outbox/resend {id}`: the mail after a new try (`status` sent, or why not in `lastError`).
 */
import type { OutboxMail, OutboxSummary } from '@domain/outbox';
import { fetchJson } from '@admin/http';
import type { PageRequest, PaginationModel } from '@admin/primitives/usePagedList';

export const OUTBOX_API = '/mail/outbox';

export interface OutboxFilters {
  status?: string;
}

/** The filters kept in the screen's URL (`/outbox?status=failed`). */
export const OUTBOX_FILTERS = ['status'] as const;

export const outboxApi = {
  list: async ({ search, page, perPage, filters }: PageRequest<OutboxFilters>) => {
    const query = new URLSearchParams({ search, pageIndex: String(page), pageSize: String(perPage) });
    if (filters.status) query.set('status', filters.status);
    return (await fetchJson<{ mails: OutboxSummary[]; paginationModel: PaginationModel }>(`${OUTBOX_API}/get?${query}`))
      .body;
  },
  get: async (id: number) =>
    (await fetchJson<OutboxMail>(`${OUTBOX_API}/getbyid?${new URLSearchParams({ id: String(id) })}`)).body,
  resend: async (id: number) =>
    (await fetchJson<OutboxMail>(`${OUTBOX_API}/resend`, { method: 'POST', body: { id } })).body,
};
