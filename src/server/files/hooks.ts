/**
 * The files module's hooks on the generic endpoints (crud/hooks.ts), by schema: a getbyid answer
 * of a schema with a gallery carries `galleryImages`; on create and update, each
 * `x-widget: "image"` value must be the path of a stored image (else the property's reference
 * 400, nothing written). A deleted row keeps its gallery in the trash (a restore brings both
 * back); while deleted, its images answer 404 like the row.
 */
import { fieldMessage } from '@schema/messages.js';
import type { EntitySchema } from '@schema/types.js';
import type { EntityHookSet, WriteHook } from '../crud/hooks.js';
import { ValidationError } from '../errors.js';
import { fileIdOfUrl, imageExists, listGallery } from './store.js';

/** Properties of a schema drawn by the single-image widget. */
export const imageProperties = (schema: EntitySchema) =>
  Object.entries(schema.properties)
    .filter(([, p]) => p['x-widget'] === 'image')
    .map(([name]) => name);

/** Each image property's value (validated: trimmed, empty as null) names a stored image. */
function checkImages(schema: EntitySchema, images: string[]): WriteHook {
  return async ({ tx, values, lang }) => {
    const errors: Record<string, string[]> = {};
    for (const name of images) {
      const value = values?.[name];
      if (value === undefined || value === null || value === '') continue;
      const id = typeof value === 'string' ? fileIdOfUrl(value.trim()) : null;
      if (id === null || !(await imageExists(tx, id))) errors[name] = [fieldMessage(schema, name, 'reference', lang)];
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
  };
}

export function fileHooks(schemas: EntitySchema[]): Record<string, EntityHookSet> {
  const out: Record<string, EntityHookSet> = {};
  for (const schema of schemas) {
    const set: EntityHookSet = {};
    if (schema.resource.gallery)
      set.onGetOne = async ({ db, row }) =>
        typeof row.id === 'number' ? { ...row, galleryImages: await listGallery(db, schema.name, row.id) } : row;
    const images = imageProperties(schema);
    if (images.length) set.beforeCreate = set.beforeUpdate = checkImages(schema, images);
    if (Object.keys(set).length) out[schema.name] = set;
  }
  return out;
}
