/** The dashboard module's route (src/server/dashboard) (the entry format: ../declared-routes.ts). */
import type { DeclaredRoutes } from '../declared-routes.js';

export const routes: DeclaredRoutes = {
  'GET /api/dashboard': {
    open: "every signed-in user: each card is answered only with the card's own permission (tests/api/dashboard)",
    noAgencyScope: "reads no row by id: an agency user's cards count its own agency only (tests/api/dashboard)",
    request: () => ({ method: 'GET', url: '/api/dashboard' }),
  },
};
