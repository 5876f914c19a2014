/**
 * A dashboard card as a module declares it (`ServerModule.dashboard`): its key in the answer of
 * `GET /api/dashboard`, the permission that shows it, the JSON Schema of its data (published in
 * the OpenAPI document and used to serialise it) and how its data is read.
 * @example
 *   // src/server/invoice-payments/dashboard.ts
 *   export const paymentCards = (): DashboardCard[] => [{
 *     key: 'paymentsByMonth', permission: PERMISSIONS.Finance.InvoicePayments.ViewList,
 *     schema: paymentsByMonthSchema, load: (q, scope) => readPaymentsByMonth(q, scope),
 *   }];
 */
import type { RoutePermission } from '../auth/route-permissions.js';
import type { Queryable } from '../db/types.js';
import type { AgencyScope } from '../http/request-decorators.js';
import type { JsonSchema } from '../http/schemas.js';

export interface DashboardCard {
  /** Unique among every module's cards; the key of its data in `{cards: {...}}`. */
  key: string;
  /** A permission name or a list (any of): the card is left out for a user holding none of them. */
  permission: Exclude<RoutePermission, 'public' | 'authenticated'>;
  /** Left out for agency users too (a ranking of agencies says nothing to one agency). */
  companyUsersOnly?: boolean;
  /** JSON Schema of what `load` answers. */
  schema: JsonSchema;
  /** Its data, held to the caller's agency when `scope.agencyId` is set. */
  load(q: Queryable, scope: AgencyScope): Promise<unknown>;
}
