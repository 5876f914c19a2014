/** At most this long: a page opened in a background tab gets no animation frame until shown. */
const LATEST_MS = 100;

/**
 * Resolves once the browser has painted what it has (the task after the next animation frame),
 * or after LATEST_MS whatever happens.
 */
export function afterFirstPaint(win: Pick<Window, 'requestAnimationFrame' | 'setTimeout'> = window): Promise<void> {
  return new Promise((resolve) => {
    win.setTimeout(resolve, LATEST_MS);
    win.requestAnimationFrame(() => win.setTimeout(resolve, 0));
  });
}

/** Resolves in a later task, so the browser may handle input and paint in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
