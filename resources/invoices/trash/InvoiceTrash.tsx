import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useNavigate, useTranslate } from 'react-admin';
import { useFormat } from '@admin/i18n';
import { usePageCrumbs } from '@admin/layout/page-trail';
import {
  ActionConfirm,
  ListFrame,
  listFrameProps,
  RowActions,
  usePagedList,
  type PageRequest,
} from '@admin/primitives';
import { invoiceApi, type TrashedInvoice } from '../api';
import { INVOICE_LIST_PATH } from '../list/paths';
import { shownRequestReference } from '../shared/references';

const load = (r: PageRequest) =>
  invoiceApi.trash(r.page, r.perPage).then((b) => ({ rows: b.invoices, paging: b.paginationModel }));

const COLUMNS = ['id', 'requestRef', 'agency', 'total', 'deleted', 'action'] as const;
const HEADERS: Record<(typeof COLUMNS)[number], string> = {
  id: 'invoices.columns.id',
  requestRef: 'invoices.columns.requestRef',
  agency: 'invoices.details.agencyName',
  total: 'invoices.columns.total',
  deleted: 'trash.status',
  action: 'invoices.columns.action',
};

/**
 * The invoices' trash (`/finance/invoice/trash`, with `Finance.Invoices.Delete`): the deleted
 * drafts, newest deleted first, when and by whom; Restore (confirmed) puts one back in the list,
 * unless its request has another invoice meanwhile (the server's 409 says so).
 */
export function InvoiceTrash() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const f = useFormat();
  const list = usePagedList<TrashedInvoice>(load, { failure: 'invoices.trash.loadFailed' });
  const [toRestore, setToRestore] = useState<TrashedInvoice | undefined>();
  const t = (key: string, args?: Record<string, unknown>) => translate(`invoices.trash.${key}`, args);
  usePageCrumbs([{ label: translate('invoices.title'), to: INVOICE_LIST_PATH }, { label: translate('trash.crumb') }]);

  return (
    <>
      <ListFrame
        title={t('title')}
        {...listFrameProps(list)}
        onSearch={undefined}
        actions={
          <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={() => navigate(INVOICE_LIST_PATH)}>
            {t('back')}
          </Button>
        }
      >
        <Table size="small" aria-label={t('title')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell key={c} align={c === 'total' || c === 'action' ? 'right' : undefined}>
                  {translate(HEADERS[c])}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {!list.loading && list.rows?.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {t('empty')}
                </TableCell>
              </TableRow>
            )}
            {list.rows?.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell component="th" scope="row">
                  {translate('invoices.draftName', { id: row.id })}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{shownRequestReference(row)}</TableCell>
                <TableCell>{row.agencyName}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {f.amount(row.grandTotal, row.currencyInitial)}
                </TableCell>
                <TableCell>
                  {row.deletedBy
                    ? t('deletedOnBy', { when: f.dateTime(row.deletedDate), name: row.deletedBy })
                    : t('deletedOn', { when: f.dateTime(row.deletedDate) })}
                </TableCell>
                <TableCell align="right">
                  <RowActions onRestore={() => setToRestore(row)} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ListFrame>
      <ActionConfirm
        open={Boolean(toRestore)}
        title="invoices.trash.restoreQuestion"
        content="invoices.trash.restoreText"
        confirm="invoices.trash.restore"
        confirmColor="primary"
        translateOptions={{ name: toRestore ? translate('invoices.draftName', { id: toRestore.id }) : '' }}
        run={() => invoiceApi.restore(toRestore!.id)}
        success="invoices.trash.restored"
        failure="invoices.trash.restoreFailed"
        onClose={() => setToRestore(undefined)}
        onDone={() => {
          setToRestore(undefined);
          list.refetch();
        }}
      />
    </>
  );
}
