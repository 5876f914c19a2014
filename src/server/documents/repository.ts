/**
 * SQL of the documents (migration 009_documents.sql). The bytes are rows of `files` (owner
 * 'document', owner_id = documents.id), written with files/store.ts; every value is a bound
 * parameter.
 */
import type { StoredDocument } from '@domain/documents/document-schema.js';
import type { Queryable } from '../db/types.js';
import { insertFile } from '../files/index.js';

/** `files.owner` of a document's bytes. No file owner kind is registered for it: `/api/files/{id}` answers 404. */
export const DOCUMENT_FILE_OWNER = 'document';

export const downloadUrl = (id: number) => `/api/documentmanagement/document/download?documentId=${id}`;

export interface DocumentRow extends StoredDocument {
  referenceKind: string;
  referenceId: string;
}

export interface NewDocument {
  referenceKind: string;
  referenceId: string;
  fileName: string;
  mimeType: string;
  bytes: Buffer;
  createdBy: number | null;
}

type Row = {
  id: number;
  file_name: string;
  size: number;
  mime_type: string;
  created_at: unknown;
  reference_kind: string;
  reference_id: string;
};

const SELECT = `SELECT d.id, f.file_name, f.size, f.mime_type, d.created_at, d.reference_kind, d.reference_id
                  FROM documents d JOIN files f ON f.owner = '${DOCUMENT_FILE_OWNER}' AND f.owner_id = d.id`;

const iso = (value: unknown): string => (value instanceof Date ? value : new Date(String(value))).toISOString();

function toDocument(r: Row): DocumentRow {
  return {
    id: r.id,
    fileName: r.file_name,
    size: r.size,
    url: downloadUrl(r.id),
    contentType: r.mime_type as StoredDocument['contentType'],
    dateCreated: iso(r.created_at),
    referenceKind: r.reference_kind,
    referenceId: r.reference_id,
  };
}

/** The answer shape: the stored document without its reference. */
export const answerOf = ({ referenceKind: _kind, referenceId: _id, ...document }: DocumentRow): StoredDocument =>
  document;

/**
 * Serialises the writes of one reference until the transaction ends, so the count of its
 * documents and the inserts that follow cannot interleave with another upload's (the 50 limit
 * holds under concurrency). An advisory lock: the reference may be any kind's row.
 */
export async function lockReference(tx: Queryable, kind: string, referenceId: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`document:${kind}:${referenceId}`]);
}

export async function countDocuments(q: Queryable, kind: string, referenceId: string): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM documents WHERE reference_kind = $1 AND reference_id = $2 AND deleted_at IS NULL',
    [kind, referenceId],
  );
  return row.n;
}

/** The live documents of a reference, in the order they were added. */
export async function listDocuments(q: Queryable, kind: string, referenceId: string): Promise<DocumentRow[]> {
  const rows = await q.query<Row>(
    `${SELECT} WHERE d.reference_kind = $1 AND d.reference_id = $2 AND d.deleted_at IS NULL ORDER BY d.id`,
    [kind, referenceId],
  );
  return rows.map(toDocument);
}

/** A live document (locked FOR UPDATE inside a delete), or null. */
export async function findDocument(q: Queryable, id: number, lock = false): Promise<DocumentRow | null> {
  const [row] = await q.query<Row>(
    `${SELECT} WHERE d.id = $1 AND d.deleted_at IS NULL ${lock ? 'FOR UPDATE OF d' : ''}`,
    [id],
  );
  return row ? toDocument(row) : null;
}

export async function insertDocument(tx: Queryable, doc: NewDocument): Promise<DocumentRow> {
  const [row] = await tx.query<{ id: number }>(
    'INSERT INTO documents (reference_kind, reference_id, created_by) VALUES ($1, $2, $3) RETURNING id',
    [doc.referenceKind, doc.referenceId, doc.createdBy],
  );
  await insertFile(tx, {
    owner: DOCUMENT_FILE_OWNER,
    ownerId: row.id,
    fileName: doc.fileName,
    mimeType: doc.mimeType,
    bytes: doc.bytes,
    createdBy: doc.createdBy,
  });
  return (await findDocument(tx, row.id))!;
}

/** The bytes of a live document. */
export async function documentBytes(q: Queryable, id: number): Promise<Uint8Array | null> {
  const [row] = await q.query<{ bytes: Uint8Array }>(
    `SELECT f.bytes FROM documents d JOIN files f ON f.owner = '${DOCUMENT_FILE_OWNER}' AND f.owner_id = d.id
      WHERE d.id = $1 AND d.deleted_at IS NULL`,
    [id],
  );
  return row?.bytes ?? null;
}

/** Marks the document deleted (its row stays for the audit history) and removes its bytes. */
export async function deleteDocument(tx: Queryable, id: number, userId: number | null): Promise<void> {
  await tx.query('UPDATE documents SET deleted_at = now(), deleted_by = $2 WHERE id = $1', [id, userId]);
  await tx.query(`DELETE FROM files WHERE owner = '${DOCUMENT_FILE_OWNER}' AND owner_id = $1`, [id]);
}

/** The reference of a document, deleted or not (the audit log's agency check). */
export async function referenceOf(q: Queryable, id: number): Promise<{ kind: string; referenceId: string } | null> {
  const [row] = await q.query<{ kind: string; reference_id: string }>(
    'SELECT reference_kind AS kind, reference_id FROM documents WHERE id = $1',
    [id],
  );
  return row ? { kind: row.kind, referenceId: row.reference_id } : null;
}
