/**
 * The documents of every kind in the audit log (`reservation-request-document`, ...): a
 * document's history follows its reference's read permission and agency. Declared in module.ts
 * from the kinds every module declares.
 */
import { referencesBy, rowNumber, type AuditedEntity } from '../audit/index.js';
import type { ReferenceKind } from './references.js';
import { DOCUMENT_FILE_OWNER, referenceOf, type DocumentRow } from './repository.js';

/** The audit entity of a kind's documents: `reservation-request-document`. */
export const auditEntityOf = (kind: string) => `${kind}-document`;

/** What an audit entry keeps of a document (added, attached or deleted). */
export const auditedDocument = (d: DocumentRow) => ({
  fileName: d.fileName,
  size: d.size,
  contentType: d.contentType,
  referenceKind: d.referenceKind,
  referenceId: d.referenceId,
});

export function documentAudits(kinds: ReferenceKind[]): AuditedEntity[] {
  return kinds.map((kind) => ({
    entity: auditEntityOf(kind.kind),
    view: kind.read,
    // A document is called by its file's name.
    referencesOf: referencesBy(
      `SELECT d.id, f.file_name AS reference FROM documents d
         JOIN files f ON f.owner = '${DOCUMENT_FILE_OWNER}' AND f.owner_id = d.id WHERE d.id = ANY($1::int[])`,
    ),
    agencyOf: async (q, id) => {
      const n = rowNumber(id);
      const reference = n === undefined ? null : await referenceOf(q, n);
      return reference?.kind === kind.kind ? kind.agencyOf(q, reference.referenceId, false) : undefined;
    },
  }));
}
