/**
 * The documents' calls (the server's contract: src/server/documents/README.md). Shapes come from
 * src/domain/documents/document-schema.ts; errors are the HttpError of src/admin/http.
 *
 * - `getByReference(referenceId)` → `POST /documentmanagement/document/getbyid {referenceId}`: the documents, oldest first;
 * - `add(referenceId, files)` → `POST /documentmanagement/document/add {referenceId, attachments: [{attachmentName, base64String}]}`,
 *   in as many calls as the body limit needs (uploadBatches); answers every stored document;
 * - `addPending(referenceId, files)` → `POST /documentmanagement/document/addpending` (same body): files for a request still to come;
 * - `remove(documentId)` → `DELETE /documentmanagement/document/delete?documentId=`;
 * - `download(document)` → its `url` with the bearer (fetchBlob), saved under its name.
 */
import { fetchBlob, fetchJson } from '@admin/http';
import { readAsBase64 } from '@admin/schema-screens/widgets/image-files';
import type { AddDocumentsInput, StoredDocument } from '@domain/documents/document-schema';
import { saveFile, uploadBatches } from './document-files';

export const DOCUMENT_API = '/documentmanagement/document';

export type { StoredDocument };

async function attachmentsOf(files: File[]): Promise<AddDocumentsInput['attachments']> {
  return Promise.all(
    files.map(async (file) => ({ attachmentName: file.name, base64String: await readAsBase64(file) })),
  );
}

async function send(route: 'add' | 'addpending', referenceId: string, files: File[]): Promise<StoredDocument[]> {
  const stored: StoredDocument[] = [];
  for (const batch of uploadBatches(files)) {
    const body: AddDocumentsInput = { referenceId, attachments: await attachmentsOf(batch) };
    stored.push(...(await fetchJson<StoredDocument[]>(`${DOCUMENT_API}/${route}`, { method: 'POST', body })).body);
  }
  return stored;
}

export const documentApi = {
  getByReference: async (referenceId: string) =>
    (await fetchJson<StoredDocument[]>(`${DOCUMENT_API}/getbyid`, { method: 'POST', body: { referenceId } })).body,

  add: (referenceId: string, files: File[]) => send('add', referenceId, files),

  /** The same upload for a row still to come: the files wait (pending uploads) until the write that creates it attaches them. */
  addPending: (referenceId: string, files: File[]) => send('addpending', referenceId, files),

  remove: (documentId: number) =>
    fetchJson<{ id: number }>(`${DOCUMENT_API}/delete?${new URLSearchParams({ documentId: String(documentId) })}`, {
      method: 'DELETE',
    }),

  async download(document: Pick<StoredDocument, 'url' | 'fileName'>): Promise<void> {
    saveFile(await fetchBlob(document.url), document.fileName);
  },
};

/**
 * Sends the files chosen before the request exists (PendingDocumentsPicker) as pending uploads for
 * its guid, just before it is submitted: the answered ids go in the request's `documentIds`, and
 * the request's `add` attaches them in its own transaction (the request and its files are stored
 * together or not at all). Nothing to send: no call.
 */
export async function uploadPendingDocuments(referenceId: string, files: File[]): Promise<StoredDocument[]> {
  return files.length ? documentApi.addPending(referenceId, files) : [];
}
