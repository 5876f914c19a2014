/** SQL of the `files` table (migration 002_files.sql). Every value is a bound parameter. */
import type { Queryable } from '../db/types.js';

export interface FileInfo {
  id: number;
  fileName: string;
  size: number;
  url: string;
}

export interface StoredFile extends FileInfo {
  mimeType: string;
  owner: string | null;
  ownerId: number | null;
  /** The uploader (user id), null for seeded files. */
  createdBy: number | null;
  bytes: Uint8Array;
}

export interface NewFile {
  owner: string | null;
  ownerId: number | null;
  fileName: string;
  mimeType: string;
  bytes: Buffer;
  createdBy: number | null;
}

export const fileUrl = (id: number) => `/api/files/${id}`;
/** `/api/files/{id}` → id, else null. */
export function fileIdOfUrl(value: string): number | null {
  const match = /^\/api\/files\/(\d{1,9})$/.exec(value);
  return match ? Number(match[1]) : null;
}

type InfoRow = { id: number; file_name: string; size: number };
const info = (r: InfoRow): FileInfo => ({ id: r.id, fileName: r.file_name, size: r.size, url: fileUrl(r.id) });

export async function insertFile(db: Queryable, f: NewFile): Promise<FileInfo> {
  const [row] = await db.query<InfoRow>(
    `INSERT INTO files (owner, owner_id, file_name, mime_type, size, bytes, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, file_name, size`,
    [f.owner, f.ownerId, f.fileName, f.mimeType, f.bytes.length, new Uint8Array(f.bytes), f.createdBy],
  );
  return info(row);
}

export async function getFile(db: Queryable, id: number): Promise<StoredFile | null> {
  const [row] = await db.query<
    InfoRow & {
      mime_type: string;
      owner: string | null;
      owner_id: number | null;
      created_by: number | null;
      bytes: Uint8Array;
    }
  >('SELECT id, file_name, size, mime_type, owner, owner_id, created_by, bytes FROM files WHERE id = $1', [id]);
  if (!row) return null;
  return {
    ...info(row),
    mimeType: row.mime_type,
    owner: row.owner,
    ownerId: row.owner_id,
    createdBy: row.created_by,
    bytes: row.bytes,
  };
}

/** Whether a single image (no owner) with this id exists. */
export async function imageExists(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query("SELECT 1 FROM files WHERE id = $1 AND mime_type LIKE 'image/%' LIMIT 1", [id]);
  return rows.length > 0;
}

/** The gallery of one row, oldest first. */
export async function listGallery(db: Queryable, owner: string, ownerId: number): Promise<FileInfo[]> {
  const rows = await db.query<InfoRow>(
    'SELECT id, file_name, size FROM files WHERE owner = $1 AND owner_id = $2 ORDER BY id',
    [owner, ownerId],
  );
  return rows.map(info);
}

/** Deletes the gallery images named (file name or id); answers how many went. */
export async function deleteGalleryFiles(
  db: Queryable,
  owner: string,
  ownerId: number,
  names: string[],
  ids: number[],
): Promise<number> {
  const rows = await db.query(
    `DELETE FROM files WHERE owner = $1 AND owner_id = $2 AND (file_name = ANY($3::text[]) OR id = ANY($4::int[])) RETURNING id`,
    [owner, ownerId, names, ids],
  );
  return rows.length;
}
