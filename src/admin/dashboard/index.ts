/**
 * The dashboard of the day's work (README.md): the cards every admin module declares
 * (`AdminModule.dashboardCards`), filled by one `GET /api/dashboard`.
 */
export { DashboardCards, cardViewsOf } from './DashboardCards';
export { DashboardCard, type DashboardCardProps } from './DashboardCard';
export { DashboardLink } from './DashboardLink';
export { dashboardCardView, type DashboardCardView } from './card-view';
