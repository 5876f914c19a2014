/**
 * The updates of a submitted request: `PATCH /api/reservation/request/<name>` (contract in
 * ../README.md), each one kind of change run by `updateHandler` (update-flow.ts): one
 * transaction with its activity and audit entries, the updated detail as the answer.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import * as schemas from '@domain/reservations/update-schema.js';
import type { Db } from '../../db/types.js';
import { documented, problem, type JsonSchema } from '../../http/schemas.js';
import { RESERVATION_PERMISSIONS } from '../permissions.js';
import { requestSchemas } from '../route-schemas.js';
import { excursionsUpdate, servicesUpdate } from './destination-items.js';
import { agencyUpdate, counterUpdate, referenceNumberUpdate, remarksUpdate, statusUpdate } from './head-updates.js';
import { hotelUpdate } from './hotel.js';
import { passengersUpdate } from './passengers.js';
import { transportationUpdate } from './transportation.js';
import { updateHandler, type UpdateKind } from './update-flow.js';

const BASE = '/api/reservation/request';

interface UpdateRoute {
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has its own body type; the handler is built from the kind itself
  kind: UpdateKind<any>;
  body: object;
  summary: string;
  description?: string;
}

const COMPANY_ONLY = 'Company users only (agency users: 403).';

const UPDATES: UpdateRoute[] = [
  {
    name: 'updatereferencenumber',
    kind: referenceNumberUpdate,
    body: schemas.referenceNumberUpdateSchema,
    summary: "The agency's reference number (the server-made `requestReference` never changes)",
  },
  {
    name: 'updatecounter',
    kind: counterUpdate,
    body: schemas.counterUpdateSchema,
    summary: 'The counter: an unlocked company user (`getcounteruser?UserTypeId=1`), null clears it',
    description: COMPANY_ONLY,
  },
  {
    name: 'updateagency',
    kind: agencyUpdate,
    body: schemas.agencyUpdateSchema,
    summary: "The request's agency",
    description: COMPANY_ONLY,
  },
  {
    name: 'updatepassenger',
    kind: passengersUpdate,
    body: schemas.passengersUpdateSchema,
    summary: 'Passengers merged by `passengerGuid`: a known guid is updated, no guid adds one, the others stay',
    description:
      'The merged list follows the rules of `add`: the first passenger of room 1 named, reserved rooms, no future birth date.',
  },
  {
    name: 'updatestatus',
    kind: statusUpdate,
    body: schemas.statusUpdateSchema,
    summary: "The request's status (5 cancels)",
    description: 'Agency users may only send 5 (else 403); company users 0..6. Activity type `status`.',
  },
  {
    name: 'updateservices',
    kind: servicesUpdate,
    body: schemas.servicesUpdateSchema,
    summary: 'The tour services of one destination (its `id`), replacing the ones it had',
  },
  {
    name: 'updateexcursions',
    kind: excursionsUpdate,
    body: schemas.excursionsUpdateSchema,
    summary:
      "The excursions of one destination (its `id`), replacing the ones it had; excursions of the destination's city",
  },
  {
    name: 'updatetransportation',
    kind: transportationUpdate,
    body: schemas.transportationUpdateSchema,
    summary: 'One transportation: replaced by `transportationGuid` (404 when unknown), added without one',
  },
  {
    name: 'updatehotel',
    kind: hotelUpdate,
    body: schemas.hotelUpdateSchema,
    summary:
      'Hotel processing: supplier, operator (the company user who operates the booking), notes, hotel reservation status',
    description: `The destination hotel is found by the destination's \`id\` and \`hotelId\`. ${COMPANY_ONLY}`,
  },
  {
    name: 'updaterequestremarks',
    kind: remarksUpdate,
    body: schemas.remarksUpdateSchema,
    summary: "The request's remarks (notes)",
  },
];

const COMMON =
  'One transaction: the change, an activity entry (field diffs) and an audit entry; a change to nothing writes nothing. ' +
  'Optional `version` (or If-Match): 409 `stale-version` when stale. A cancelled request (status 5) answers 409.';

function routeSchema(route: UpdateRoute): FastifySchema {
  const getById = requestSchemas.getById.response;
  return {
    tags: ['Reservation requests'],
    summary: route.summary,
    description: [route.description, COMMON].filter(Boolean).join(' '),
    body: route.body as JsonSchema,
    response: {
      ...getById,
      409: problem('the request is cancelled, or `stale-version`'),
    },
  };
}

/** Registers every PATCH update under /api/reservation/request/. */
export function requestUpdateRoutes(app: FastifyInstance, db: Db): void {
  for (const route of UPDATES) {
    app.patch(
      `${BASE}/${route.name}`,
      {
        config: { permission: RESERVATION_PERMISSIONS.add },
        ...documented(routeSchema(route), route.kind.read),
      },
      updateHandler(db, route.kind),
    );
  }
}
