/**
 * Counts the HTTP requests in flight (fed by fetchJson) and decides whether the
 * "please wait..." indicator is visible: it appears with the first request and, once shown,
 * stays at least MIN_VISIBLE_MS (spec: minimum display 1000 ms).
 */
export const MIN_VISIBLE_MS = 1000;

type Listener = () => void;

let inFlight = 0;
let visible = false;
let shownAt = 0;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

function setVisible(next: boolean): void {
  if (visible === next) return;
  visible = next;
  emit();
}

/** Call when a request starts; returns the function to call when it ends (once). */
export function beginRequest(): () => void {
  inFlight += 1;
  if (hideTimer) {
    clearTimeout(hideTimer);
    hideTimer = undefined;
  }
  if (!visible) {
    shownAt = Date.now();
    setVisible(true);
  }
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    inFlight -= 1;
    if (inFlight > 0) return;
    const remaining = MIN_VISIBLE_MS - (Date.now() - shownAt);
    if (remaining <= 0) setVisible(false);
    else
      hideTimer = setTimeout(() => {
        hideTimer = undefined;
        if (inFlight === 0) setVisible(false);
      }, remaining);
  };
}

export function isLoaderVisible(): boolean {
  return visible;
}

export function requestsInFlight(): number {
  return inFlight;
}

export function subscribeLoader(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
