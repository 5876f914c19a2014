/** The invoices' cards of the dashboard, by the keys the server answers them under (src/server/invoices/dashboard.ts). */
import { dashboardCardView, type DashboardCardView } from '@admin/dashboard';
import { DASHBOARD_CARD_KEYS } from '@domain/dashboard';
import { ReceivablesCardView } from './ReceivablesCardView';
import { TopAgenciesCardView } from './TopAgenciesCardView';

export const invoiceDashboardCards: Record<string, DashboardCardView> = {
  [DASHBOARD_CARD_KEYS.receivables]: dashboardCardView(30, ReceivablesCardView),
  [DASHBOARD_CARD_KEYS.topAgencies]: dashboardCardView(50, TopAgenciesCardView),
};
