/**
 * `updatehotel` (hotel processing, company users): one hotel of one destination of the request
 * (the destination's `id` and the hotel's id; the first one when the hotel is booked twice there)
 * gets its supplier (an existing supplier), its operator (an unlocked company user: the one who
 * operates the booking), notes and hotel reservation status. Supplier, operator and notes left
 * out are cleared: the body is the hotel's processing as a whole. A processed hotel (any status but
 * TempRequest) cannot go back to TempRequest (hotel-processing.ts of the domain).
 */
import { hotelStatusAllowed } from '@domain/reservations/hotel-processing.js';
import { hotelUpdateSchema, type HotelUpdate } from '@domain/reservations/update-schema.js';
import { bodyReader, Problems } from '../input.js';
import {
  destinationHotelRow,
  destinationOf,
  isActiveCompanyUser,
  setHotelProcessing,
  supplierExists,
} from './repository.js';
import type { UpdateKind } from './update-flow.js';

export const hotelUpdate: UpdateKind<HotelUpdate> = {
  read: bodyReader<HotelUpdate>(hotelUpdateSchema),
  companyOnly: true,
  description: () => 'Hotel processing updated',
  async apply({ tx, request, lang }, body) {
    const h = body.destinationHotelRequest;
    const p = new Problems(lang);
    const at = 'destinationHotelRequest';
    let row: { id: number; statusId: number } | null = null;
    if (!(await destinationOf(tx, request.id, h.destinationId)))
      p.add(`${at}.destinationId`, 'destinationNotOfRequest');
    else if ((row = await destinationHotelRow(tx, request.id, h.destinationId, h.hotelId)) === null)
      p.add(`${at}.hotelId`, 'hotelNotOfDestination');
    else if (!hotelStatusAllowed(row.statusId, h.statusId)) p.add(`${at}.statusId`, 'hotelBackToTemp');
    if (h.supplierId && !(await supplierExists(tx, h.supplierId))) p.add(`${at}.supplierId`, 'invalid');
    if (h.operatorId && !(await isActiveCompanyUser(tx, h.operatorId))) p.add(`${at}.operatorId`, 'invalid');
    p.throwIfAny();
    await setHotelProcessing(tx, row!.id, {
      supplierId: h.supplierId ?? null,
      operatorId: h.operatorId ?? null,
      notes: h.notes ?? null,
      statusId: h.statusId,
    });
  },
};
