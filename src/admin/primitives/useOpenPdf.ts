import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { GENERIC_MESSAGE } from '@admin/http';
import { openPdfWindow, PopupBlockedError } from './pdf-window.js';
import { endsSession } from './server-errors.js';
import { useToast } from './useToast.js';

/**
 * Opens a server-made PDF in a new window from a click (pdf-window.ts): `open(load)` opens the
 * window at once and shows the PDF when `load` resolves; `opening` is true meanwhile (a button
 * can say so). A failure closes the window, is logged, and toasts 'Something went wrong! Please
 * try again later.' (a blocked pop-up says how to allow it; 401/403 end the session instead).
 * @example
 * const pdf = useOpenPdf();
 * <Button onClick={() => pdf.open(() => fetchBlob(`/api/finance/invoice/pdf?id=${id}`))} disabled={pdf.opening}>Print</Button>
 */
export function useOpenPdf() {
  const translate = useTranslate();
  const toast = useToast();
  const [opening, setOpening] = useState(false);
  const open = useCallback(
    (load: () => Promise<Blob>) => {
      setOpening(true);
      openPdfWindow(load, translate('pdf.preparing'))
        .catch((error: unknown) => {
          console.error('The PDF could not be opened', error);
          if (endsSession(error)) return;
          toast.failure(undefined, error instanceof PopupBlockedError ? 'pdf.popupBlocked' : GENERIC_MESSAGE);
        })
        .finally(() => setOpening(false));
    },
    [toast, translate],
  );
  return { open, opening };
}
