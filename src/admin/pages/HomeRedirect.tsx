import { Navigate } from 'react-admin';

/**
 * The empty path. The spec sends it to reservation-management/reservations; that listing
 * does not exist yet, so it goes to the dashboard until it does.
 */
export const HomeRedirect = () => <Navigate to="/dashboard" replace />;
