/** The settings module's hand-written routes (src/server/settings) (the entry format: ../declared-routes.ts). */
import type { DeclaredRoutes } from '../declared-routes.js';

export const routes: DeclaredRoutes = {
  'GET /api/providersettings/saastenancysettings/currency': {
    open: "the tenant's currency (id, ISO code, name) every screen shows amounts in; no other setting",
    noAgencyScope: 'one tenant-wide value, the same for every agency',
    request: () => ({ method: 'GET', url: '/api/providersettings/saastenancysettings/currency' }),
  },
  'GET /api/finance/einvoicing/readiness': {
    noAgencyScope: "a report: an agency caller finds only its own agency among the agencies' gaps",
    request: () => ({ method: 'GET', url: '/api/finance/einvoicing/readiness' }),
  },
};
