/**
 * Reservation requests under /api/reservation/: the requests, their activity, amendments,
 * updates and comments (README.md). Its tables point at the entity tables (migrations/).
 */
import { PERMISSIONS } from '@domain/permissions.js';
import type { ServerModule } from '../module.js';
import { reservationAudits } from './audits.js';
import { reservationCards } from './dashboard.js';
import { reservationRequestReference } from './document-kind.js';
import { reservationRequestRoutes } from './routes.js';

export const reservationsModule: ServerModule = {
  name: 'reservations',
  migrations: new URL('./migrations/', import.meta.url),
  permissions: Object.values(PERMISSIONS.Reservations).flatMap((actions) => Object.values(actions)),
  audits: () => reservationAudits,
  documentKinds: [reservationRequestReference],
  dashboard: reservationCards,
  register: (app, { db }) => reservationRequestRoutes(app, db),
};
