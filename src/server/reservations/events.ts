/**
 * What the reservations module announces to the others (module-events.ts), inside the write's
 * transaction: a request submitted, its content changed (an approved amendment or a company
 * edit: rooms, hotels, services, transport), cancelled, or deleted (before its row is: a listener
 * may refuse it with a 409). The finance module keeps the request's invoice in step with these.
 */
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/types.js';
import { currentUser } from '../auth/route-permissions.js';
import type { ModuleEventMap } from '../module-events.js';

export interface RequestEvent {
  requestId: number;
  requestGuid: string;
  agencyId: number;
}

declare module '../module-events.js' {
  interface ModuleEventMap {
    'reservation.submitted': RequestEvent;
    'reservation.changed': RequestEvent & { how: 'amendment' | 'edit' };
    'reservation.cancelled': RequestEvent;
    'reservation.deleted': RequestEvent;
  }
}

type Announced = 'reservation.submitted' | 'reservation.changed' | 'reservation.cancelled' | 'reservation.deleted';

/** Announces a request event from a route, with the route's caller and language. */
export function announce<E extends Announced>(
  request: FastifyRequest,
  tx: Queryable,
  name: E,
  event: ModuleEventMap[E],
): Promise<void> {
  return request.server.moduleEvents.emit(name, { ...event, tx, user: currentUser(request), lang: request.lang });
}
