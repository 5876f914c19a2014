/**
 * The reservation request's permissions and audit entity name, shared by the request routes and
 * the activity routes (activity/), which cannot import routes.ts (it registers them).
 */
import { PERMISSIONS } from '@domain/permissions.js';

export const RESERVATION_ENTITY = 'reservation-request';
export const RESERVATION_PERMISSIONS = {
  view: PERMISSIONS.Reservations.Reservation.ViewList,
  add: PERMISSIONS.Reservations.Reservation.Add,
  delete: PERMISSIONS.Reservations.Reservation.Delete,
  /** Submitting an amendment; approving or rejecting one also needs a company user. */
  amend: PERMISSIONS.Reservations.Amendments.Add,
} as const;
