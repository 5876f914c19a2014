/** Self-service accounts: sign-up with e-mail confirmation, forgot / reset password (README.md). */
import type { ServerModule } from '../module.js';
import { userRepositoryOf } from '../users/index.js';
import { registerAccount } from './index.js';

export const accountModule: ServerModule = {
  name: 'account',
  register: (app, { db, schemas, key, publicUrl, mailer }) =>
    registerAccount(app, { db, key, publicUrl, mailer, users: userRepositoryOf(schemas) }),
};
