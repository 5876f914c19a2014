/**
 * The dashboard (README.md): `GET /api/dashboard` answers the cards every module declares
 * (`ServerModule.dashboard`) that the caller may see. It reads no table of its own.
 */
import type { ServerModule } from '../module.js';
import { collectCards } from './cards.js';
import { dashboardRoutes } from './routes.js';

export const dashboardModule: ServerModule = {
  name: 'dashboard',
  register: (app, ctx) => dashboardRoutes(app, ctx.db, collectCards(ctx)),
};
