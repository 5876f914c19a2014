/**
 * Content checks of uploaded files: the type comes from the bytes (magic numbers, `file-type`),
 * never from the file name or a declared type. Images: jpeg, png, gif, webp; at most
 * MAX_IMAGE_BYTES each; and they must decode: a bare signature (`GIF8`) or a PNG signature
 * followed by garbage is refused, because `image-size` cannot read dimensions from it.
 * Documents (src/server/documents) use the same check with their own list of types (images and
 * PDF, `checkContent`): a PDF must start with its signature and end with the `%%EOF` marker a
 * reader looks for, so a script or a page renamed `.pdf` is refused.
 */
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { counted } from '@domain/plural.js';
import type { ImageType, Lang } from '@schema/types.js';

/** 5 MB per image. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Images per gallery row when the schema does not say (`gallery.maxFiles`). */
export const DEFAULT_MAX_FILES = 50;

export const IMAGE_TYPES: ReadonlyMap<string, string> = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/gif', 'gif'],
  ['image/webp', 'webp'],
]);

export const fileMessages = {
  notImage: { en: 'Only image files are supported!', fr: 'Seuls les fichiers image sont acceptés !' },
  tooLarge: {
    en: 'The image is too large: at most {max} MB per image.',
    fr: "L'image est trop volumineuse : {max} Mo au plus par image.",
  },
  empty: { en: 'The file is empty or not valid base64.', fr: "Le fichier est vide ou n'est pas en base64 valide." },
  noImages: { en: 'At least one image is required.', fr: 'Au moins une image est requise.' },
  // {images}: imagesAllowed(), counted by the language's plural rule.
  tooMany: { en: 'At most {images} allowed.', fr: '{images}.' },
  ownerRequired: { en: '{field} is required.', fr: 'Le champ « {field} » est obligatoire.' },
} satisfies Record<string, Record<Lang, string>>;

/** "1 image is" / "3 images are"; « 1 image au plus est autorisée » / « 3 images au plus sont autorisées ». */
export function imagesAllowed(lang: Lang, max: number): string {
  return lang === 'fr'
    ? counted(lang, max, 'image au plus est autorisée', 'images au plus sont autorisées')
    : counted(lang, max, 'image is', 'images are');
}

export function message(
  key: keyof typeof fileMessages,
  lang: Lang,
  vars: Record<string, string | number> = {},
): string {
  return Object.entries(vars).reduce((text, [k, v]) => text.replaceAll(`{${k}}`, String(v)), fileMessages[key][lang]);
}

/** Bytes of a base64 string (a `data:...;base64,` prefix allowed); null when it is not base64. */
export function decodeBase64(value: unknown): Buffer | null {
  if (typeof value !== 'string') return null;
  const data = value.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!data || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(data)) return null;
  const bytes = Buffer.from(data, 'base64');
  return bytes.length ? bytes : null;
}

export const PDF_TYPE = 'application/pdf';

/** MIME type (as read from the bytes) → extension of the files a document may be: images and PDF. */
export const DOCUMENT_TYPES: ReadonlyMap<string, string> = new Map([...IMAGE_TYPES, [PDF_TYPE, 'pdf']]);

export type ContentProblem = 'notAccepted' | 'tooLarge' | 'empty';
export type ContentCheck = { ok: true; mime: string; ext: string } | { ok: false; problem: ContentProblem };

/**
 * The type of the bytes when it is one of `accepted` (MIME → extension) and the file is well
 * formed for its type, else why they are refused: none (`empty`), more than `maxBytes`
 * (`tooLarge`), another type or a malformed one (`notAccepted`).
 */
export async function checkContent(
  bytes: Buffer | null,
  accepted: ReadonlyMap<string, string>,
  maxBytes: number,
): Promise<ContentCheck> {
  if (!bytes) return { ok: false, problem: 'empty' };
  if (bytes.length > maxBytes) return { ok: false, problem: 'tooLarge' };
  const type = await fileTypeFromBuffer(bytes);
  const ext = type && accepted.get(type.mime);
  return ext && type && isWellFormed(type.mime, bytes)
    ? { ok: true, mime: type.mime, ext }
    : { ok: false, problem: 'notAccepted' };
}

export type ImageCheck =
  { ok: true; mime: string; ext: string } | { ok: false; problem: 'notImage' | 'tooLarge' | 'empty' };

/** The image type of the bytes, or why they are refused. */
export async function checkImage(bytes: Buffer | null): Promise<ImageCheck> {
  const check = await checkContent(bytes, IMAGE_TYPES, MAX_IMAGE_BYTES);
  if (check.ok) return check;
  return { ok: false, problem: check.problem === 'notAccepted' ? 'notImage' : check.problem };
}

function isWellFormed(mime: string, bytes: Buffer): boolean {
  return mime === PDF_TYPE ? hasPdfEnd(bytes) : hasDimensions(bytes);
}

/**
 * A PDF ends with `%%EOF` (readers look for it in the last kilobyte; a few tools add a newline or
 * padding after it). A script with a `%PDF-` first line and nothing of a PDF after it has none.
 */
function hasPdfEnd(bytes: Buffer): boolean {
  return bytes.subarray(Math.max(0, bytes.length - 1024)).includes('%%EOF', 0, 'latin1');
}

/** Whether the image's header decodes to positive dimensions. */
function hasDimensions(bytes: Buffer): boolean {
  try {
    const { width, height } = imageSize(new Uint8Array(bytes));
    return Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0;
  } catch {
    return false;
  }
}

export function problemMessage(problem: 'notImage' | 'tooLarge' | 'empty', lang: Lang): string {
  return message(problem, lang, { max: MAX_IMAGE_BYTES / 1024 / 1024 });
}

/** A safe display name: no path, no control characters, at most 200 characters; `{stem}.{ext}` when empty. */
export function cleanFileName(raw: unknown, ext: string, stem = 'image'): string {
  const base = typeof raw === 'string' ? (raw.split(/[\\/]/).pop() ?? '') : '';
  const name = base
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(-200);
  return name || `${stem}.${ext}`;
}

/** MIME types (as read from the bytes) of each image type an `x-image` property may accept. */
const TYPE_MIMES: Record<ImageType, readonly string[]> = {
  png: ['image/png'],
  jpeg: ['image/jpeg'],
  webp: ['image/webp'],
  gif: ['image/gif'],
  ico: ['image/x-icon', 'image/vnd.microsoft.icon'],
};
export const DEFAULT_IMAGE_TYPES: readonly ImageType[] = ['png', 'jpeg', 'webp', 'gif'];

/** The MIME types of stored files that are images of these types. */
export const mimesOf = (types: readonly ImageType[]): string[] => types.flatMap((t) => TYPE_MIMES[t]);

const typedMessages = {
  svg: {
    en: 'SVG images are not accepted: they can carry script. Use {types}.',
    fr: 'Les images SVG ne sont pas acceptées : elles peuvent contenir du script. Utilisez {types}.',
  },
  wrongType: { en: 'Only {types} images are accepted.', fr: 'Seules les images {types} sont acceptées.' },
} satisfies Record<string, Record<Lang, string>>;

/** `PNG, JPEG or GIF` / `PNG, JPEG ou GIF`. */
function typeList(types: readonly ImageType[], lang: Lang): string {
  const names = types.map((t) => t.toUpperCase());
  return names.length < 2
    ? names.join('')
    : `${names.slice(0, -1).join(', ')} ${lang === 'fr' ? 'ou' : 'or'} ${names[names.length - 1]}`;
}

/** SVG is text: a `data:image/svg+xml` URL, or an `<svg` element near the start of the bytes. */
function looksLikeSvg(raw: string, bytes: Buffer | null): boolean {
  if (/^data:image\/svg/i.test(raw.trim())) return true;
  return bytes !== null && /<svg[\s>]/i.test(bytes.subarray(0, 4096).toString('latin1'));
}

export type TypedImage = { ok: true; mime: string; ext: string; bytes: Buffer } | { ok: false; message: string };

/**
 * A base64 image (a `data:` URL allowed) of one of `types`, read from its bytes: it must decode,
 * stay within MAX_IMAGE_BYTES, and not be SVG (refused with its own message: it can carry script).
 */
export async function checkTypedImage(raw: string, types: readonly ImageType[], lang: Lang): Promise<TypedImage> {
  const bytes = decodeBase64(raw);
  const allowed = typeList(types, lang);
  if (looksLikeSvg(raw, bytes)) return { ok: false, message: typedMessages.svg[lang].replace('{types}', allowed) };
  if (!bytes) return { ok: false, message: problemMessage('empty', lang) };
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, message: problemMessage('tooLarge', lang) };
  const type = await fileTypeFromBuffer(bytes);
  const kind = type && types.find((t) => TYPE_MIMES[t].includes(type.mime));
  if (!type || !kind || !hasDimensions(bytes)) {
    return {
      ok: false,
      message:
        type && !kind && hasDimensions(bytes)
          ? typedMessages.wrongType[lang].replace('{types}', allowed)
          : problemMessage('notImage', lang),
    };
  }
  return { ok: true, mime: type.mime, ext: type.ext, bytes };
}
