/**
 * The attachments of an `add`, checked by content with the file store's check (files/content.ts):
 * images (png, jpeg, gif, webp) and PDF, at most MAX_DOCUMENT_BYTES each. Every refused file is
 * named in the 400, at its path (`attachments[1].base64String`).
 */
import { MAX_DOCUMENT_BYTES, type AttachmentBody } from '@domain/documents/document-schema.js';
import type { Lang } from '@schema/types.js';
import type { FieldErrors } from '@schema/validate.js';
import { ValidationError } from '../errors.js';
import { checkContent, cleanFileName, decodeBase64, DOCUMENT_TYPES } from '../files/index.js';
import { documentMessage } from './messages.js';

export interface CheckedFile {
  fileName: string;
  mimeType: string;
  bytes: Buffer;
}

/** Extensions a name may already end with for each type (`.jpeg` is a JPEG's too). */
const EXTENSIONS: Record<string, string[]> = { jpg: ['jpg', 'jpeg', 'jpe'] };

/** The cleaned name, with the real type's extension added when the name ends with another (`ticket.pdf` that is a PNG → `ticket.pdf.png`). */
export function documentName(raw: string | undefined, ext: string): string {
  const name = cleanFileName(raw, ext, 'document');
  const own = /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase();
  return own !== undefined && (EXTENSIONS[ext] ?? [ext]).includes(own) ? name : `${name}.${ext}`;
}

export async function checkAttachments(attachments: AttachmentBody[], lang: Lang): Promise<CheckedFile[]> {
  const errors: FieldErrors = {};
  const files: CheckedFile[] = [];
  const limit = MAX_DOCUMENT_BYTES / 1024 / 1024;
  for (const [index, attachment] of attachments.entries()) {
    const bytes = decodeBase64(attachment.base64String);
    const check = await checkContent(bytes, DOCUMENT_TYPES, MAX_DOCUMENT_BYTES);
    const shownName = cleanFileName(attachment.attachmentName, 'bin', 'file');
    if (!check.ok) {
      const path = `attachments[${index}].base64String`;
      errors[path] = [documentMessage(lang, check.problem, path, { name: shownName, limit })];
      continue;
    }
    files.push({ fileName: documentName(attachment.attachmentName, check.ext), mimeType: check.mime, bytes: bytes! });
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return files;
}
