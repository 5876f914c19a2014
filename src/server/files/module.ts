/**
 * Images and files stored in the database: upload and read routes, galleries, the orphan
 * clean-up, and hooks on the generic endpoints of the schemas with images (hooks.ts).
 */
import type { ServerModule } from '../module.js';
import { fileHooks } from './hooks.js';
import { filesRoutes } from './routes.js';

export const filesModule: ServerModule = {
  name: 'files',
  writeHooks: ({ schemas }) => fileHooks(schemas),
  register: (app, { db, schemas }) => filesRoutes(app, db, schemas),
};
