/** The payments' card of the dashboard, by the key the server answers it under (src/server/invoice-payments/dashboard.ts). */
import { dashboardCardView, type DashboardCardView } from '@admin/dashboard';
import { DASHBOARD_CARD_KEYS } from '@domain/dashboard';
import { PaymentsByMonthCardView } from './PaymentsByMonthCardView';

export const paymentDashboardCards: Record<string, DashboardCardView> = {
  [DASHBOARD_CARD_KEYS.paymentsByMonth]: dashboardCardView(40, PaymentsByMonthCardView),
};
