/**
 * Images stored in the database:
 * - `POST /api/files/image` (the add permission of any resource with an image property or a
 *   gallery): one image `{fileName, base64String}` → `{id, fileName, size, url}`; properties with
 *   `x-widget: "image"` hold that url;
 * - `GET /api/files/:id` (authenticated by the bearer header or the `access-token` cookie, so
 *   `<img src>` works): the bytes with the type found in them, to whoever may read the file
 *   (owners.ts: owner kinds; an image referenced by a row in scope; else only its uploader);
 * - orphans (single images no row refers to) go after 24 hours (cleanup.ts);
 * - galleries, from `x-resource.gallery` (nothing per entity): `POST {api}/{upload}` and
 *   `POST {api}/{delete}` with the resource's `add` permission and the agency scope of the owner
 *   row; getbyid answers carry `galleryImages`; a deleted row keeps its gallery for a restore.
 * The getbyid answers' gallery and the image checks of create and update are write hooks on the
 * generic endpoints (hooks.ts), so nothing in crud/ knows about files.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { positiveIntOf } from '@domain/int-bounds.js';
import type { EntitySchema, GalleryAnnotation, Lang } from '@schema/types.js';
import { currentUser } from '../auth/route-permissions.js';
import type { AuthUser } from '../auth/token.js';
import type { Db } from '../db/types.js';
import { notFound, ValidationError } from '../errors.js';
import { asInput } from '../http/body.js';
import { contentDisposition } from '../http/content-disposition.js';
import { documented } from '../http/schemas.js';
import { installOrphanCleanup } from './cleanup.js';
import { imageProperties } from './hooks.js';
import {
  FileOwnerRegistry,
  imageColumns,
  isPublicFile,
  isReferenced,
  publicImagesSql,
  referencedSql,
  rowInScope,
  rowReadable,
} from './owners.js';
import {
  checkImage,
  cleanFileName,
  decodeBase64,
  DEFAULT_MAX_FILES,
  imagesAllowed,
  MAX_IMAGE_BYTES,
  message,
  problemMessage,
} from './content.js';
import { galleryDeleteSchema, galleryUploadSchema, getFileSchema, uploadImageSchema } from './route-schemas.js';
import {
  deleteGalleryFiles,
  fileIdOfUrl,
  getFile,
  insertFile,
  listGallery,
  type FileInfo,
  type StoredFile,
} from './store.js';

type Body = Record<string, unknown>;

/** JSON of one image is its base64 (4/3) plus a little; a gallery request carries several. */
const SINGLE_BODY_LIMIT = Math.ceil(MAX_IMAGE_BYTES * 1.4) + 64 * 1024;
const GALLERY_BODY_LIMIT = 40 * 1024 * 1024;

function positiveInt(value: unknown): number | null {
  // A plain decimal only: `0x10`, `1e3` or ` 12` are not ids.
  return positiveIntOf(value) ?? null;
}

/** The checked images of a request, or a 400 on `images` naming each problem once. */
async function readImages(raw: unknown, lang: Lang): Promise<{ fileName: string; mime: string; bytes: Buffer }[]> {
  const list = Array.isArray(raw) ? raw : [];
  if (!list.length) throw new ValidationError({ images: [message('noImages', lang)] });
  const out: { fileName: string; mime: string; bytes: Buffer }[] = [];
  const problems = new Set<string>();
  for (const item of list) {
    const image = asInput(item);
    const bytes = decodeBase64(image.base64String);
    const check = await checkImage(bytes);
    if (!check.ok) {
      problems.add(problemMessage(check.problem, lang));
      continue;
    }
    out.push({
      fileName: cleanFileName(image.fileName ?? image.attachmentName, check.ext),
      mime: check.mime,
      bytes: bytes!,
    });
  }
  if (problems.size) throw new ValidationError({ images: [...problems] });
  return out;
}

/** `photo.png` → `photo-2.png` while the name is taken in the gallery. */
function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let i = 2; taken.has(candidate); i++) candidate = `${stem}-${i}${ext}`;
  taken.add(candidate);
  return candidate;
}

function galleryRoutes(app: FastifyInstance, db: Db, schema: EntitySchema, gallery: GalleryAnnotation): void {
  const { resource } = schema;
  const base = `/api${resource.api}`;
  const maxFiles = gallery.maxFiles ?? DEFAULT_MAX_FILES;

  /** The owner id of the body, in the caller's scope (404 outside it, like a missing row). */
  async function owner(request: FastifyRequest, lang: Lang): Promise<number> {
    const id = positiveInt(asInput(request.body)[gallery.ownerField]);
    if (id === null)
      throw new ValidationError({
        [gallery.ownerField]: [message('ownerRequired', lang, { field: gallery.ownerField })],
      });
    if (!(await rowInScope(db, schema, id, currentUser(request).agencyId))) throw notFound();
    return id;
  }

  app.post(
    `${base}/${gallery.upload}`,
    {
      bodyLimit: GALLERY_BODY_LIMIT,
      config: { permission: resource.permissions.add },
      ...documented(galleryUploadSchema(gallery)),
    },
    async (request): Promise<FileInfo[]> => {
      const lang = request.lang;
      const ownerId = await owner(request, lang);
      const images = await readImages(asInput(request.body).images, lang);
      return db.transaction(async (tx) => {
        const existing = await listGallery(tx, schema.name, ownerId);
        if (existing.length + images.length > maxFiles) {
          throw new ValidationError({ images: [message('tooMany', lang, { images: imagesAllowed(lang, maxFiles) })] });
        }
        const taken = new Set(existing.map((f) => f.fileName));
        for (const image of images) {
          await insertFile(tx, {
            owner: schema.name,
            ownerId,
            fileName: uniqueName(image.fileName, taken),
            mimeType: image.mime,
            bytes: image.bytes,
            createdBy: currentUser(request).id,
          });
        }
        return listGallery(tx, schema.name, ownerId);
      });
    },
  );

  app.post(
    `${base}/${gallery.delete}`,
    {
      config: { permission: resource.permissions.add },
      ...documented(galleryDeleteSchema(gallery)),
    },
    async (request): Promise<FileInfo[]> => {
      const lang = request.lang;
      const ownerId = await owner(request, lang);
      const raw = asInput(request.body).images;
      const list = (Array.isArray(raw) ? raw : [raw]).filter((v) => v !== undefined && v !== null && v !== '');
      if (!list.length) throw new ValidationError({ images: [message('noImages', lang)] });
      const names = list.filter((v): v is string => typeof v === 'string');
      const ids = list
        .map((v) => (typeof v === 'number' ? positiveInt(v) : typeof v === 'string' ? fileIdOfUrl(v) : null))
        .filter((v): v is number => v !== null);
      return db.transaction(async (tx) => {
        await deleteGalleryFiles(tx, schema.name, ownerId, names, ids);
        return listGallery(tx, schema.name, ownerId);
      });
    },
  );
}

/** Add permissions of the resources that have images (an image property or a gallery). */
const imageAdders = (schemas: EntitySchema[]): string[] =>
  [
    ...new Set(
      schemas.filter((s) => s.resource.gallery || imageProperties(s).length).map((s) => s.resource.permissions.add),
    ),
  ].sort();

/** Registers the file routes (the hooks on the generic endpoints are hooks.ts, declared in module.ts). */
export function filesRoutes(app: FastifyInstance, db: Db, schemas: EntitySchema[]): void {
  const owners = new FileOwnerRegistry();
  app.decorate('fileOwners', owners);
  for (const schema of schemas) {
    // Gallery images are catalogue images: any signed-in user, within the owner row's agency scope.
    if (schema.resource.gallery) owners.register({ owner: schema.name, canRead: rowReadable(schema) });
  }
  const referenced = referencedSql(imageColumns(schemas));
  const publicImages = publicImagesSql(schemas);
  const publicFile = async (request: FastifyRequest): Promise<boolean> => {
    const id = positiveInt((request.params as Body).id);
    return id !== null && isPublicFile(db, publicImages, id);
  };
  installOrphanCleanup(app, db, schemas);

  /** Owned: the owner kind decides (unknown kind: nobody). Single: a row in scope uses it, or the uploader. */
  async function mayRead(user: AuthUser, file: StoredFile): Promise<boolean> {
    if (file.owner !== null) {
      const kind = owners.get(file.owner);
      return kind !== undefined && file.ownerId !== null && kind.canRead(db, user, file.ownerId);
    }
    if (file.createdBy === user.id) return true;
    return isReferenced(db, referenced, file.id, user.agencyId ?? null);
  }

  const adders = imageAdders(schemas);
  // No resource has images: nobody may upload one, so the route does not exist.
  if (adders.length) {
    app.post(
      '/api/files/image',
      {
        bodyLimit: SINGLE_BODY_LIMIT,
        config: { permission: adders },
        ...documented(uploadImageSchema),
      },
      async (request): Promise<FileInfo> => {
        const body = asInput(request.body);
        const [image] = await readImages([body], request.lang);
        return insertFile(db, {
          owner: null,
          ownerId: null,
          fileName: image.fileName,
          mimeType: image.mime,
          bytes: image.bytes,
          createdBy: currentUser(request).id,
        });
      },
    );
  }

  app.get(
    '/api/files/:id',
    {
      // Without any token, only the images public fields name (publicIf; the sign-in page's logos).
      config: { permission: 'authenticated', cookieAuth: true, publicIf: publicFile },
      ...documented(getFileSchema),
    },
    async (request, reply) => {
      const id = positiveInt((request.params as Body).id);
      const file = id === null ? null : await getFile(db, id);
      // Not readable answers like missing: the id says nothing about files one may not see.
      const readable =
        file && (request.user ? await mayRead(request.user, file) : await isPublicFile(db, publicImages, file.id));
      if (!file || !readable) throw notFound();
      return reply
        .header('Content-Type', file.mimeType)
        .header('Content-Length', String(file.size))
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Content-Disposition', contentDisposition(file.fileName))
        .send(Buffer.from(file.bytes));
    },
  );

  for (const schema of schemas) {
    if (schema.resource.gallery) galleryRoutes(app, db, schema, schema.resource.gallery);
  }
}
