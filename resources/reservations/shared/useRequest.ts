import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { RequestDetail } from '@domain/reservations/request-schema';
import { requestApi } from '../api';

/**
 * What a page reading one request shows: the request, or why not. `invalid` is an answer that
 * is no request (empty, spec §4 "Invalid reservation data"), `not-found` a 404, `offline` no
 * answer at all (the network), `error` any other failure.
 */
export type RequestState =
  | { kind: 'loading' }
  | { kind: 'ready'; request: RequestDetail }
  | { kind: 'invalid' }
  | { kind: 'not-found' }
  | { kind: 'offline' }
  | { kind: 'error' };

const isRequest = (body: unknown): body is RequestDetail =>
  !!body && typeof body === 'object' && Object.keys(body).length > 0 && !!(body as RequestDetail).requestGuid;

export const requestQueryKey = (requestGuid: string) => ['reservation-request', requestGuid] as const;

/**
 * One request by guid (`getbyid`) through react-query, read afresh each time a page opens (a
 * decision or an amendment may have changed it): the detail page and the amendment page.
 * `reload` asks again keeping what is shown; `replace` puts an update's answer in place, only
 * when it is the loaded request.
 * @example const { state, reload, replace } = useRequest(requestGuid);
 */
export function useRequest(requestGuid: string) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: requestQueryKey(requestGuid),
    queryFn: () => requestApi.getById(requestGuid),
    // A 404 or an empty answer is an answer: shown at once, not asked three more times.
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnMount: 'always',
  });
  const { refetch } = query;
  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);
  const replace = useCallback(
    (answer: RequestDetail) =>
      client.setQueryData<RequestDetail>(requestQueryKey(requestGuid), (now) =>
        now && answer?.requestGuid === now.requestGuid ? answer : now,
      ),
    [client, requestGuid],
  );
  return { state: requestState(query), reload, replace };
}

function requestState(query: {
  isError: boolean;
  error: unknown;
  data: unknown;
  isFetchedAfterMount: boolean;
}): RequestState {
  if (query.isError) {
    const status = (query.error as { status?: number }).status;
    return { kind: status === 404 ? 'not-found' : status === 0 ? 'offline' : 'error' };
  }
  if (!query.isFetchedAfterMount) return { kind: 'loading' };
  return isRequest(query.data) ? { kind: 'ready', request: query.data } : { kind: 'invalid' };
}
