/**
 * Pending uploads: documents sent before the row they belong to exists (the wizard's tickets, sent
 * before its request), so that a submission is all or nothing. They are stored like any document
 * (checked by content, bytes in `files`) under the kind `pending:<kind>` and the future row's id,
 * owned by their uploader: no route lists, downloads or deletes them (the kind is not registered),
 * no audit entry is written for them. The write that creates the row attaches those it names in
 * its own transaction (`attachPendingDocuments`): the kind becomes the real one and each gets its
 * audit entry; if that write fails, nothing is attached and they stay pending. Pending uploads
 * older than PENDING_MAX_AGE_HOURS are removed at the next pending upload.
 */
import { MAX_DOCUMENTS_PER_REFERENCE } from '@domain/documents/document-schema.js';
import type { Lang } from '@schema/types.js';
import type { FieldErrors } from '@schema/validate.js';
import { recordAudit } from '../audit/index.js';
import type { AuthUser } from '../auth/token.js';
import type { Queryable } from '../db/types.js';
import { ValidationError } from '../errors.js';
import { auditEntityOf, auditedDocument } from './audits.js';
import { documentMessage } from './messages.js';
import { countDocuments, DOCUMENT_FILE_OWNER, findDocument, lockReference, type DocumentRow } from './repository.js';

/** A day: a request is submitted within minutes of its files being sent; a retry next morning still finds them. */
export const PENDING_MAX_AGE_HOURS = 24;

/** `documents.reference_kind` of the pending uploads of a kind (never a registered kind). */
export const pendingKindOf = (kind: string) => `pending:${kind}`;

/** Removes the pending uploads older than the limit, bytes first (no audit entry ever named them). */
export async function removeExpiredPending(tx: Queryable): Promise<void> {
  const expired = `SELECT id FROM documents WHERE reference_kind LIKE 'pending:%'
                     AND created_at < now() - make_interval(hours => ${PENDING_MAX_AGE_HOURS})`;
  await tx.query(`DELETE FROM files WHERE owner = '${DOCUMENT_FILE_OWNER}' AND owner_id IN (${expired})`);
  await tx.query(`DELETE FROM documents WHERE id IN (${expired})`);
}

/** How many pending uploads the user holds for a reference (at most 50 wait for one row). */
export async function countPending(q: Queryable, kind: string, referenceId: string, userId: number | null) {
  const [row] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM documents
      WHERE reference_kind = $1 AND reference_id = $2 AND created_by IS NOT DISTINCT FROM $3 AND deleted_at IS NULL`,
    [pendingKindOf(kind), referenceId, userId],
  );
  return row.n;
}

export interface Attach {
  /** The registered kind (`reservation-request`) and the id of the row just written. */
  kind: string;
  referenceId: string;
  /** The ids the pending upload answered, in the body at `field` (`documentIds`). */
  ids: readonly number[];
  field: string;
  user: AuthUser;
  /** The row's agency, for the audit entries. */
  agencyId: number | null;
  lang: Lang;
}

/**
 * Attaches the caller's pending uploads `ids` to the row, inside the caller's transaction: each must
 * be a pending upload of this user for this reference (else a 400 at `field[i]`, and the caller's
 * transaction, the row included, rolls back); the 50 per reference still hold.
 */
export async function attachPendingDocuments(tx: Queryable, a: Attach): Promise<DocumentRow[]> {
  if (a.ids.length === 0) return [];
  await lockReference(tx, a.kind, a.referenceId);
  const rows = await tx.query<{ id: number }>(
    `UPDATE documents SET reference_kind = $1
      WHERE id = ANY($2::int[]) AND reference_kind = $3 AND reference_id = $4
        AND created_by IS NOT DISTINCT FROM $5 AND deleted_at IS NULL
      RETURNING id`,
    [a.kind, [...a.ids], pendingKindOf(a.kind), a.referenceId, a.user.id ?? null],
  );
  const attached = new Set(rows.map((r) => r.id));
  const errors: FieldErrors = {};
  a.ids.forEach((id, i) => {
    if (!attached.has(id)) {
      const path = `${a.field}[${i}]`;
      errors[path] = [documentMessage(a.lang, 'pendingMissing', path, { limit: PENDING_MAX_AGE_HOURS })];
    }
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const count = await countDocuments(tx, a.kind, a.referenceId);
  if (count > MAX_DOCUMENTS_PER_REFERENCE) {
    throw new ValidationError({
      [a.field]: [
        documentMessage(a.lang, 'tooMany', a.field, {
          limit: MAX_DOCUMENTS_PER_REFERENCE,
          count: count - attached.size,
        }),
      ],
    });
  }
  const documents: DocumentRow[] = [];
  for (const id of a.ids) {
    const document = (await findDocument(tx, id))!;
    await recordAudit(tx, {
      user: a.user,
      entity: auditEntityOf(a.kind),
      entityId: id,
      operation: 'create',
      before: null,
      after: auditedDocument(document),
      agencyId: a.agencyId,
    });
    documents.push(document);
  }
  return documents;
}
