import { QueryClient, type QueryObserverResult } from '@tanstack/react-query';
import type { AuthProvider, DataProvider } from 'react-admin';
import type { EntitySchema } from '@schema/types';
import { earlyStartsSettled } from './boot/early-requests';
import { firstListScreen } from './list-request';

/**
 * What a query's readers are rendered again for: every part of its result but `isStale`, which
 * no screen shows. react-admin's hooks hand the whole result on, so react-query counted every
 * part as read, and a list rendered again when its rows merely turned stale (the first page,
 * five seconds after it arrived: a long task on a phone with nothing changed on screen).
 * Typed as a record so that a new part of the result in react-query is a type error here.
 */
const NOTIFIED_PARTS: Record<Exclude<keyof QueryObserverResult, 'isStale'>, true> = {
  data: true,
  dataUpdatedAt: true,
  error: true,
  errorUpdatedAt: true,
  failureCount: true,
  failureReason: true,
  errorUpdateCount: true,
  isError: true,
  isFetched: true,
  isFetchedAfterMount: true,
  isFetching: true,
  isLoading: true,
  isPending: true,
  isLoadingError: true,
  isInitialLoading: true,
  isPaused: true,
  isPlaceholderData: true,
  isRefetchError: true,
  isRefetching: true,
  isSuccess: true,
  isEnabled: true,
  refetch: true,
  status: true,
  fetchStatus: true,
};
const NOTIFIED = Object.keys(NOTIFIED_PARTS) as (keyof QueryObserverResult)[];

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
  const client = new QueryClient({ defaultOptions: { queries: { notifyOnChangeProps: NOTIFIED } } });
  if (!signedIn) return client;
  if (authProvider.getPermissions) {
    client.setQueryData(['auth', 'getPermissions', {}], (await authProvider.getPermissions({})) ?? null);
  }
  if (authProvider.getIdentity) client.setQueryData(['auth', 'getIdentity'], await authProvider.getIdentity());
  return client;
}

/** How long a list's first page asked before the first render counts as fresh (no second request when the screen mounts). */
const FIRST_PAGE_FRESH_MS = 5_000;

/**
 * Asks the first page of the schema list at `address` (when it is one the user may view) into react-admin's
 * cache, under the key its `useGetList` reads, through the shell's data provider: the boot
 * script asked that page already (list-request.ts), so the answer is usually there and the
 * first render shows the rows instead of a second render a moment later. A list still on its
 * way is joined by the screen, never asked twice. Resolves when the page is in (never rejects:
 * a failure is the screen's to report when it asks again).
 */
export function prefetchFirstListPage(
  client: QueryClient,
  dataProvider: DataProvider,
  schemas: readonly EntitySchema[],
  permissions: readonly string[],
  address: Pick<Location, 'pathname' | 'search'>,
): Promise<void> {
  const screen = firstListScreen(schemas, permissions, address.pathname, address.search);
  if (!screen) return Promise.resolve();
  const queryKey = [screen.schema.resource.route, 'getList', screen.params];
  // Fresh for a moment, this answer only: once asked again (a save, a refetch), the list is
  // react-admin's as usual and a later visit asks anew.
  client.setQueryDefaults(queryKey, {
    staleTime: (query) => (query.state.dataUpdateCount <= 1 ? FIRST_PAGE_FRESH_MS : 0),
  });
  return client.prefetchQuery({
    queryKey,
    // After the boot script has started its early list request, if it makes one: asked once.
    queryFn: () =>
      earlyStartsSettled()
        .then(() => dataProvider.getList(screen.schema.resource.route, screen.params))
        .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
  });
}
