import { Loading, Navigate, useLocation } from 'react-admin';
import { useSchemasState } from '../schemas/schemas-store';
import { isLoggedIn } from '../session/token-store';
import { SIGN_IN_PATH } from '../session/auth-provider';
import { currentPermissions } from '../session/useCan';
import { viewableSchemas } from '../layout/menu-model';

/**
 * Any path no route claims. Signed out → sign-in (coming back here after). While the
 * schemas load, or in the instant before a just-loaded resource's route exists, wait.
 * Otherwise (unknown path, or a resource the user may not view) → /not-found.
 */
export const CatchAll = () => {
  const { pathname, search } = useLocation();
  const { status, schemas } = useSchemasState();
  if (!isLoggedIn()) {
    return <Navigate to={SIGN_IN_PATH} replace state={{ nextPathname: pathname, nextSearch: search }} />;
  }
  if (status === 'idle' || status === 'loading') return <Loading />;
  const path = pathname.replace(/^\/+/, '');
  const pending = viewableSchemas(schemas, currentPermissions()).some(
    (s) => path === s.resource.route || path.startsWith(`${s.resource.route}/`),
  );
  return pending ? <Loading /> : <Navigate to="/not-found" replace />;
};
