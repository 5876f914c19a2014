/** The finance-charts module's routes (src/server/finance-charts) (the entry format: ../declared-routes.ts). */
import type { InjectOptions } from 'fastify';
import type { MatrixContext } from '../context.js';
import type { DeclaredRoutes } from '../declared-routes.js';

const REPORT = '/api/finance/report';

/** The other agency's figures: the permission columns send it, and an agency caller gets 404. */
const theirs = (path: string) => {
  const send = (c: MatrixContext): InjectOptions => ({
    method: 'POST',
    url: `${REPORT}/${path}`,
    payload: { agencyId: c.agencies.theirs, fromDate: '2026-01-01', toDate: '2026-12-31' },
  });
  return { request: send, otherAgency: send };
};

export const routes: DeclaredRoutes = {
  [`POST ${REPORT}/getagencyinvoicevspayment`]: theirs('getagencyinvoicevspayment'),
  [`POST ${REPORT}/agencyinvoicevspayment/pdf`]: theirs('agencyinvoicevspayment/pdf'),
};
