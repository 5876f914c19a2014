/**
 * The invoice payment calls the screens make (the finance contract; server:
 * src/server/invoice-payments/), and the two they borrow: the invoice's detail for the header,
 * and the documents' pending upload for the files chosen in the form. Shapes come from the JSON
 * Schemas of src/domain/finance/; errors are the HttpError of src/admin/http.
 *
 * - `list(search)` → `POST /finance/invoicepayment/get` → `{invoicePayments, paginationModel}`;
 * - `byInvoice(invoiceId)` → `GET getpaymentsbyinvoiceid?invoiceId=` (an array);
 * - `getById(id)` → `GET getbyid?id=`;
 * - `receiptFigures(id)` → `GET receiptfigures?id=` (the receipt's figures from the receivables ledger);
 * - `add(body, key)` → `POST add` with the `Idempotency-Key` header (a retry of the same body
 *   answers the first payment again, never a second one); `update(body)` → `PUT update`;
 * - `remove(id, version)` → `DELETE delete?id=&version=`;
 * - `removeAttachments(id, names)` → `POST deleteinvoicepaymentattachments`;
 * - `invoice(id)` → `GET /finance/invoice/getbyid?id=`;
 * - `uploadPending(referenceId, files)` → `POST /documentmanagement/document/addpending` with
 *   `referenceKind: 'invoice-payment'` and the payment's guid as `referenceId` (a new payment's is
 *   made by the form and sent as `paymentGuid`), one call per file (a file is at most 10 MB, the route
 *   takes 30): the answered ids are the `documentIds` of the add or update that attaches them.
 *
 * The agency's account (`accountApi`, receivables ledger):
 * - `balance(agencyId)` → `GET /finance/agency/balance?agencyId=` → `{invoicesOpen, creditOnAccount, balance}`;
 * - `openInvoices(agencyId)` → `GET /finance/agency/openinvoices?agencyId=` (oldest due first);
 * - `allocateCredit(invoiceId, amount?)` → `POST /finance/invoicepayment/allocatecredit` → the balance;
 * - `refund(body, key)` → `POST /finance/invoicepayment/refund` with an `Idempotency-Key`;
 * - `refunds(agencyId)` → `GET /finance/invoicepayment/refunds?agencyId=` (newest first);
 * - `refundReceipt(id)` → `GET /finance/invoicepayment/refund/pdf?id=` (a Blob, application/pdf).
 */
import { fetchApiBlob, fetchJson } from '@admin/http';
import type { PaginationModel } from '@admin/primitives';
import { readAsBase64 } from '@admin/schema-screens/widgets/image-files';
import type {
  AgencyBalance,
  InvoiceDetail,
  OpenInvoiceAnswer,
  Payment,
  PaymentBody,
  PaymentSearch,
  Refund,
  RefundBody,
  ReceiptFigures,
} from '@domain/finance';

export const PAYMENT_API = '/finance/invoicepayment';
export const INVOICE_API = '/finance/invoice';
export const AGENCY_ACCOUNT_API = '/finance/agency';
export const PENDING_UPLOAD_API = '/documentmanagement/document/addpending';
/** The documents' reference kind of a payment's attachments. */
export const PAYMENT_DOCUMENT_KIND = 'invoice-payment';

export type {
  AgencyBalance,
  InvoiceDetail,
  OpenInvoiceAnswer,
  Payment,
  PaymentBody,
  PaymentSearch,
  Refund,
  RefundBody,
};

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

export const paymentApi = {
  list: async (search: PaymentSearch) =>
    (
      await fetchJson<{ invoicePayments: Payment[]; paginationModel: PaginationModel }>(`${PAYMENT_API}/get`, {
        method: 'POST',
        body: search,
      })
    ).body,
  byInvoice: async (invoiceId: number) =>
    (await fetchJson<Payment[]>(`${PAYMENT_API}/getpaymentsbyinvoiceid?${query({ invoiceId })}`)).body,
  getById: async (id: number) => (await fetchJson<Payment>(`${PAYMENT_API}/getbyid?${query({ id })}`)).body,
  receiptFigures: async (id: number) =>
    (await fetchJson<ReceiptFigures>(`${PAYMENT_API}/receiptfigures?${query({ id })}`)).body,
  add: async (body: PaymentBody, idempotencyKey: string) =>
    (
      await fetchJson<Payment>(`${PAYMENT_API}/add`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      })
    ).body,
  update: async (body: PaymentBody) =>
    (await fetchJson<Payment>(`${PAYMENT_API}/update`, { method: 'PUT', body })).body,
  /** `version`: the one read (409 when the payment changed since). */
  remove: (id: number, version?: number) =>
    fetchJson(`${PAYMENT_API}/delete?${query(version ? { id, version } : { id })}`, { method: 'DELETE' }),
  removeAttachments: (invoicePaymentId: number, attachments: string[]) =>
    fetchJson(`${PAYMENT_API}/deleteinvoicepaymentattachments`, {
      method: 'POST',
      body: { invoicePaymentId, attachments },
    }),
  invoice: async (id: number) => (await fetchJson<InvoiceDetail>(`${INVOICE_API}/getbyid?${query({ id })}`)).body,
  async uploadPending(referenceId: string, files: File[]): Promise<number[]> {
    const ids: number[] = [];
    for (const file of files) {
      const body = {
        referenceKind: PAYMENT_DOCUMENT_KIND,
        referenceId,
        attachments: [{ attachmentName: file.name, base64String: await readAsBase64(file) }],
      };
      const stored = (await fetchJson<{ id: number }[]>(PENDING_UPLOAD_API, { method: 'POST', body })).body;
      ids.push(...stored.map((d) => d.id));
    }
    return ids;
  },
};

export const accountApi = {
  balance: async (agencyId: number) =>
    (await fetchJson<AgencyBalance>(`${AGENCY_ACCOUNT_API}/balance?${query({ agencyId })}`)).body,
  openInvoices: async (agencyId: number) =>
    (await fetchJson<OpenInvoiceAnswer[]>(`${AGENCY_ACCOUNT_API}/openinvoices?${query({ agencyId })}`)).body,
  allocateCredit: async (invoiceId: number, amount?: number) =>
    (
      await fetchJson<AgencyBalance>(`${PAYMENT_API}/allocatecredit`, {
        method: 'POST',
        body: amount === undefined ? { invoiceId } : { invoiceId, amount },
      })
    ).body,
  refund: async (body: RefundBody, idempotencyKey: string) =>
    (
      await fetchJson<Refund>(`${PAYMENT_API}/refund`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      })
    ).body,
  refunds: async (agencyId: number) =>
    (await fetchJson<Refund[]>(`${PAYMENT_API}/refunds?${query({ agencyId })}`)).body,
  refundReceipt: (id: number) => fetchApiBlob(`${PAYMENT_API}/refund/pdf?${query({ id })}`),
};
