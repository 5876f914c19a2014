/**
 * The documents' calls (the server's contract: src/server/documents/README.md). Shapes come from
 * src/domain/documents/document-schema.ts; errors are the HttpError of src/admin/http.
 *
 * - `getByReference(referenceId)` → `POST /documentmanagement/document/getbyid {referenceId}`: the documents, oldest first;
 * - `add(referenceId, files)` → `POST /documentmanagement/document/add {referenceId, attachments: [{attachmentName, base64String}]}`,
 *   in as many calls as the body limit needs (uploadBatches); answers every stored document;
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

export const documentApi = {
  getByReference: async (referenceId: string) =>
    (await fetchJson<StoredDocument[]>(`${DOCUMENT_API}/getbyid`, { method: 'POST', body: { referenceId } })).body,

  async add(referenceId: string, files: File[]): Promise<StoredDocument[]> {
    const stored: StoredDocument[] = [];
    for (const batch of uploadBatches(files)) {
      const body: AddDocumentsInput = { referenceId, attachments: await attachmentsOf(batch) };
      stored.push(...(await fetchJson<StoredDocument[]>(`${DOCUMENT_API}/add`, { method: 'POST', body })).body);
    }
    return stored;
  },

  remove: (documentId: number) =>
    fetchJson<{ id: number }>(`${DOCUMENT_API}/delete?${new URLSearchParams({ documentId: String(documentId) })}`, {
      method: 'DELETE',
    }),

  async download(document: Pick<StoredDocument, 'url' | 'fileName'>): Promise<void> {
    saveFile(await fetchBlob(document.url), document.fileName);
  },
};

/**
 * Stores the files chosen before the request existed (PendingDocumentsPicker) once it has been
 * submitted: the wizard calls it with the new request's guid. Nothing to send: no call.
 */
export async function uploadPendingDocuments(referenceId: string, files: File[]): Promise<StoredDocument[]> {
  return files.length ? documentApi.add(referenceId, files) : [];
}
