/**
 * The spec's path/binary pairs (`x-image`): an image property holds the stored image's path
 * (`/api/files/{id}`); a save carrying its `binary` key (base64, optionally a `data:` URL) stores
 * a new image, checked by content (x-image.types; SVG refused), and the property then holds its
 * path. Without a binary the property may keep its stored path, take its schema default (a static
 * file such as `/favicon2.ico`), be emptied (null: "removed"), or name an image the caller uploaded
 * itself (`POST /api/files/image`). Any other path is refused: a public field must never publish
 * someone else's file by naming it.
 */
import { fieldMessage } from '@schema/messages.js';
import type { EntitySchema, ImageAnnotation, Lang } from '@schema/types.js';
import type { FieldErrors } from '@schema/validate.js';
import type { AuthUser } from '../auth/token.js';
import type { Queryable, Row } from '../db/types.js';
import { checkTypedImage, DEFAULT_IMAGE_TYPES, fileIdOfUrl, insertFile, mimesOf } from '../files/index.js';

export interface PendingImage {
  property: string;
  fileName: string;
  mime: string;
  bytes: Buffer;
}

/** Image properties with a path/binary pair. */
export const imagePairs = (schema: EntitySchema): [string, ImageAnnotation][] =>
  Object.entries(schema.properties).flatMap(([name, p]) =>
    p['x-image'] ? [[name, p['x-image']] as [string, ImageAnnotation]] : [],
  );

/** The binaries a save carries, checked by their bytes; problems keyed by the image property. */
export async function readBinaries(
  schema: EntitySchema,
  body: Record<string, unknown>,
  lang: Lang,
): Promise<{ pending: PendingImage[]; errors: FieldErrors }> {
  const pending: PendingImage[] = [];
  const errors: FieldErrors = {};
  for (const [property, pair] of imagePairs(schema)) {
    const raw = body[pair.binary];
    if (raw === undefined || raw === null || raw === '') continue;
    const check = await checkTypedImage(typeof raw === 'string' ? raw : '', pair.types ?? DEFAULT_IMAGE_TYPES, lang);
    if (!check.ok) errors[property] = [check.message];
    else pending.push({ property, fileName: `${property}.${check.ext}`, mime: check.mime, bytes: check.bytes });
  }
  return { pending, errors };
}

/**
 * Paths sent without a binary: null, the stored one, the default, or an image the caller uploaded
 * (a single image, of an accepted type). Anything else is the field's `reference` 400.
 */
export async function checkImagePaths(
  tx: Queryable,
  schema: EntitySchema,
  values: Row,
  stored: Row,
  pending: PendingImage[],
  user: AuthUser | null,
  lang: Lang,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const [property, pair] of imagePairs(schema)) {
    const value = values[property];
    if (pending.some((p) => p.property === property)) continue;
    if (
      value === null ||
      value === undefined ||
      value === stored[property] ||
      value === schema.properties[property].default
    )
      continue;
    const id = typeof value === 'string' ? fileIdOfUrl(value) : null;
    const own =
      id !== null &&
      user !== null &&
      (
        await tx.query(
          'SELECT 1 FROM files WHERE id = $1 AND owner IS NULL AND created_by = $2 AND mime_type = ANY($3::text[])',
          [id, user.id, mimesOf(pair.types ?? DEFAULT_IMAGE_TYPES)],
        )
      ).length > 0;
    if (!own) errors[property] = [fieldMessage(schema, property, 'reference', lang)];
  }
  return errors;
}

/** Stores the new images (single images: the orphan clean-up takes a replaced one) and sets their paths. */
export async function storeImages(
  tx: Queryable,
  values: Row,
  pending: PendingImage[],
  user: AuthUser | null,
): Promise<void> {
  for (const image of pending) {
    const file = await insertFile(tx, {
      owner: null,
      ownerId: null,
      fileName: image.fileName,
      mimeType: image.mime,
      bytes: image.bytes,
      createdBy: user?.id ?? null,
    });
    values[image.property] = file.url;
  }
}
