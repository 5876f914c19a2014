/**
 * The names every reservation request route shares: the audit entity and the permissions.
 * Kept apart from routes.ts so the modules it registers (updates/, comments/) import them
 * without importing routes.ts back.
 */
export const RESERVATION_ENTITY = 'reservation-request';
export const RESERVATION_PERMISSIONS = {
  view: 'Reservations.Reservation.ViewList',
  add: 'Reservations.Reservation.Add',
  delete: 'Reservations.Reservation.Delete',
} as const;
