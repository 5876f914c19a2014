/** Who writes a payment-side change: the signed-in user, the language, the agency scope. */
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/route-permissions.js';
import type { PaymentWrite } from './writes.js';

export const writer = (request: FastifyRequest): PaymentWrite => ({
  user: currentUser(request),
  lang: request.lang,
  scope: request.agencyScope,
});
