/**
 * Stored files as other modules use them: the bytes in the `files` table (store.ts) and the
 * checks of their content (content.ts).
 */
export { fileIdOfUrl, insertFile } from './store.js';
export {
  checkContent,
  checkTypedImage,
  cleanFileName,
  decodeBase64,
  DEFAULT_IMAGE_TYPES,
  DOCUMENT_TYPES,
  MAX_IMAGE_BYTES,
  mimesOf,
  PDF_TYPE,
} from './content.js';
