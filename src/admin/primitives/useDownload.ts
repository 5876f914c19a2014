import { useCallback, useState } from 'react';
import { fetchApiBlob } from '../http.js';
import { saveFile } from './save-file.js';
import { useToast } from './useToast.js';

/**
 * Downloads a file the API makes (an e-invoice, an XML) under the name given, through
 * fetchApiBlob (the bearer, the session handling). `busy` while it runs; a failure is logged and
 * toasted with the screen's sentence and the server's reason ("… Only an issued invoice has an
 * electronic form.").
 * @example
 * const file = useDownload();
 * <Button disabled={file.busy} onClick={() => file.download('/finance/invoice/cii?id=7', 'INV-1.xml', 'invoices.eInvoice.failed')} />
 */
export function useDownload() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = useCallback(
    async (path: string, fileName: string, failure: string) => {
      setBusy(true);
      try {
        saveFile(await fetchApiBlob(path), fileName);
      } catch (error) {
        console.error(`Download of ${path} failed`, error);
        toast.failure(error, failure);
      } finally {
        setBusy(false);
      }
    },
    [toast],
  );
  return { busy, download };
}
