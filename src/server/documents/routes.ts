/**
 * Documents under /api/documentmanagement/document/ (contract in README.md beside this file):
 * `POST add`, `POST getbyid`, `DELETE delete`, `GET download`. What a document is attached to is
 * a reference of a registered kind (references.ts); access follows the referenced row. Every add
 * and delete records an audit entry in its own transaction.
 */
import type { FastifyInstance } from 'fastify';
import {
  MAX_DOCUMENTS_PER_REFERENCE,
  MAX_UPLOAD_BYTES,
  type AddDocumentsBody,
  type ReferenceBody,
} from '@domain/documents/document-schema.js';
import { recordAudit } from '../audit/index.js';
import { currentUser } from '../auth/route-permissions.js';
import type { AuthUser } from '../auth/token.js';
import type { Db, Queryable } from '../db/types.js';
import { forbidden, notFound, ValidationError } from '../errors.js';
import { PDF_TYPE } from '../files/index.js';
import { contentDisposition } from '../http/content-disposition.js';
import { documented } from '../http/schemas.js';
import { checkAttachments } from './files.js';
import { readAddBody, readDocumentId, readReferenceBody } from './input.js';
import { documentMessage } from './messages.js';
import { auditEntityOf, auditedDocument as audited } from './audits.js';
import { mayAccess, type ReferenceKind } from './references.js';
import {
  answerOf,
  countDocuments,
  deleteDocument,
  documentBytes,
  findDocument,
  insertDocument,
  listDocuments,
  lockReference,
  type DocumentRow,
} from './repository.js';
import { countPending, pendingKindOf, removeExpiredPending } from './pending.js';
import { documentSchemas } from './route-schemas.js';

const BASE = '/api/documentmanagement/document';
/** The base64 of MAX_UPLOAD_BYTES (4/3) and room for the JSON around it. */
const ADD_BODY_LIMIT = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 64 * 1024;

export function documentRoutes(app: FastifyInstance, db: Db): void {
  // Filled from the modules' `documentKinds` before any route (install-modules.ts).
  const references = app.documentReferences;

  /** A live document the caller may reach for `access` (404: missing, deleted, another agency's; 403: the kind's permission). */
  async function reachDocument(q: Queryable, user: AuthUser, id: number, access: 'read' | 'write', lock = false) {
    const document = await findDocument(q, id, lock);
    const kind: ReferenceKind | undefined = document ? references.get(document.referenceKind) : undefined;
    if (!document || !kind) throw notFound();
    const reached = await references.reachStored(q, user, kind, document.referenceId, lock);
    if (!mayAccess(user, kind, access)) throw forbidden();
    return { document, reached };
  }

  app.post<{ Body: AddDocumentsBody }>(
    `${BASE}/add`,
    {
      bodyLimit: ADD_BODY_LIMIT,
      config: { permission: references.permissions('write') },
      ...documented(documentSchemas.add, readAddBody),
    },
    async (request) => {
      const lang = request.lang;
      const caller = currentUser(request);
      const body = request.body;
      // Who and what first (a 404 costs nothing), then the bytes, then the write.
      const { kind, referenceId } = await references.reach(
        db,
        caller,
        body.referenceKind,
        body.referenceId,
        'write',
        lang,
      );
      const files = await checkAttachments(body.attachments, lang);
      return db.transaction(async (tx) => {
        await lockReference(tx, kind.kind, referenceId);
        const { agencyId } = await references.reachStored(tx, caller, kind, referenceId, true);
        const stored = await countDocuments(tx, kind.kind, referenceId);
        if (stored + files.length > MAX_DOCUMENTS_PER_REFERENCE) {
          throw new ValidationError({
            attachments: [
              documentMessage(lang, 'tooMany', 'attachments', { limit: MAX_DOCUMENTS_PER_REFERENCE, count: stored }),
            ],
          });
        }
        const added: DocumentRow[] = [];
        for (const file of files) {
          const document = await insertDocument(tx, {
            referenceKind: kind.kind,
            referenceId,
            fileName: file.fileName,
            mimeType: file.mimeType,
            bytes: file.bytes,
            createdBy: caller.id ?? null,
          });
          await recordAudit(tx, {
            user: caller,
            entity: auditEntityOf(kind.kind),
            entityId: document.id,
            operation: 'create',
            before: null,
            after: audited(document),
            agencyId,
          });
          added.push(document);
        }
        return added.map(answerOf);
      });
    },
  );

  app.post<{ Body: AddDocumentsBody }>(
    `${BASE}/addpending`,
    {
      bodyLimit: ADD_BODY_LIMIT,
      config: { permission: references.permissions('write') },
      ...documented(documentSchemas.addPending, readAddBody),
    },
    async (request) => {
      const lang = request.lang;
      const caller = currentUser(request);
      const body = request.body;
      // The row does not exist yet: the kind's permission is the check; the row's own (agency,
      // existence) is made by the write that attaches them (pending.ts).
      const { kind, referenceId } = references.resolve(caller, body.referenceKind, body.referenceId, 'write', lang);
      const files = await checkAttachments(body.attachments, lang);
      return db.transaction(async (tx) => {
        await removeExpiredPending(tx);
        const pendingKind = pendingKindOf(kind.kind);
        await lockReference(tx, pendingKind, referenceId);
        const held = await countPending(tx, kind.kind, referenceId, caller.id ?? null);
        if (held + files.length > MAX_DOCUMENTS_PER_REFERENCE) {
          throw new ValidationError({
            attachments: [
              documentMessage(lang, 'tooMany', 'attachments', { limit: MAX_DOCUMENTS_PER_REFERENCE, count: held }),
            ],
          });
        }
        const added: DocumentRow[] = [];
        for (const file of files) {
          added.push(
            await insertDocument(tx, {
              referenceKind: pendingKind,
              referenceId,
              fileName: file.fileName,
              mimeType: file.mimeType,
              bytes: file.bytes,
              createdBy: caller.id ?? null,
            }),
          );
        }
        return added.map(answerOf);
      });
    },
  );

  app.post<{ Body: ReferenceBody }>(
    `${BASE}/getbyid`,
    {
      config: { permission: references.permissions('read') },
      ...documented(documentSchemas.list, readReferenceBody),
    },
    async (request) => {
      const lang = request.lang;
      const body = request.body;
      const { kind, referenceId } = await references.reach(
        db,
        currentUser(request),
        body.referenceKind,
        body.referenceId,
        'read',
        lang,
      );
      return (await listDocuments(db, kind.kind, referenceId)).map(answerOf);
    },
  );

  app.delete(
    `${BASE}/delete`,
    {
      config: { permission: references.permissions('write') },
      ...documented(documentSchemas.remove),
    },
    async (request) => {
      const caller = currentUser(request);
      const id = readDocumentId(request.query, request.lang);
      await db.transaction(async (tx) => {
        const { document, reached } = await reachDocument(tx, caller, id, 'write', true);
        await deleteDocument(tx, id, caller.id ?? null);
        await recordAudit(tx, {
          user: caller,
          entity: auditEntityOf(reached.kind.kind),
          entityId: id,
          operation: 'delete',
          before: audited(document),
          after: null,
          agencyId: reached.agencyId,
        });
      });
      return { id };
    },
  );

  app.get(
    `${BASE}/download`,
    {
      // The cookie too: a link (or a new tab) can open a document without script.
      config: { permission: references.permissions('read'), cookieAuth: true },
      ...documented(documentSchemas.download),
    },
    async (request, reply) => {
      const id = readDocumentId(request.query, request.lang);
      const { document } = await reachDocument(db, currentUser(request), id, 'read');
      const bytes = await documentBytes(db, id);
      if (!bytes) throw notFound();
      // A PDF is saved rather than shown inside the product's origin; images are shown.
      const disposition = document.contentType === PDF_TYPE ? 'attachment' : 'inline';
      return reply
        .header('Content-Type', document.contentType)
        .header('Content-Length', String(bytes.length))
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Content-Disposition', contentDisposition(document.fileName, disposition))
        .send(Buffer.from(bytes));
    },
  );
}
