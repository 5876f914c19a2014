/** The statement module's routes (src/server/statement) (the entry format: ../declared-routes.ts). */
import type { InjectOptions } from 'fastify';
import type { MatrixContext } from '../context.js';
import type { DeclaredRoutes } from '../declared-routes.js';

const REPORT = '/api/finance/report';

/** The other agency's statement: the permission columns send it, and an agency caller gets 404. */
const theirs = (path: string, paging = false) => {
  const send = (c: MatrixContext): InjectOptions => ({
    method: 'POST',
    url: `${REPORT}/${path}`,
    payload: { agencyId: c.agencies.theirs, ...(paging ? { pageIndex: 1, pageSize: 10 } : {}) },
  });
  return { request: send, otherAgency: send };
};

export const routes: DeclaredRoutes = {
  [`POST ${REPORT}/getstatement`]: theirs('getstatement', true),
  [`POST ${REPORT}/statement/export`]: theirs('statement/export'),
  [`POST ${REPORT}/statement/pdf`]: theirs('statement/pdf'),
  [`POST ${REPORT}/statement/mail`]: theirs('statement/mail'),
};
