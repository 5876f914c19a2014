/**
 * Takes the first paint away (the layer the server writes into index.html before any script
 * runs: src/server/routes/first-paint.ts). It covers the page (`position: fixed`) so the shell
 * renders under it unseen and the heading never blinks out; it goes once the shell shows a
 * heading of its own (every screen has one `h1`), or, when the layer holds a list's rows
 * (`data-rows`), once the shell shows rows of its own (a table body's row: its rows, or its
 * "no data" line), so the rows never blink out either; once the shell moves to another address
 * (the sign-in page, the not-found page), or after MAX_MS whatever happens.
 */
const MAX_MS = 10_000;
export const FIRST_PAINT_ID = 'first-paint';

export function takeAwayFirstPaintWhenShellShows(doc: Document, maxMs = MAX_MS): void {
  const layer = doc.getElementById(FIRST_PAINT_ID);
  const root = doc.getElementById('root');
  if (!layer) return;
  if (!root) {
    layer.remove();
    return;
  }
  const path = doc.location.pathname;
  const shown = layer.hasAttribute('data-rows') ? 'h1 ~ * tbody tr' : 'h1';
  const shellShows = () => !!root.querySelector(shown) || doc.location.pathname !== path;
  if (shellShows()) {
    layer.remove();
    return;
  }
  const observer = new MutationObserver(() => {
    if (shellShows()) done();
  });
  const timer = setTimeout(() => done(), maxMs);
  function done(): void {
    observer.disconnect();
    clearTimeout(timer);
    layer?.remove();
  }
  observer.observe(root, { childList: true, subtree: true });
}
