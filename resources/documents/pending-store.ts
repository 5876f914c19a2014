/**
 * Documents chosen before their request exists, kept in the browser's IndexedDB under the
 * request's guid, so a reload of a half-written request keeps its tickets as localStorage keeps
 * its form (files do not fit in localStorage; IndexedDB stores File objects as they are).
 * Everything here is best effort: without IndexedDB (a private window may refuse it) the files
 * simply live in memory for the page's life.
 */
const DB_NAME = 'pending-documents';
const STORE = 'files';

function openStore(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
}

async function run<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  const db = await openStore();
  if (!db) return undefined;
  try {
    return await new Promise<T | undefined>((resolve) => {
      const request = action(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(undefined);
    });
  } finally {
    db.close();
  }
}

/** The files kept for a request not yet submitted (none when there are none or no IndexedDB). */
export async function loadPendingDocuments(requestGuid: string): Promise<File[]> {
  const files = await run<unknown>('readonly', (store) => store.get(requestGuid));
  return Array.isArray(files) ? files.filter((f): f is File => f instanceof File) : [];
}

/** Keeps the files chosen for a request (an empty list forgets them). */
export async function savePendingDocuments(requestGuid: string, files: File[]): Promise<void> {
  if (files.length > 0) await run('readwrite', (store) => store.put(files, requestGuid));
  else await run('readwrite', (store) => store.delete(requestGuid));
}
