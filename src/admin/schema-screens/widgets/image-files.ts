/**
 * Browser side of the images stored by the server (src/server/files): reading a chosen file
 * as base64, the single-image upload, sizes in KB. `<img src="/api/files/{id}">` is
 * authenticated by the `access-token` cookie the session mirrors.
 */
import { fetchJson as appFetchJson, type FetchJson } from '../../http.js';

/** What the server answers for a stored image. */
export interface StoredImage {
  id: number;
  fileName: string;
  size: number;
  url: string;
}

/** The body of one image in an upload. */
export interface ImagePayload {
  fileName: string;
  base64String: string;
}

/** The uploader's first check, before the server checks the bytes. */
export const isImageFile = (file: File) => file.type.startsWith('image/');

/** Size shown under a preview: Math.round(bytes / 1024). */
export const sizeInKb = (bytes: number) => Math.round(bytes / 1024);

/** The file's bytes as base64 (no `data:` prefix). */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export async function toPayload(file: File): Promise<ImagePayload> {
  return { fileName: file.name, base64String: await readAsBase64(file) };
}

/** `POST /api/files/image`. */
export type UploadImage = (image: ImagePayload) => Promise<StoredImage>;

export function uploadImageWith(fetchJson: FetchJson = appFetchJson): UploadImage {
  return async (image) => (await fetchJson<StoredImage>('/files/image', { method: 'POST', body: image })).body;
}

/** The message of a failed call (fetchJson's HttpError already joins the server's messages). */
export const errorText = (error: unknown, fallback: string) =>
  (error instanceof Error && error.message ? error.message : fallback);
