/**
 * `GET /api/reservation/request/gethotelstatuses`: the hotel status list of hotel processing, which
 * the spec has served by the provider (§3 "Hotel reservation status"): `[{id, name}]`, every hotel
 * reservation status in id order, named in the caller's language (English the spec's names). A
 * route of its own rather than a key of the detail: the list is the same for every request and
 * hotel, so the screen reads it once; which of them a given hotel may take is the domain's rule
 * (`hotelStatusChoices`), applied by the screen and enforced by `updatehotel`.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { HotelStatusItem } from '@domain/reservations/hotel-processing.js';
import { REQUEST_STATUS } from '@domain/reservations/statuses.js';
import { documented, type JsonSchema } from '../http/schemas.js';
import { statusLabel } from './messages.js';
import { RESERVATION_PERMISSIONS } from './permissions.js';
import { errors } from './route-schemas.js';

const item: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name'],
  properties: {
    id: { type: 'integer', minimum: 0, maximum: 6 },
    name: { type: 'string', description: "the status in the caller's language (Accept-Language)" },
  },
};

export const hotelStatusesSchema = {
  tags: ['Reservation requests'],
  summary: 'The hotel reservation statuses hotel processing chooses from (0 TempRequest … 6 Rejected)',
  description:
    'Named in the caller\'s language (`Accept-Language: fr`: "En attente", ...). A hotel once processed (any status ' +
    'but 0) cannot go back to 0 TempRequest: `updatehotel` answers 400 on `destinationHotelRequest.statusId`.',
  response: { 200: { type: 'array', items: item }, ...errors('never') },
} satisfies FastifySchema;

export function hotelStatusRoutes(app: FastifyInstance): void {
  app.get(
    '/api/reservation/request/gethotelstatuses',
    { config: { permission: RESERVATION_PERMISSIONS.view }, ...documented(hotelStatusesSchema) },
    async (request): Promise<HotelStatusItem[]> => {
      return Object.values(REQUEST_STATUS).map((id) => ({ id, name: statusLabel(request.lang, id) ?? String(id) }));
    },
  );
}
