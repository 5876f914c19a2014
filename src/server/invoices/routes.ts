/**
 * Invoices under /api/finance/invoice/ (README.md beside this file): `POST get`, `GET getbyid`,
 * `GET getinvoicebyrequestid`, `GET getinvoicestatus`, `POST add`, `PUT update`, `DELETE delete`,
 * `POST issuecreditnote`, `POST export` (the list as CSV, export.ts), and the attachments (attachment-routes.ts). Agency users reach only
 * their agency's invoices (another agency's answers 404) and may read them and attach files;
 * every change is a company user's (403). Every write is versioned and audited in its transaction.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CreditNoteBody, InvoiceAddBody, InvoiceSearch, InvoiceUpdateBody } from '@domain/finance/index.js';
import { currentUser } from '../auth/route-permissions.js';
import type { Db, Queryable } from '../db/types.js';
import { HttpError, notFound } from '../errors.js';
import { paginationModel } from '../http/paging.js';
import { checkVersion, etagOf, expectedVersion } from '../http/row-version.js';
import { documented } from '../http/schemas.js';
import { sendWrittenOnce } from '../http/written-once.js';
import { sendCsv } from '../csv/index.js';
import { invoiceAttachmentRoutes } from './attachment-routes.js';
import { recordInvoiceAudit } from './audit-trail.js';
import { replaceIssued } from './corrections.js';
import { readInvoiceDetail } from './detail.js';
import { INVOICE_CSV_COLUMNS, invoiceCsvRows } from './export.js';
import { generateInvoice, liveInvoiceId, REQUEST_CANCELLED, requestForInvoice } from './generate.js';
import {
  readAddBody,
  readCreditNoteBody,
  readGuidQuery,
  readIdQuery,
  readSearchBody,
  readUpdateBody,
} from './input.js';
import { invoiceListRows, listInvoices } from './list.js';
import { lockInvoice, readInvoiceAuditState } from './lock.js';
import { invoiceMessage, invoiceStatuses } from './messages.js';
import { INVOICE_PERMISSIONS } from './permissions.js';
import { invoiceSchemas } from './route-schemas.js';
import type { InvoiceWriteContext } from './types.js';
import { isClosed, updateInvoice } from './update.js';

const BASE = '/api/finance/invoice';

const contextOf = (request: FastifyRequest): InvoiceWriteContext => ({
  user: currentUser(request),
  lang: request.lang,
});

/** Changes are company users' (after the scope check, so another agency's invoice stays a 404). */
function companyOnly(request: FastifyRequest): void {
  if (currentUser(request).agencyId !== undefined)
    throw new HttpError(403, invoiceMessage(request.lang, 'companyOnly'));
}

export function invoiceRoutes(app: FastifyInstance, db: Db): void {
  const view = { permission: INVOICE_PERMISSIONS.view };
  const add = { permission: INVOICE_PERMISSIONS.add };

  /** The invoice's detail read in the write's transaction (it exists: the caller wrote it). */
  const detailIn = async (q: Queryable, id: number, request: FastifyRequest) =>
    (await readInvoiceDetail(q, id, {}, request.lang))!;

  app.post<{ Body: InvoiceSearch }>(
    `${BASE}/get`,
    { config: view, ...documented(invoiceSchemas.list, readSearchBody) },
    async (request, reply) => {
      const page = await listInvoices(db, request.body, request.agencyScope);
      return sendWrittenOnce(reply, page.read, `${request.lang}\u0000${page.total}`, () => ({
        invoices: invoiceListRows(page, request.lang),
        paginationModel: paginationModel(page, page.read.length, page.total),
      }));
    },
  );

  app.post<{ Body: InvoiceSearch }>(
    `${BASE}/export`,
    { config: view, ...documented(invoiceSchemas.export, readSearchBody) },
    async (request, reply) => {
      const { body, agencyScope, lang } = request;
      const batches = await invoiceCsvRows(db, body, agencyScope, lang);
      return sendCsv(reply, { name: { en: 'invoices', fr: 'factures' }, lang, columns: INVOICE_CSV_COLUMNS, batches });
    },
  );

  app.get(`${BASE}/getbyid`, { config: view, ...documented(invoiceSchemas.getById) }, async (request, reply) => {
    const invoice = await readInvoiceDetail(
      db,
      readIdQuery(request.query, request.lang),
      request.agencyScope,
      request.lang,
    );
    if (!invoice) throw notFound();
    reply.header('ETag', etagOf(invoice.version));
    return invoice;
  });

  app.get(
    `${BASE}/getinvoicebyrequestid`,
    { config: view, ...documented(invoiceSchemas.byRequest) },
    async (request, reply) => {
      const guid = readGuidQuery(request.query, request.lang);
      // The live invoice, else the latest one (a cancelled request's).
      const [row] = await db.query<{ id: number }>(
        `SELECT i.id FROM invoices i JOIN reservation_requests r ON r.id = i.request_id
        WHERE r.request_guid = $1::uuid AND i.document_type = 'invoice' AND NOT i.is_deleted
          AND ($2::int IS NULL OR i.agency_id = $2)
        ORDER BY (i.status <> 3 AND i.replaced_by_invoice_id IS NULL) DESC, i.id DESC LIMIT 1`,
        [guid, request.agencyScope.agencyId ?? null],
      );
      const invoice = row ? await readInvoiceDetail(db, row.id, request.agencyScope, request.lang) : null;
      if (!invoice) throw notFound();
      reply.header('ETag', etagOf(invoice.version));
      return invoice;
    },
  );

  app.get(`${BASE}/getinvoicestatus`, { config: view, ...documented(invoiceSchemas.statuses) }, async (request) =>
    invoiceStatuses(request.lang),
  );

  app.post<{ Body: InvoiceAddBody }>(
    `${BASE}/add`,
    { config: add, ...documented(invoiceSchemas.add, readAddBody) },
    async (request) => {
      const lang = request.lang;
      return db.transaction(async (tx) => {
        const found = await requestForInvoice(tx, { guid: request.body.requestGuid.toLowerCase() });
        const scope = request.agencyScope.agencyId;
        if (!found || found.isDeleted || (scope !== undefined && found.agencyId !== scope)) throw notFound();
        companyOnly(request);
        // The request's row lock: two adds at once wait in turn and the second sees the first's invoice.
        await tx.query('SELECT 1 FROM reservation_requests WHERE id = $1 FOR UPDATE', [found.id]);
        if (found.statusId === REQUEST_CANCELLED) throw new HttpError(409, invoiceMessage(lang, 'requestCancelled'));
        if ((await liveInvoiceId(tx, found.id)) !== null) throw new HttpError(409, invoiceMessage(lang, 'liveExists'));
        const id = await generateInvoice(tx, found, contextOf(request));
        return detailIn(tx, id, request);
      });
    },
  );

  app.put<{ Body: InvoiceUpdateBody }>(
    `${BASE}/update`,
    { config: add, ...documented(invoiceSchemas.update, readUpdateBody) },
    async (request, reply) => {
      const expected = expectedVersion(request.body, request.headers, request.lang);
      const invoice = await db.transaction(async (tx) => {
        const locked = await lockInvoice(tx, request.body.id, request.agencyScope);
        if (!locked) throw notFound();
        companyOnly(request);
        checkVersion(expected, locked.version, request.lang);
        await updateInvoice(tx, locked, request.body, contextOf(request));
        return detailIn(tx, locked.id, request);
      });
      reply.header('ETag', etagOf(invoice.version));
      return invoice;
    },
  );

  app.delete(
    `${BASE}/delete`,
    { config: { permission: INVOICE_PERMISSIONS.delete }, ...documented(invoiceSchemas.delete) },
    async (request) => {
      const lang = request.lang;
      const id = readIdQuery(request.query, lang);
      const expected = expectedVersion(request.body, request.headers, lang);
      await db.transaction(async (tx) => {
        const locked = await lockInvoice(tx, id, request.agencyScope);
        if (!locked) throw notFound();
        companyOnly(request);
        checkVersion(expected, locked.version, lang);
        if (locked.number) throw new HttpError(409, invoiceMessage(lang, 'noDeleteIssued'));
        const before = await readInvoiceAuditState(tx, id);
        await tx.query(
          'UPDATE invoices SET is_deleted = true, deleted_at = now(), version = version + 1, updated_at = now() WHERE id = $1',
          [id],
        );
        const user = contextOf(request).user;
        await recordInvoiceAudit(tx, {
          user,
          invoiceId: id,
          agencyId: locked.agencyId,
          operation: 'delete',
          before,
          after: null,
        });
      });
      return { id };
    },
  );

  app.post<{ Body: CreditNoteBody }>(
    `${BASE}/issuecreditnote`,
    { config: add, ...documented(invoiceSchemas.creditNote, readCreditNoteBody) },
    async (request) => {
      const lang = request.lang;
      const expected = expectedVersion(request.body, request.headers, lang);
      return db.transaction(async (tx) => {
        const locked = await lockInvoice(tx, request.body.invoiceId, request.agencyScope);
        if (!locked) throw notFound();
        companyOnly(request);
        checkVersion(expected, locked.version, lang);
        if (locked.documentType === 'creditNote') throw new HttpError(409, invoiceMessage(lang, 'creditNoteFixed'));
        if (!locked.number) throw new HttpError(409, invoiceMessage(lang, 'notIssued'));
        if (isClosed(locked)) throw new HttpError(409, invoiceMessage(lang, 'closed'));
        const { creditNoteId, draftId } = await replaceIssued(tx, locked, contextOf(request), request.body.reason);
        return { creditNote: await detailIn(tx, creditNoteId, request), invoice: await detailIn(tx, draftId, request) };
      });
    },
  );

  invoiceAttachmentRoutes(app, db);
}
