/**
 * The reservation requests listing as a resource, the shape of a schema one (style example 1),
 * shown with `Reservations.Reservation.ViewList`.
 * @example <Resource {...reservationList} /> // list at /reservation-management/reservations
 */
import EventNoteIcon from '@mui/icons-material/EventNote';
import type { BespokeMenu } from '@admin/layout/menu-model';
import { RESERVATIONS_PERMISSION, ReservationList } from './ReservationList';

const menu: BespokeMenu = {
  group: 'reservationManagement',
  order: 10,
  labelKey: 'reservationList.title',
  permission: RESERVATIONS_PERMISSION,
};

export const reservationList = {
  name: 'reservation-management/reservations',
  list: ReservationList,
  icon: EventNoteIcon,
  options: { menu },
};
