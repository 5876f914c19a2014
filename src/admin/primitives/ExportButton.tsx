import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Lang } from '@schema/types';
import { fetchApiBlob } from '../http.js';
import { queryString, type QueryParams } from '../list-request.js';
import { useLang } from '../i18n/useLang.js';
import { saveFile } from './save-file.js';
import { useToast } from './useToast.js';

/** What a list's Export asks: its export route with the list's current search and filters. */
export interface ExportTarget {
  /**
   * The file's name before its date, in each language as the server names it (its export route's
   * `sendCsv` name): `{ en: 'invoices', fr: 'factures' }` → `factures-2026-11-28.csv` in French.
   */
  name: Record<Lang, string>;
  /** The export route under the API base (`/finance/invoice/export`), with the list's query string for a GET list. */
  path: string;
  /** The list's search body for a POST list (sent as JSON), without the paging. */
  body?: unknown;
}

/** A GET export's path with the list's search and filters (`/authorization/user/export?search=ann`). */
export function exportPath(path: string, params: QueryParams): string {
  return `${path}${queryString(params)}`;
}

/** A list's search body without its paging: what its export route takes. */
export function withoutPaging<T extends object>(body: T): Omit<T, 'pageIndex' | 'pageSize'> {
  const { pageIndex: _page, pageSize: _size, ...search } = body as T & { pageIndex?: unknown; pageSize?: unknown };
  return search;
}

/** `invoices-2026-11-28.csv`: today in the user's own calendar (the server names it in UTC). */
export function exportFileName(name: string, now = new Date()): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0'));
  return `${name}-${day.join('-')}.csv`;
}

/**
 * The Export button of a list's toolbar (ListFrame's `exportTo`): downloads the whole filtered
 * list as CSV, made and streamed by the server, through fetchApiBlob (the bearer, the session
 * handling), named in the user's language. While it runs the button says so and is disabled; a failure is logged and toasted
 * with the generic message.
 */
export function ExportButton({ target }: { target: ExportTarget }) {
  const translate = useTranslate();
  const lang = useLang();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const blob = await fetchApiBlob(target.path, target.body === undefined ? undefined : { body: target.body });
      saveFile(blob, exportFileName(target.name[lang]));
    } catch (error) {
      console.error('CSV export failed', error);
      toast.failure(error, 'errors.generic');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <FileDownloadIcon />}
      disabled={busy}
      aria-busy={busy}
      onClick={() => void run()}
    >
      {translate(busy ? 'list.exporting' : 'list.export')}
    </Button>
  );
}
