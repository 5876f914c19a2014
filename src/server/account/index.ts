/**
 * Self-service accounts: sign-up with e-mail confirmation, forgot / reset password.
 * @example registerAccount(app, { db, key, publicUrl, mailer, users }) // in buildApp, after the auth hooks
 */
export { accountRoutes as registerAccount, type AccountOptions } from './routes.js';
export { deleteOldTokens } from './tokens.js';
