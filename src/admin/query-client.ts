import { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'react-admin';

/**
 * react-admin's query cache for one mount of the shell, made by the shell (rather than by
 * `<Admin>`) with what the session's token already says: the signed-in user's permissions and
 * identity, as the auth provider answers them (from the token, no request), where react-admin's
 * `usePermissions` and `useGetIdentity` read them.
 * Why: react-admin registers every resource, then unregisters and registers them all again
 * once the permissions arrive; each round rendered the whole shell again, in blocking tasks of
 * the first load. Known at the first render, the resources are registered once.
 */
export async function sessionQueryClient(authProvider: AuthProvider, signedIn: boolean): Promise<QueryClient> {
  const client = new QueryClient();
  if (!signedIn) return client;
  if (authProvider.getPermissions) {
    client.setQueryData(['auth', 'getPermissions', {}], (await authProvider.getPermissions({})) ?? null);
  }
  if (authProvider.getIdentity) client.setQueryData(['auth', 'getIdentity'], await authProvider.getIdentity());
  return client;
}
