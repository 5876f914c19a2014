/**
 * Route schemas of the file routes (routes.ts checks the input itself, with the messages of
 * content.ts; see http/schemas.ts).
 */
import type { FastifySchema } from 'fastify';
import type { GalleryAnnotation } from '@schema/types.js';
import { idSchema, problem, type JsonSchema } from '../http/schemas.js';
import { DEFAULT_MAX_FILES, IMAGE_TYPES, MAX_IMAGE_BYTES } from './content.js';

const MB = MAX_IMAGE_BYTES / 1024 / 1024;
const KINDS = [...IMAGE_TYPES.values()].join(', ');

/** One image in a request: its bytes as base64; the type is read from the bytes, never from the name. */
const imageInput: JsonSchema = {
  type: 'object',
  properties: {
    fileName: {
      type: 'string',
      description: 'kept (cleaned, with the extension of the real type); `attachmentName` is accepted too',
    },
    base64String: { type: 'string', contentEncoding: 'base64', description: `an image (${KINDS}) of at most ${MB} MB` },
  },
  required: ['base64String'],
};

export const fileInfoSchema: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    fileName: { type: 'string' },
    size: { type: 'integer', description: 'bytes' },
    url: { type: 'string', description: '`/api/files/{id}`: what an image property holds' },
  },
  required: ['id', 'fileName', 'size', 'url'],
};

const gallerySchema: JsonSchema = {
  type: 'array',
  items: fileInfoSchema,
  description: 'the gallery of the row after the change, oldest first',
};

export const uploadImageSchema: FastifySchema = {
  tags: ['Files'],
  summary: 'Upload one image (for an image property of a row)',
  description: 'An image no row refers to is deleted after 24 hours.',
  body: imageInput,
  response: { 200: fileInfoSchema },
};

export const getFileSchema: FastifySchema = {
  tags: ['Files'],
  summary: 'The bytes of a stored file',
  description:
    "Gallery images: any signed-in user within the row's agency scope; a single image: when a row the caller may " +
    "see refers to it, or its uploader. The images public fields of a singleton name (the tenant's logos and icon, " +
    "`x-resource.public`) need no token at all. Answered with `Content-Security-Policy: default-src 'none'; sandbox`.",
  params: { type: 'object', properties: { id: idSchema }, required: ['id'] },
  response: {
    200: {
      description: 'The file, with the type found in its bytes',
      content: Object.fromEntries(
        [...IMAGE_TYPES.keys(), 'image/x-icon'].map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
      ),
    },
    404: problem('No such file, or one the caller may not read.'),
  },
};

// The galleries' tag and summary name their entity (openapi/engine-docs.ts).

/** The owner row's id and the context fields the documented call sends (accepted and ignored). */
function ownerProperties(gallery: GalleryAnnotation): JsonSchema {
  const properties: JsonSchema = {
    [gallery.ownerField]: { ...idSchema, description: 'the row whose gallery this is' },
  };
  for (const field of gallery.contextFields ?? []) properties[field] = { description: 'accepted and ignored' };
  return properties;
}

export function galleryUploadSchema(gallery: GalleryAnnotation): FastifySchema {
  const max = gallery.maxFiles ?? DEFAULT_MAX_FILES;
  return {
    description: `A name already in the gallery gets a suffix (\`photo-2.png\`). At most ${max} images per row.`,
    body: {
      type: 'object',
      properties: {
        ...ownerProperties(gallery),
        images: { type: 'array', items: imageInput, minItems: 1, maxItems: max },
      },
      required: [gallery.ownerField, 'images'],
    },
    response: { 200: gallerySchema, 404: problem("No such row in the caller's agency scope.") },
  };
}

export function galleryDeleteSchema(gallery: GalleryAnnotation): FastifySchema {
  return {
    body: {
      type: 'object',
      properties: {
        ...ownerProperties(gallery),
        images: {
          type: 'array',
          minItems: 1,
          items: { type: ['string', 'integer'] },
          description: 'file names, file ids or `/api/files/{id}` urls (one value alone is accepted too)',
        },
      },
      required: [gallery.ownerField, 'images'],
    },
    response: { 200: gallerySchema, 404: problem("No such row in the caller's agency scope.") },
  };
}
