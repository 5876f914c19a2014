import { Notification } from 'react-admin';
import { LoadingBar } from '../loader/LoadingBar';
import { SessionGuard } from '../session/SessionGuard';

/**
 * What is on every page, layout or not: the toasts (top right, 3000 ms, spec §8), the
 * "please wait..." loader and the session guard. Passed as `<Admin notification>`, the one
 * slot react-admin renders outside the routes.
 */
export const ShellOverlays = () => (
  <>
    <Notification anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={3000} />
    <LoadingBar />
    <SessionGuard />
  </>
);
