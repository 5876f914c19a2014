/** The account module's hand-written routes (src/server/account) (the entry format: ../declared-routes.ts). */
import type { DeclaredRoutes } from '../declared-routes.js';

export const routes: DeclaredRoutes = {
  'POST /api/Auth/signup': {
    open: 'signing up: an unconfirmed user with no role (tests/api/account.test.ts)',
    noAgencyScope: 'public',
    request: () => ({
      method: 'POST',
      url: '/api/Auth/signup',
      payload: { firstName: 'Matrix', lastName: 'Signup', email: 'matrix-signup@example.com', password: 'Matrix#2026' },
    }),
  },
  'POST /api/Auth/confirmemail': {
    open: 'following the confirmation link of a sign-up mail',
    noAgencyScope: 'public',
    request: () => ({ method: 'POST', url: '/api/Auth/confirmemail', payload: { token: 'not-a-token' } }),
  },
  'POST /api/Auth/forgotpassword': {
    open: 'asking for a password reset link (the same answer for any address)',
    noAgencyScope: 'public',
    request: () => ({ method: 'POST', url: '/api/Auth/forgotpassword', payload: { email: 'nobody@example.com' } }),
  },
  'POST /api/Auth/resetpassword': {
    open: 'following the link of a password reset mail',
    noAgencyScope: 'public',
    request: () => ({
      method: 'POST',
      url: '/api/Auth/resetpassword',
      payload: { token: 'not-a-token', password: 'Matrix#2026' },
    }),
  },
};
