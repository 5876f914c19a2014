/** The files module's hand-written routes (src/server/files; its galleries are classified from the schemas) (the entry format: ../declared-routes.ts). */
import type { DeclaredRoutes } from '../declared-routes.js';

/** A 1×1 PNG. */
const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export const routes: DeclaredRoutes = {
  'POST /api/files/image': {
    noAgencyScope: 'an upload belongs to no row yet',
    request: () => ({
      method: 'POST',
      url: '/api/files/image',
      payload: { fileName: 'matrix.png', base64String: PIXEL },
    }),
  },
  'GET /api/files/:id': {
    open: 'catalogue images for any signed-in user (<img src>, bearer or cookie)',
    noAgencyScope:
      'no agency-scoped schema has images or a gallery; files of scoped rows follow the row (files.test.ts)',
    request: (c) => ({ method: 'GET', url: `/api/files/${c.fileId}` }),
  },
};
