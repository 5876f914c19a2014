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
