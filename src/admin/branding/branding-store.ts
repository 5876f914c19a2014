/**
 * The branding every screen reads (`useBranding`), loaded once at start from the public
 * branding route (admin shell and sign-in page alike) and replaced by `setBranding` after a
 * save, so every open screen takes the new colours and logos without a reload. Other tabs of
 * the same browser are told through a BroadcastChannel; other users get it at their next load.
 */
import { useSyncExternalStore } from 'react';
import { fetchJson as appFetchJson, type FetchJson } from '../http';
import { applyToDocument } from './document-branding';
import { BRANDING_PATH, DEFAULT_BRANDING, sameBranding, toBranding, type Branding } from './branding';

let current: Branding = DEFAULT_BRANDING;
let loading: Promise<Branding> | undefined;
const listeners = new Set<() => void>();
const CHANNEL = 'branding';
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : undefined;

function publish(next: Branding): void {
  if (sameBranding(current, next)) return;
  current = next;
  applyToDocument(next);
  listeners.forEach((listener) => listener());
}

channel?.addEventListener('message', (event: MessageEvent) => publish(toBranding(event.data)));

export const getBranding = (): Branding => current;

/** Replaces the branding of this tab and of the other open tabs (after a save of the settings). */
export function setBranding(next: Partial<Branding>): void {
  const branding = toBranding({ ...current, ...next });
  publish(branding);
  channel?.postMessage(branding);
}

/**
 * Loads the branding once (later calls share the answer); never fails: without an answer the
 * defaults stay. The title and favicon follow at once.
 */
export function loadBranding(fetchJson: FetchJson = appFetchJson): Promise<Branding> {
  loading ??= fetchJson(BRANDING_PATH, { sessionCheck: false })
    .then(({ body }) => {
      publish(toBranding(body));
      return current;
    })
    .catch(() => current);
  return loading;
}

/** Forgets what was loaded (tests). */
export function resetBranding(): void {
  loading = undefined;
  publish(DEFAULT_BRANDING);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current branding (colours always set; logos may be null); re-renders when it changes. */
export function useBranding(): Branding {
  return useSyncExternalStore(subscribe, getBranding, getBranding);
}
