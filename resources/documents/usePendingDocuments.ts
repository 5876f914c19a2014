import { useCallback, useEffect, useState } from 'react';
import { loadPendingDocuments, savePendingDocuments } from './pending-store';

/**
 * The documents chosen for a request not yet submitted, kept across reloads (pending-store.ts).
 * @example const [files, setFiles] = usePendingDocuments(form.generalDetails.requestGuid);
 */
export function usePendingDocuments(requestGuid: string): [File[], (files: File[]) => void] {
  const [kept, setKept] = useState<{ guid: string; files: File[] }>({ guid: requestGuid, files: [] });
  useEffect(() => {
    let live = true;
    void loadPendingDocuments(requestGuid).then((files) => {
      if (live) setKept({ guid: requestGuid, files });
    });
    return () => {
      live = false;
    };
  }, [requestGuid]);
  const setFiles = useCallback(
    (files: File[]) => {
      setKept({ guid: requestGuid, files });
      void savePendingDocuments(requestGuid, files);
    },
    [requestGuid],
  );
  return [kept.guid === requestGuid ? kept.files : [], setFiles];
}
