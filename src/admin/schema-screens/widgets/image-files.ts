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

/** SVG is refused: it can carry script. */
export const isSvg = (file: File) => file.type === 'image/svg+xml' || /\.svgz?$/i.test(file.name);

/** Media types of the image kinds an `x-image.types` list names. */
const MEDIA_TYPES: Record<string, string[]> = {
  png: ['image/png'],
  jpeg: ['image/jpeg'],
  jpg: ['image/jpeg'],
  webp: ['image/webp'],
  gif: ['image/gif'],
  ico: ['image/x-icon', 'image/vnd.microsoft.icon'],
};

/** Whether the file is one of `kinds` (["png", "ico"]); any image when none are named. */
export const isKindOf = (file: File, kinds: readonly string[] | undefined) =>
  !kinds?.length || kinds.some((kind) => MEDIA_TYPES[kind]?.includes(file.type));

/** The file as a `data:` URL (a preview before it is saved). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** The base64 of a `data:` URL (what a save sends), or the text itself when it is none. */
export const base64Of = (dataUrl: string) => dataUrl.replace(/^data:[^,]*,/, '');

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
  error instanceof Error && error.message ? error.message : fallback;
