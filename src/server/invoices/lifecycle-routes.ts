/**
 * The invoice's acts beside the editor's save (README.md "Routes"): `POST issue` (a draft takes its
 * number: `issueInvoice`), `GET getbyrequestid` (every document of a request), and the trash of
 * deleted drafts (`GET trash`, `POST restore`). Agency users reach only their agency's invoices
 * (another agency's: 404) and change none (403); every write takes the invoice's row lock, honours
 * `version` and is audited in its transaction.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/route-permissions.js';
import type { Db } from '../db/types.js';
import { HttpError, notFound } from '../errors.js';
import { paginationModel, readPaging } from '../http/paging.js';
import { checkVersion, etagOf, expectedVersion } from '../http/row-version.js';
import { documented } from '../http/schemas.js';
import { recordInvoiceAudit } from './audit-trail.js';
import { readInvoiceDetail } from './detail.js';
import { liveInvoiceId, REQUEST_CANCELLED, requestForInvoice } from './generate.js';
import { HEAD_COLUMNS, HEAD_JOINS, headAnswer, type HeadRow } from './head-sql.js';
import { readActionBody, readGuidQuery, type InvoiceActionBody } from './input.js';
import { issueInvoice } from './issue.js';
import { lockInvoice, readInvoiceAuditState } from './lock.js';
import { invoiceMessage } from './messages.js';
import { INVOICE_AUDIT_ENTITY, INVOICE_PERMISSIONS } from './permissions.js';
import { invoiceSchemas } from './route-schemas.js';

const BASE = '/api/finance/invoice';

function companyOnly(request: FastifyRequest): void {
  if (currentUser(request).agencyId !== undefined)
    throw new HttpError(403, invoiceMessage(request.lang, 'companyOnly'));
}

/** Who deleted a draft: the author of its latest delete entry in the audit log. */
const DELETED_BY = `(SELECT e.user_name FROM audit_entries e WHERE e.entity = '${INVOICE_AUDIT_ENTITY}'
  AND e.entity_id = i.id::text AND e.operation = 'delete' ORDER BY e.id DESC LIMIT 1)`;

export function invoiceLifecycleRoutes(app: FastifyInstance, db: Db): void {
  const add = { permission: INVOICE_PERMISSIONS.add };
  const remove = { permission: INVOICE_PERMISSIONS.delete };

  app.post<{ Body: InvoiceActionBody }>(
    `${BASE}/issue`,
    { config: add, ...documented(invoiceSchemas.issue, readActionBody) },
    async (request, reply) => {
      const lang = request.lang;
      const expected = expectedVersion(request.body, request.headers, lang);
      const invoice = await db.transaction(async (tx) => {
        const locked = await lockInvoice(tx, request.body.id, request.agencyScope);
        if (!locked) throw notFound();
        companyOnly(request);
        checkVersion(expected, locked.version, lang);
        if (locked.documentType === 'creditNote') throw new HttpError(409, invoiceMessage(lang, 'creditNoteFixed'));
        if (locked.number) throw new HttpError(409, invoiceMessage(lang, 'notDraft'));
        if (locked.replacedByInvoiceId !== null || locked.status === 3)
          throw new HttpError(409, invoiceMessage(lang, 'closed'));
        await issueInvoice(tx, locked, { user: currentUser(request), lang });
        return (await readInvoiceDetail(tx, locked.id, {}, lang))!;
      });
      reply.header('ETag', etagOf(invoice.version));
      return invoice;
    },
  );

  app.get(
    `${BASE}/getbyrequestid`,
    { config: { permission: INVOICE_PERMISSIONS.view }, ...documented(invoiceSchemas.byRequestAll) },
    async (request) => {
      const guid = readGuidQuery(request.query, request.lang);
      const rows = await db.query<HeadRow>(
        `SELECT ${HEAD_COLUMNS} FROM invoices i ${HEAD_JOINS}
          WHERE r.request_guid = $1::uuid AND NOT i.is_deleted AND ($2::int IS NULL OR i.agency_id = $2)
          ORDER BY i.id`,
        [guid, request.agencyScope.agencyId ?? null],
      );
      return { invoices: rows.map((row) => headAnswer(row, request.lang)) };
    },
  );

  app.get(`${BASE}/trash`, { config: remove, ...documented(invoiceSchemas.trash) }, async (request) => {
    const page = readPaging(request.query as Record<string, unknown>, request.lang);
    const rows = await db.query<HeadRow & { deletedDate: unknown; deletedBy: string | null; total: number }>(
      `SELECT ${HEAD_COLUMNS}, i.deleted_at AS "deletedDate", ${DELETED_BY} AS "deletedBy",
              count(*) OVER ()::int AS total
         FROM invoices i ${HEAD_JOINS}
        WHERE i.is_deleted AND i.document_type = 'invoice' AND ($1::int IS NULL OR i.agency_id = $1)
        ORDER BY i.deleted_at DESC NULLS LAST, i.id DESC LIMIT $2 OFFSET $3`,
      [request.agencyScope.agencyId ?? null, page.size, (page.index - 1) * page.size],
    );
    const invoices = rows.map(({ deletedDate, deletedBy, total: _total, ...row }) => ({
      ...headAnswer(row as HeadRow, request.lang),
      deletedDate: new Date(deletedDate as string | Date).toISOString(),
      deletedBy,
    }));
    return { invoices, paginationModel: paginationModel(page, rows.length, rows[0]?.total ?? 0) };
  });

  app.post<{ Body: InvoiceActionBody }>(
    `${BASE}/restore`,
    { config: remove, ...documented(invoiceSchemas.restore, readActionBody) },
    async (request, reply) => {
      const lang = request.lang;
      const expected = expectedVersion(request.body, request.headers, lang);
      const invoice = await db.transaction(async (tx) => {
        const [found] = await tx.query<{ id: number; version: number; requestId: number; agencyId: number }>(
          `SELECT id, version, request_id AS "requestId", agency_id AS "agencyId" FROM invoices
            WHERE id = $1 AND is_deleted AND document_type = 'invoice' AND ($2::int IS NULL OR agency_id = $2)
            FOR UPDATE`,
          [request.body.id, request.agencyScope.agencyId ?? null],
        );
        if (!found) throw notFound();
        companyOnly(request);
        checkVersion(expected, found.version, lang);
        // The request's row lock: a restore and an add (or a submission) at once take turns.
        await tx.query('SELECT 1 FROM reservation_requests WHERE id = $1 FOR UPDATE', [found.requestId]);
        const owner = await requestForInvoice(tx, { id: found.requestId });
        if (!owner || owner.isDeleted) throw new HttpError(409, invoiceMessage(lang, 'trashRequestGone'));
        if (owner.statusId === REQUEST_CANCELLED)
          throw new HttpError(409, invoiceMessage(lang, 'trashRequestCancelled'));
        if ((await liveInvoiceId(tx, found.requestId)) !== null)
          throw new HttpError(409, invoiceMessage(lang, 'trashLiveExists'));
        await tx.query(
          `UPDATE invoices SET is_deleted = false, deleted_at = NULL, version = version + 1, updated_at = now()
            WHERE id = $1`,
          [found.id],
        );
        await recordInvoiceAudit(tx, {
          user: currentUser(request),
          invoiceId: found.id,
          agencyId: found.agencyId,
          operation: 'restore',
          before: null,
          after: await readInvoiceAuditState(tx, found.id),
        });
        return (await readInvoiceDetail(tx, found.id, {}, lang))!;
      });
      reply.header('ETag', etagOf(invoice.version));
      return invoice;
    },
  );
}
