/** The reservations' cards of the dashboard, by the keys the server answers them under (src/server/reservations/dashboard.ts). */
import { dashboardCardView, type DashboardCardView } from '@admin/dashboard';
import { DASHBOARD_CARD_KEYS } from '@domain/dashboard';
import { PendingAmendmentsCardView } from './PendingAmendmentsCardView';
import { RequestsToProcessCardView } from './RequestsToProcessCardView';

export const reservationDashboardCards: Record<string, DashboardCardView> = {
  [DASHBOARD_CARD_KEYS.requestsToProcess]: dashboardCardView(10, RequestsToProcessCardView),
  [DASHBOARD_CARD_KEYS.pendingAmendments]: dashboardCardView(20, PendingAmendmentsCardView),
};
