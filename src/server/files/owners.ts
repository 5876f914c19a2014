/**
 * Who may read a stored file (`GET /api/files/{id}`). A file either belongs to an owner row
 * (`files.owner` names an owner kind, `files.owner_id` the row) or has no owner and is referenced
 * by the `/api/files/{id}` path stored in an `x-widget: "image"` property of some row.
 *
 * Owner kinds live in a registry, so later domain modules (reservation attachments, invoice
 * documents) add theirs without touching this folder:
 *
 *   app.fileOwners.register({ owner: 'reservation-attachment',
 *     canRead: (db, user, ownerId) => rowReadable(db, reservationSchema, PERMISSIONS.Reservations.Reservation.ViewList)(user, ownerId) });
 *
 * Every gallery of a schema registers itself here as a catalogue kind: any signed-in user may
 * read it, within the agency scope of the owning row. A file whose owner kind is not registered
 * answers 404 to everyone (fail closed).
 */
import type { EntitySchema } from '@schema/types.js';
import type { AuthUser } from '../auth/token.js';
import { columnOf } from '../db/entity-tables.js';
import { ident } from '../db/sql.js';
import type { Queryable } from '../db/types.js';
import { fileUrl } from './store.js';

export interface FileOwnerKind {
  /** The value of `files.owner` (a gallery uses its schema name). */
  owner: string;
  /** Whether this signed-in user may read the files of the owning row `ownerId`. */
  canRead(db: Queryable, user: AuthUser, ownerId: number): Promise<boolean>;
}

export class FileOwnerRegistry {
  private readonly kinds = new Map<string, FileOwnerKind>();

  register(kind: FileOwnerKind): void {
    if (this.kinds.has(kind.owner)) throw new Error(`File owner kind "${kind.owner}" is registered twice`);
    this.kinds.set(kind.owner, kind);
  }

  get(owner: string): FileOwnerKind | undefined {
    return this.kinds.get(owner);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Owner kinds of stored files and their read checks (files/owners.ts). */
    fileOwners: FileOwnerRegistry;
  }
}

/** Whether row `id` of the schema exists, is not in the trash and lies in the agency scope of the user. */
export async function rowInScope(
  db: Queryable,
  schema: EntitySchema,
  id: number,
  agencyId: number | undefined,
): Promise<boolean> {
  const table = ident(schema.resource.table);
  const scope = schema.resource.agencyScope;
  const rows =
    scope && agencyId !== undefined
      ? await db.query(
          `SELECT 1 FROM ${table} WHERE "id" = $1 AND NOT "is_deleted" AND ${ident(columnOf(scope))} = $2`,
          [id, agencyId],
        )
      : await db.query(`SELECT 1 FROM ${table} WHERE "id" = $1 AND NOT "is_deleted"`, [id]);
  return rows.length > 0;
}

/**
 * The read check of an owner kind that follows a row: the user holds `permission` (when given)
 * and the row is in the user's agency scope. Catalogue images pass no permission.
 */
export function rowReadable(schema: EntitySchema, permission?: string) {
  return (db: Queryable, user: AuthUser, ownerId: number): Promise<boolean> =>
    permission !== undefined && !user.permissions.includes(permission)
      ? Promise.resolve(false)
      : rowInScope(db, schema, ownerId, user.agencyId);
}

/** Columns that hold the path of a single image: every `x-widget: "image"` property. */
interface ImageColumn {
  table: string;
  column: string;
  /** The agency column of the row, when the schema is agency-scoped. */
  scope?: string;
}

export function imageColumns(schemas: EntitySchema[]): ImageColumn[] {
  return schemas.flatMap((s) =>
    Object.entries(s.properties)
      .filter(([, p]) => p['x-widget'] === 'image')
      .map(([name]) => ({
        table: ident(s.resource.table),
        column: ident(columnOf(name)),
        scope: s.resource.agencyScope ? ident(columnOf(s.resource.agencyScope)) : undefined,
      })),
  );
}

/**
 * SQL answering whether a single image is referenced by a row: `$1` is its path, `$2` the
 * caller's agency id (NULL: any row counts, as for company users and for the clean-up job).
 * `FALSE` when no schema has an image property.
 */
export function referencedSql(columns: ImageColumn[]): string {
  if (!columns.length) return 'SELECT FALSE AS referenced, $1::text AS path, $2::integer AS agency';
  const parts = columns.map(
    (c) =>
      `SELECT 1 FROM ${c.table} WHERE btrim(${c.column}) = $1` +
      (c.scope ? ` AND ($2::integer IS NULL OR ${c.scope} = $2::integer)` : ''),
  );
  // `$2` is also selected so that its type is known when no image column is agency-scoped.
  return `SELECT EXISTS (${parts.join(' UNION ALL ')}) AS referenced, $2::integer AS agency`;
}

export async function isReferenced(
  db: Queryable,
  sql: string,
  fileId: number,
  agencyId: number | null,
): Promise<boolean> {
  const [row] = await db.query<{ referenced: boolean }>(sql, [fileUrl(fileId), agencyId]);
  return row?.referenced === true;
}

/**
 * SQL answering whether a file is public: its path (`$1`) is held by a public image field
 * (`x-resource.public.fields`) of a singleton's row. Null when no schema has one.
 */
export function publicImagesSql(schemas: EntitySchema[]): string | null {
  const parts = schemas.flatMap((s) =>
    (s.resource.singleton ? (s.resource.public?.fields ?? []) : [])
      .filter((f) => s.properties[f]['x-widget'] === 'image')
      .map(
        (f) => `SELECT 1 FROM ${ident(s.resource.table)} WHERE NOT "is_deleted" AND btrim(${ident(columnOf(f))}) = $1`,
      ),
  );
  return parts.length ? `SELECT EXISTS (${parts.join(' UNION ALL ')}) AS public` : null;
}

export async function isPublicFile(db: Queryable, sql: string | null, fileId: number): Promise<boolean> {
  if (!sql) return false;
  const [row] = await db.query<{ public: boolean }>(sql, [fileUrl(fileId)]);
  return row?.public === true;
}
