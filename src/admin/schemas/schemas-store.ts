import { useEffect, useSyncExternalStore } from 'react';
import type { EntitySchema } from '@schema/types';
import type { FetchJson } from '../http';
import { SCHEMAS_PATH } from './schemas-path';

/**
 * The entity schemas of the signed-in user, loaded at run time from `GET /api/schemas`
 * (so a new schema file needs no rebuild). Cleared on logout.
 */
export type SchemasStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SchemasState {
  status: SchemasStatus;
  schemas: EntitySchema[];
}

let state: SchemasState = { status: 'idle', schemas: [] };
let pending: Promise<EntitySchema[]> | undefined;
const listeners = new Set<() => void>();

function setState(next: SchemasState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export function getSchemasState(): SchemasState {
  return state;
}

/** The loaded schemas (empty until loaded); what the data provider reads. */
export function getSchemas(): EntitySchema[] {
  return state.schemas;
}

export function subscribeSchemas(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads the schemas once per session; concurrent callers share the request. */
export function loadSchemas(fetchJson: FetchJson): Promise<EntitySchema[]> {
  if (state.status === 'ready') return Promise.resolve(state.schemas);
  if (pending) return pending;
  setState({ status: 'loading', schemas: [] });
  pending = fetchJson<{ schemas: EntitySchema[] }>(SCHEMAS_PATH)
    .then(({ body }) => {
      const schemas = Array.isArray(body?.schemas) ? body.schemas : [];
      setState({ status: 'ready', schemas });
      return schemas;
    })
    .catch((error: unknown) => {
      setState({ status: 'error', schemas: [] });
      throw error;
    })
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

export function resetSchemas(): void {
  pending = undefined;
  if (state.status !== 'idle' || state.schemas.length > 0) setState({ status: 'idle', schemas: [] });
}

/** The schema whose resource route (or name) is `resource`. */
export function findSchema(schemas: EntitySchema[], resource: string | undefined): EntitySchema | undefined {
  if (!resource) return undefined;
  return schemas.find((s) => s.resource.route === resource) ?? schemas.find((s) => s.name === resource);
}

export function useSchemasState(): SchemasState {
  return useSyncExternalStore(subscribeSchemas, getSchemasState, getSchemasState);
}

/**
 * The schemas state, loading them when a session exists and they are not loaded yet
 * (at start with a stored token, and on the first signed-in page after sign-in).
 */
export function useSessionSchemas(fetchJson: FetchJson, signedIn: () => boolean): SchemasState {
  const current = useSchemasState();
  const needed = current.status === 'idle' && signedIn();
  useEffect(() => {
    if (needed) loadSchemas(fetchJson).catch(() => undefined);
  }, [needed, fetchJson]);
  return current;
}
