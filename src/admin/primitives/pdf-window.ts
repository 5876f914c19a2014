/**
 * Opening a PDF the server made in a new window (the finance documents' way: invoices, receipts,
 * statements, charts). The window is opened at once, on the click, so pop-up blockers let it
 * through; it says the PDF is on its way until the bytes arrive, then shows them (an object
 * URL of the blob). On failure it is closed again: never a blank window left behind.
 */

/** The browser refused the new window (a pop-up blocker): the user is told how to allow it. */
export class PopupBlockedError extends Error {
  constructor() {
    super('The browser blocked the PDF window');
    this.name = 'PopupBlockedError';
  }
}

/** How often a shown PDF's window is checked: its object URL is freed once the user closed it. */
const CLOSED_CHECK_MS = 5_000;

function releaseWhenClosed(win: Window, url: string): void {
  const timer = setInterval(() => {
    if (!win.closed) return;
    clearInterval(timer);
    URL.revokeObjectURL(url);
  }, CLOSED_CHECK_MS);
}

/** The waiting window's text, written into its blank page (same origin until the PDF replaces it). */
function showWaiting(win: Window, text: string): void {
  try {
    win.document.title = text;
    win.document.body.textContent = text;
    win.document.body.style.font = '16px system-ui, sans-serif';
    win.document.body.style.padding = '24px';
  } catch {
    // A browser that gives the blank page another origin: the window stays plain until the PDF comes.
  }
}

/**
 * Opens the window now, loads the PDF (`load`, e.g. `() => fetchBlob('/api/finance/invoice/pdf?id=7')`),
 * then shows it there. Must be called synchronously from the click (before any await). Rejects
 * with what went wrong (the load's HttpError, an answer that is no PDF, PopupBlockedError).
 */
export async function openPdfWindow(load: () => Promise<Blob>, waitingText: string): Promise<void> {
  const win = window.open('', '_blank');
  if (!win) throw new PopupBlockedError();
  // The PDF's window cannot reach back into the app.
  win.opener = null;
  showWaiting(win, waitingText);
  try {
    const blob = await load();
    if (blob.type !== 'application/pdf') throw new Error(`The server answered ${blob.type || 'no type'}, not a PDF`);
    if (win.closed) return;
    const url = URL.createObjectURL(blob);
    win.location.href = url;
    releaseWhenClosed(win, url);
  } catch (error) {
    win.close();
    throw error;
  }
}
