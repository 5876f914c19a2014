import { useCallback, useEffect, useState } from 'react';
import { requestApi } from '../api';
import type { RequestView } from './detail-api';

/** What the page shows: the request, or why not ('invalid' = an empty answer, spec §4). */
export type DetailState =
  | { kind: 'loading' }
  | { kind: 'ready'; request: RequestView }
  | { kind: 'invalid' }
  | { kind: 'not-found' }
  | { kind: 'error' };

const isEmptyAnswer = (body: unknown) =>
  !body || typeof body !== 'object' || Object.keys(body).length === 0 || !(body as RequestView).requestGuid;

/**
 * The request of the detail page: fetched by guid; `replace` puts an update's answer in place
 * (spec §4: only when it is the loaded request), `reload` fetches it again (a stale version, an
 * approved amendment).
 */
export function useRequestDetail(requestGuid: string) {
  const [state, setState] = useState<DetailState>({ kind: 'loading' });

  const reload = useCallback(async () => {
    try {
      const body = await requestApi.getById(requestGuid);
      setState(isEmptyAnswer(body) ? { kind: 'invalid' } : { kind: 'ready', request: body as RequestView });
    } catch (error) {
      const status = (error as { status?: number }).status;
      setState({ kind: status === 404 ? 'not-found' : 'error' });
    }
  }, [requestGuid]);

  useEffect(() => {
    setState({ kind: 'loading' });
    void reload();
  }, [reload]);

  const replace = useCallback((answer: RequestView) => {
    setState((now) =>
      now.kind === 'ready' && answer?.requestGuid === now.request.requestGuid
        ? { kind: 'ready', request: answer }
        : now,
    );
  }, []);

  return { state, reload, replace };
}
