/** The mail module's hand-written routes (src/server/mail: the outbox) (the entry format: ../declared-routes.ts). */
import type { DeclaredRoutes } from '../declared-routes.js';

const OUTBOX = '/api/mail/outbox';
const COMPANY_ONLY = 'company users only: an agency caller gets 403 whatever it holds (outbox.test.ts)';

export const routes: DeclaredRoutes = {
  [`GET ${OUTBOX}/get`]: {
    noAgencyScope: COMPANY_ONLY,
    request: () => ({ method: 'GET', url: `${OUTBOX}/get?search=&pageIndex=1&pageSize=10` }),
  },
  [`GET ${OUTBOX}/export`]: {
    noAgencyScope: COMPANY_ONLY,
    request: () => ({ method: 'GET', url: `${OUTBOX}/export?search=` }),
  },
  [`GET ${OUTBOX}/getbyid`]: {
    noAgencyScope: COMPANY_ONLY,
    request: () => ({ method: 'GET', url: `${OUTBOX}/getbyid?id=1` }),
  },
  [`POST ${OUTBOX}/resend`]: {
    noAgencyScope: COMPANY_ONLY,
    request: () => ({ method: 'POST', url: `${OUTBOX}/resend`, payload: { id: 1 } }),
  },
};
