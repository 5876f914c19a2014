/**
 * The reservation request's permissions and audit entity name, shared by the request routes and
 * the activity routes (activity/), which cannot import routes.ts (it registers them).
 */
export const RESERVATION_ENTITY = 'reservation-request';
export const RESERVATION_PERMISSIONS = {
  view: 'Reservations.Reservation.ViewList',
  add: 'Reservations.Reservation.Add',
  delete: 'Reservations.Reservation.Delete',
  /** Submitting an amendment; approving or rejecting one also needs a company user. */
  amend: 'Reservations.Amendments.Add',
} as const;
