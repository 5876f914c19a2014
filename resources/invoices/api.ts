/**
 * The invoice calls of the screens, under /api/finance/invoice/ (the server's contract:
 * src/server/invoices/README.md and the finance contract). Shapes come from the JSON Schemas of
 * src/domain/finance/invoice-schema.ts; errors are the HttpError of src/admin/http.
 *
 * - `list(search)` → `POST get` {invoiceSearchSchema} → `{invoices, paginationModel}`;
 * - `getById(id)` → `GET getbyid?id=`; `statuses()` → `GET getinvoicestatus` ([{id, name}], the UI language);
 * - `update(body)` → `PUT update` (the whole invoice with its `version`; 409 when stale or locked);
 * - `remove(id)` → `DELETE delete?id=` (a draft only);
 * - `issueCreditNote(body)` → `POST issuecreditnote` → `{creditNote, invoice}` (the corrected draft);
 * - `issue(id, version)` → `POST issue` → the issued invoice (its number);
 * - `add(requestGuid)` → `POST add` → the request's new draft; `ofRequest(guid)` → `GET getbyrequestid` → `{invoices}`;
 * - `trash(page, size)` → `GET trash` → `{invoices, paginationModel}` (deleted drafts); `restore(id)` → `POST restore`;
 * - `uploadAttachments(invoiceId, files)` / `deleteAttachments(invoiceId, fileNames)` → `{attachments}`.
 */
import { fetchBlob, fetchJson } from '@admin/http';
import type { PaginationModel } from '@admin/primitives';
import { readAsBase64 } from '@admin/schema-screens/widgets/image-files';
import type {
  CreditNoteBody,
  InvoiceDetail,
  InvoiceListRow,
  InvoiceSearch,
  InvoiceStatusItem,
  InvoiceUpdateBody,
} from '@domain/finance/invoice-schema';

export const INVOICE_API = '/finance/invoice';

export type InvoiceAttachment = InvoiceDetail['attachments'][number];
/** A deleted draft as the trash lists it. */
export type TrashedInvoice = InvoiceListRow & { deletedDate: string; deletedBy?: string | null };

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

export const invoiceApi = {
  list: async (body: InvoiceSearch) =>
    (
      await fetchJson<{ invoices: InvoiceListRow[]; paginationModel: PaginationModel }>(`${INVOICE_API}/get`, {
        method: 'POST',
        body,
      })
    ).body,
  getById: async (id: number) => (await fetchJson<InvoiceDetail>(`${INVOICE_API}/getbyid?${query({ id })}`)).body,
  statuses: async () => (await fetchJson<InvoiceStatusItem[]>(`${INVOICE_API}/getinvoicestatus`)).body,
  update: async (body: InvoiceUpdateBody) =>
    (await fetchJson<InvoiceDetail>(`${INVOICE_API}/update`, { method: 'PUT', body })).body,
  remove: (id: number) => fetchJson(`${INVOICE_API}/delete?${query({ id })}`, { method: 'DELETE' }),
  issueCreditNote: async (body: CreditNoteBody) =>
    (
      await fetchJson<{ creditNote: InvoiceDetail; invoice: InvoiceDetail }>(`${INVOICE_API}/issuecreditnote`, {
        method: 'POST',
        body,
      })
    ).body,
  issue: async (id: number, version: number) =>
    (await fetchJson<InvoiceDetail>(`${INVOICE_API}/issue`, { method: 'POST', body: { id, version } })).body,
  add: async (requestGuid: string) =>
    (await fetchJson<InvoiceDetail>(`${INVOICE_API}/add`, { method: 'POST', body: { requestGuid } })).body,
  ofRequest: async (requestGuid: string) =>
    (await fetchJson<{ invoices: InvoiceListRow[] }>(`${INVOICE_API}/getbyrequestid?${query({ requestGuid })}`)).body
      .invoices,
  trash: async (pageIndex: number, pageSize: number) =>
    (
      await fetchJson<{ invoices: TrashedInvoice[]; paginationModel: PaginationModel }>(
        `${INVOICE_API}/trash?${query({ pageIndex, pageSize })}`,
      )
    ).body,
  restore: async (id: number) =>
    (await fetchJson<InvoiceDetail>(`${INVOICE_API}/restore`, { method: 'POST', body: { id } })).body,
  uploadAttachments: async (invoiceId: number, files: File[]) => {
    const attachments = await Promise.all(
      files.map(async (file) => ({ attachmentName: file.name, base64String: await readAsBase64(file) })),
    );
    return (
      await fetchJson<{ attachments: InvoiceAttachment[] }>(`${INVOICE_API}/uploadinvoiceattachments`, {
        method: 'POST',
        body: { invoiceId, attachments },
      })
    ).body;
  },
  deleteAttachments: async (invoiceId: number, fileNames: string[]) =>
    (
      await fetchJson<{ attachments: InvoiceAttachment[] }>(`${INVOICE_API}/deleteinvoiceattachments`, {
        method: 'POST',
        body: { invoiceId, attachments: fileNames },
      })
    ).body,
  /** An attachment's file, read with the bearer (its `fullPath` is an API path). */
  download: (attachment: InvoiceAttachment) => fetchBlob(attachment.fullPath ?? ''),
};
