/**
 * Documents attached to a row: the panel of a stored request, the picker of files
 * chosen before a request exists and the upload that follows its submission, and the calls.
 */
export { AttachmentsPanel, type AttachmentsPanelProps } from './AttachmentsPanel';
export { PendingDocumentsPicker, type PendingDocumentsPickerProps } from './PendingDocumentsPicker';
export { documentApi, uploadPendingDocuments, DOCUMENT_API, type StoredDocument } from './document-api';
export { usePendingDocuments } from './usePendingDocuments';
export { DOCUMENT_ACCEPT, MAX_DOCUMENTS_PER_REFERENCE, saveFile, selectionProblem } from './document-files';
