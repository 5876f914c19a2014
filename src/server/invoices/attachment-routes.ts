/**
 * An invoice's attachments: `POST uploadinvoiceattachments` (images and PDF checked by their
 * bytes, at most 50 live per invoice, all or nothing) and `POST deleteinvoiceattachments` (by file
 * name), through the document store (kind `invoice`, document-kind.ts). Agency users attach files
 * to their agency's invoices too. Each file added or removed has its audit entry (`invoice-document`).
 */
import type { FastifyInstance } from 'fastify';
import { MAX_DOCUMENTS_PER_REFERENCE } from '@domain/documents/document-schema.js';
import { recordAudit } from '../audit/index.js';
import { currentUser } from '../auth/route-permissions.js';
import type { Db, Queryable } from '../db/types.js';
import {
  auditEntityOf,
  auditedDocument,
  checkAttachments,
  countDocuments,
  deleteDocument,
  insertDocument,
  listDocuments,
  lockReference,
} from '../documents/index.js';
import { notFound, ValidationError } from '../errors.js';
import { documented } from '../http/schemas.js';
import { INVOICE_DOCUMENT_KIND } from './document-kind.js';
import {
  Problems,
  readDeleteAttachmentsBody,
  readUploadBody,
  type DeleteAttachmentsBody,
  type UploadAttachmentsBody,
} from './input.js';
import { lockInvoice } from './lock.js';
import { invoiceMessage } from './messages.js';
import { INVOICE_PERMISSIONS } from './permissions.js';
import { invoiceSchemas } from './route-schemas.js';

const BASE = '/api/finance/invoice';
/** base64 of 30 MB of files plus the JSON around it (the documents module's limit per call). */
const UPLOAD_BODY_LIMIT = Math.ceil((30 * 1024 * 1024 * 4) / 3) + 64 * 1024;

async function attachmentsOf(q: Queryable, invoiceId: number) {
  const documents = await listDocuments(q, INVOICE_DOCUMENT_KIND, String(invoiceId));
  return {
    attachments: documents.map((d) => ({
      id: d.id,
      fileName: d.fileName,
      attachmentName: d.fileName,
      mediaType: d.contentType,
      fullPath: d.url,
    })),
  };
}

export function invoiceAttachmentRoutes(app: FastifyInstance, db: Db): void {
  app.post<{ Body: UploadAttachmentsBody }>(
    `${BASE}/uploadinvoiceattachments`,
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      config: { permission: INVOICE_PERMISSIONS.add },
      ...documented(invoiceSchemas.upload, readUploadBody),
    },
    async (request) => {
      const lang = request.lang;
      const caller = currentUser(request);
      const { invoiceId } = request.body;
      // Who and what first (a 404 costs nothing), then the bytes, then the write.
      const [reachable] = await db.query(
        'SELECT 1 FROM invoices WHERE id = $1 AND NOT is_deleted AND ($2::int IS NULL OR agency_id = $2)',
        [invoiceId, request.agencyScope.agencyId ?? null],
      );
      if (!reachable) throw notFound();
      const files = await checkAttachments(request.body.attachments, lang);
      return db.transaction(async (tx) => {
        const invoice = await lockInvoice(tx, invoiceId, request.agencyScope);
        if (!invoice) throw notFound();
        const referenceId = String(invoiceId);
        await lockReference(tx, INVOICE_DOCUMENT_KIND, referenceId);
        const stored = await countDocuments(tx, INVOICE_DOCUMENT_KIND, referenceId);
        if (stored + files.length > MAX_DOCUMENTS_PER_REFERENCE) {
          throw new ValidationError({
            attachments: [invoiceMessage(lang, 'maxItems', 'attachments', MAX_DOCUMENTS_PER_REFERENCE)],
          });
        }
        for (const file of files) {
          const document = await insertDocument(tx, {
            referenceKind: INVOICE_DOCUMENT_KIND,
            referenceId,
            fileName: file.fileName,
            mimeType: file.mimeType,
            bytes: file.bytes,
            createdBy: caller.id ?? null,
          });
          await recordAudit(tx, {
            user: caller,
            entity: auditEntityOf(INVOICE_DOCUMENT_KIND),
            entityId: document.id,
            operation: 'create',
            before: null,
            after: auditedDocument(document),
            agencyId: invoice.agencyId,
          });
        }
        return attachmentsOf(tx, invoiceId);
      });
    },
  );

  app.post<{ Body: DeleteAttachmentsBody }>(
    `${BASE}/deleteinvoiceattachments`,
    {
      config: { permission: INVOICE_PERMISSIONS.add },
      ...documented(invoiceSchemas.deleteAttachments, readDeleteAttachmentsBody),
    },
    async (request) => {
      const lang = request.lang;
      const caller = currentUser(request);
      const { invoiceId, attachments } = request.body;
      return db.transaction(async (tx) => {
        const invoice = await lockInvoice(tx, invoiceId, request.agencyScope);
        if (!invoice) throw notFound();
        const referenceId = String(invoiceId);
        await lockReference(tx, INVOICE_DOCUMENT_KIND, referenceId);
        const documents = await listDocuments(tx, INVOICE_DOCUMENT_KIND, referenceId);
        // A name, or a document id as text (two files may share a name: the id tells them apart).
        const chosen = attachments.map((name) => documents.find((d) => d.fileName === name || String(d.id) === name));
        const p = new Problems(lang);
        chosen.forEach((d, i) => {
          if (!d) p.add(`attachments[${i}]`, 'unknownFile', attachments[i]);
        });
        p.throwIfAny();
        for (const document of new Set(chosen)) {
          await deleteDocument(tx, document!.id, caller.id ?? null);
          await recordAudit(tx, {
            user: caller,
            entity: auditEntityOf(INVOICE_DOCUMENT_KIND),
            entityId: document!.id,
            operation: 'delete',
            before: auditedDocument(document!),
            after: null,
            agencyId: invoice.agencyId,
          });
        }
        return attachmentsOf(tx, invoiceId);
      });
    },
  );
}
