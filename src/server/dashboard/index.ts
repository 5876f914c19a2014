/** What modules use of the dashboard: the shape of a card they declare (`ServerModule.dashboard`). */
export type { DashboardCard } from './card.js';
