/** The audit module's hand-written routes (src/server/audit) (the entry format: ../declared-routes.ts). */
import type { DeclaredRoutes } from '../declared-routes.js';

export const routes: DeclaredRoutes = {
  'POST /api/audit/get': {
    request: () => ({ method: 'POST', url: '/api/audit/get', payload: { pageIndex: 1, pageSize: 10 } }),
    // One row's history of another agency's row (its agency's own entries would be listed).
    otherAgency: (c) => ({
      method: 'POST',
      url: '/api/audit/get',
      payload: { entity: 'agency', entityId: String(c.agencies.theirs), pageIndex: 1, pageSize: 10 },
    }),
  },
  'POST /api/audit/export': {
    request: () => ({ method: 'POST', url: '/api/audit/export', payload: {} }),
    // One row's history of another agency's row: 404, like the list.
    otherAgency: (c) => ({
      method: 'POST',
      url: '/api/audit/export',
      payload: { entity: 'agency', entityId: String(c.agencies.theirs) },
    }),
  },
};
