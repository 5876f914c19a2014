/**
 * `GET /api/dashboard`: one request, one answer `{cards: {key: data}}` with the cards the caller's
 * permissions allow (an agency user: not those for company users only), each read with the
 * caller's agency scope. Open to every signed-in user (a
 * user holding none of the cards' permissions gets `{cards: {}}`).
 */
import type { FastifyInstance } from 'fastify';
import { currentUser, satisfies } from '../auth/route-permissions.js';
import { inReportSnapshot } from '../db/report-snapshot.js';
import type { Db } from '../db/types.js';
import type { AgencyScope } from '../http/request-decorators.js';
import { documented } from '../http/schemas.js';
import type { DashboardCard } from './card.js';
import { dashboardSchema } from './route-schema.js';

export const DASHBOARD_URL = '/api/dashboard';

/** One card's data, in a report snapshot of its own (read only, no JIT: db/report-snapshot.ts). */
export function loadCard(db: Db, card: DashboardCard, scope: AgencyScope): Promise<unknown> {
  return inReportSnapshot(db, (q) => card.load(q, scope));
}

export function dashboardRoutes(app: FastifyInstance, db: Db, cards: readonly DashboardCard[]): void {
  app.get(
    DASHBOARD_URL,
    { config: { permission: 'authenticated' }, ...documented(dashboardSchema(cards)) },
    async (request) => {
      const { permissions } = currentUser(request);
      const scope = request.agencyScope;
      const shown = cards.filter(
        (card) => satisfies(permissions, card.permission) && !(card.companyUsersOnly && scope.agencyId !== undefined),
      );
      // On a server the pool reads them side by side; PGlite queues them in its worker.
      const data = await Promise.all(shown.map((card) => loadCard(db, card, scope)));
      return { cards: Object.fromEntries(shown.map((card, i) => [card.key, data[i]])) };
    },
  );
}
