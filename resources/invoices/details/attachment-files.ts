/**
 * Which chosen files may go to an invoice (images and PDF, no more than the room left of 50),
 * and saving an opened one. The server checks the bytes again; this spares a round trip.
 */
import { DOCUMENT_MEDIA_TYPES, MAX_DOCUMENTS_PER_REFERENCE } from '@domain/documents/document-schema';

export const MAX_ATTACHMENTS = MAX_DOCUMENTS_PER_REFERENCE;
export const ATTACHMENT_ACCEPT = [...DOCUMENT_MEDIA_TYPES, '.pdf', '.png', '.jpg', '.jpeg', '.gif', '.webp'].join(',');
const EXTENSION = /\.(pdf|png|jpe?g|gif|webp)$/i;

const accepted = (file: File) =>
  (DOCUMENT_MEDIA_TYPES as readonly string[]).includes(file.type) || (!file.type && EXTENSION.test(file.name));

/** Why the files cannot go (an i18n key and its values), or null. */
export function attachmentProblem(
  files: File[],
  stored: number,
): { key: string; args: Record<string, unknown> } | null {
  const room = Math.max(0, MAX_ATTACHMENTS - stored);
  if (room === 0) return { key: 'invoices.attachments.full', args: { max: MAX_ATTACHMENTS } };
  if (files.length > room)
    return { key: 'invoices.attachments.tooMany', args: { max: MAX_ATTACHMENTS, smart_count: room } };
  const refused = files.filter((f) => !accepted(f));
  if (refused.length)
    return { key: 'invoices.attachments.notAccepted', args: { names: refused.map((f) => f.name).join(', ') } };
  return null;
}

/** Hands a downloaded file to the browser under its name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
