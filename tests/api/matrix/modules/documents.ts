/** The documents module's hand-written routes (src/server/documents) (the entry format: ../declared-routes.ts). */
import { MATRIX_PDF } from '../context.js';
import type { DeclaredRoutes } from '../declared-routes.js';

const DOCUMENTS = '/api/documentmanagement/document';

export const routes: DeclaredRoutes = {
  [`POST ${DOCUMENTS}/add`]: {
    request: (c) => ({
      method: 'POST',
      url: `${DOCUMENTS}/add`,
      payload: {
        referenceId: c.theirRequestGuid,
        attachments: [{ attachmentName: 'm.pdf', base64String: MATRIX_PDF }],
      },
    }),
    otherAgency: (c) => ({
      method: 'POST',
      url: `${DOCUMENTS}/add`,
      payload: {
        referenceId: c.theirRequestGuid,
        attachments: [{ attachmentName: 'm.pdf', base64String: MATRIX_PDF }],
      },
    }),
  },
  [`POST ${DOCUMENTS}/addpending`]: {
    noAgencyScope:
      "a pending upload is its uploader's and names a row still to come; the write that creates the row attaches only " +
      "the caller's own uploads, in the caller's agency",
    request: () => ({
      method: 'POST',
      url: `${DOCUMENTS}/addpending`,
      payload: {
        referenceId: '6f1c2d3e-4b5a-4c6d-8e7f-90a1b2c3d4e5',
        attachments: [{ attachmentName: 'm.pdf', base64String: MATRIX_PDF }],
      },
    }),
  },
  [`POST ${DOCUMENTS}/getbyid`]: {
    request: (c) => ({ method: 'POST', url: `${DOCUMENTS}/getbyid`, payload: { referenceId: c.theirRequestGuid } }),
    otherAgency: (c) => ({ method: 'POST', url: `${DOCUMENTS}/getbyid`, payload: { referenceId: c.theirRequestGuid } }),
  },
  [`DELETE ${DOCUMENTS}/delete`]: {
    request: (c) => ({ method: 'DELETE', url: `${DOCUMENTS}/delete?documentId=${c.theirDocumentId}` }),
    otherAgency: (c) => ({ method: 'DELETE', url: `${DOCUMENTS}/delete?documentId=${c.theirDocumentId}` }),
  },
  [`GET ${DOCUMENTS}/download`]: {
    request: (c) => ({ method: 'GET', url: `${DOCUMENTS}/download?documentId=${c.theirDocumentId}` }),
    otherAgency: (c) => ({ method: 'GET', url: `${DOCUMENTS}/download?documentId=${c.theirDocumentId}` }),
  },
};
