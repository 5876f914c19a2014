import { PERMISSIONS } from '@domain/permissions';
import { Navigate } from 'react-admin';
import { useCan } from '../session/useCan';

/** The reservations listing (resources/reservations/list) and the permission that shows it. */
export const RESERVATIONS_HOME = {
  path: '/reservation-management/reservations',
  permission: PERMISSIONS.Reservations.Reservation.ViewList,
};

/**
 * The empty path (spec §2 route table): the reservations listing for users who may see it,
 * the dashboard for the others (a finance user, say), instead of the not-found page.
 */
export const HomeRedirect = () => {
  const canList = useCan(RESERVATIONS_HOME.permission);
  return <Navigate to={canList ? RESERVATIONS_HOME.path : '/dashboard'} replace />;
};
