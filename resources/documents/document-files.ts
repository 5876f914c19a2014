/**
 * The browser's side of the documents' rules (src/domain/documents/document-schema.ts): which
 * chosen files may go (images and PDF, at most 10 MB, no more than the room left of 50), how a
 * selection is split into calls, sizes as people read them, saving a downloaded file. The server
 * checks the bytes again; these checks only spare a round trip.
 */
import {
  DOCUMENT_MEDIA_TYPES,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS_PER_REFERENCE,
  MAX_UPLOAD_BYTES,
} from '@domain/documents/document-schema';
import { formatsFor } from '@admin/i18n/format';
import type { Lang } from '@schema/types';

/** The file inputs' `accept`: the media types and the extensions (some systems give a PDF no type). */
export const DOCUMENT_ACCEPT = [...DOCUMENT_MEDIA_TYPES, '.pdf', '.png', '.jpg', '.jpeg', '.gif', '.webp'].join(',');
export const MAX_DOCUMENT_MB = MAX_DOCUMENT_BYTES / 1024 / 1024;
export { MAX_DOCUMENTS_PER_REFERENCE };

const EXTENSION = /\.(pdf|png|jpe?g|gif|webp)$/i;

/** An image or a PDF by its declared type (or, without one, by its name). */
export const isDocumentFile = (file: File) =>
  (DOCUMENT_MEDIA_TYPES as readonly string[]).includes(file.type) || (!file.type && EXTENSION.test(file.name));

export type SelectionProblem =
  | { key: 'documents.full'; args: { max: number } }
  | { key: 'documents.tooMany'; args: { max: number; smart_count: number } }
  | { key: 'documents.notAccepted'; args: { names: string } }
  | { key: 'documents.tooLarge'; args: { names: string; max: number } };

/** Why a selection cannot go, given how many documents are stored already; null when it can. */
export function selectionProblem(files: File[], stored: number): SelectionProblem | null {
  const remaining = Math.max(0, MAX_DOCUMENTS_PER_REFERENCE - stored);
  if (remaining === 0) return { key: 'documents.full', args: { max: MAX_DOCUMENTS_PER_REFERENCE } };
  if (files.length > remaining)
    return { key: 'documents.tooMany', args: { max: MAX_DOCUMENTS_PER_REFERENCE, smart_count: remaining } };
  const refused = files.filter((f) => !isDocumentFile(f));
  if (refused.length) return { key: 'documents.notAccepted', args: { names: refused.map((f) => f.name).join(', ') } };
  const large = files.filter((f) => f.size > MAX_DOCUMENT_BYTES);
  if (large.length)
    return { key: 'documents.tooLarge', args: { names: large.map((f) => f.name).join(', '), max: MAX_DOCUMENT_MB } };
  return null;
}

/** The files in calls of at most MAX_UPLOAD_BYTES each (the route's body limit), in their order. */
export function uploadBatches<T extends { size: number }>(files: T[], limit = MAX_UPLOAD_BYTES): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const file of files) {
    if (current.length && bytes + file.size > limit) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(file);
    bytes += file.size;
  }
  if (current.length) batches.push(current);
  return batches;
}

/**
 * `{key, size}` of a size as people read it in the UI language: `12 KB` (at least 1), `2.4 MB`
 * from one megabyte (fr `2,4`).
 */
export function sizeText(
  bytes: number,
  lang: Lang = 'en',
): { key: 'documents.sizeKb' | 'documents.sizeMb'; size: string } {
  const { number } = formatsFor(lang);
  if (bytes < 1024 * 1024) return { key: 'documents.sizeKb', size: number(Math.max(1, Math.round(bytes / 1024))) };
  return { key: 'documents.sizeMb', size: number(bytes / 1024 / 1024, 1) };
}

// One saver for every download (documents, CSV exports): a primitive.
export { saveFile } from '@admin/primitives';
