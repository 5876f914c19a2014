import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormat } from '@admin/i18n';
import {
  DeclaredFilters,
  DeleteRowConfirm,
  ListFrame,
  listFrameProps,
  useColumnChoice,
  usePagedList,
  withoutPaging,
  type PageRequest,
} from '@admin/primitives';
import { isCompanyUser } from '@admin/session/claims';
import { getClaims } from '@admin/session/token-store';
import { useCan } from '@admin/session/useCan';
import type { Payment } from '@domain/finance';
import { paymentApi } from '../api';
import { PaymentEditDialog } from '../dialog/PaymentEditDialog';
import { PaymentPrintPreview } from '../print';
import { PAYMENTS_ADD, PAYMENTS_DELETE } from '../shared/reference';
import { PAYMENT_FILTER_PARAMS, PAYMENT_FILTERS, paymentSearch, type PaymentFilters } from './payment-query';
import { paymentColumns, PaymentRow } from './PaymentRow';

const load = (r: PageRequest<PaymentFilters>) =>
  paymentApi.list(paymentSearch(r)).then((b) => ({ rows: b.invoicePayments, paging: b.paginationModel }));

/**
 * The Invoice Payments screen (`/finance/invoice-payment`, §2.5): filters by request reference,
 * payment account, payment type and payment dates (in the URL, with the page), newest first,
 * 10 a page; edit (the payment's form with its invoice's header) and delete (confirmed) with
 * their permissions, print (the receipt's preview, print/) for everyone who sees the row; for company users (agency users read their agency's payments only).
 * Columns shows or hides columns, remembered for the user (useColumnChoice).
 */
export function PaymentList() {
  const translate = useTranslate();
  const format = useFormat();
  const t = (key: string) => translate(`invoicePayments.${key}`);
  const company = isCompanyUser(getClaims());
  const columns = useColumnChoice(
    'invoice-payments',
    useMemo(() => paymentColumns(translate, company), [translate, company]),
  );
  const shown = useMemo(() => columns.shown.map((c) => c.key), [columns.shown]);
  const canEdit = useCan(PAYMENTS_ADD) && company;
  const canDelete = useCan(PAYMENTS_DELETE) && company;
  const list = usePagedList<Payment, PaymentFilters>(load, {
    filters: PAYMENT_FILTER_PARAMS,
    failure: 'invoicePayments.loadFailed',
  });
  const [editing, setEditing] = useState<number | undefined>();
  const [removing, setRemoving] = useState<Payment | undefined>();
  const [printing, setPrinting] = useState<number | undefined>();
  const filtered = Object.values(list.filters).some(Boolean);

  return (
    <>
      <ListFrame
        title={t('title')}
        filters={<DeclaredFilters declarations={PAYMENT_FILTERS} values={list.filters} onChange={list.setFilters} />}
        {...listFrameProps(list)}
        onSearch={undefined}
        columns={columns}
        exportTo={{
          name: { en: 'invoice-payments', fr: 'paiements' },
          path: '/finance/invoicepayment/export',
          body: withoutPaging(paymentSearch(list)),
        }}
      >
        <Table size="small" aria-label={t('title')}>
          <TableHead>
            <TableRow>
              {columns.shown.map(({ key, label }) => (
                <TableCell key={key} align={key === 'amount' || key === 'action' ? 'right' : undefined}>
                  {label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {!list.loading && (list.rows?.length === 0 || (list.error !== undefined && !list.rows)) && (
              <TableRow>
                <TableCell colSpan={shown.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {list.error !== undefined && !list.rows ? t('loadFailed') : t(filtered ? 'noMatch' : 'empty')}
                </TableCell>
              </TableRow>
            )}
            {list.rows?.map((row) => (
              <PaymentRow
                key={row.id}
                row={row}
                shown={shown}
                onEdit={canEdit ? () => setEditing(row.id) : undefined}
                onPrint={() => setPrinting(row.id)}
                onDelete={canDelete ? () => setRemoving(row) : undefined}
              />
            ))}
          </TableBody>
        </Table>
      </ListFrame>
      {editing !== undefined && (
        <PaymentEditDialog paymentId={editing} onClose={() => setEditing(undefined)} onSaved={list.refetch} />
      )}
      {printing !== undefined && <PaymentPrintPreview paymentId={printing} onClose={() => setPrinting(undefined)} />}
      <DeleteRowConfirm
        open={Boolean(removing)}
        what={t('confirm.what')}
        name={removing ? `#${removing.id}, ${format.amount(removing.amount, removing.currencyInitial)}` : ''}
        final
        run={() => paymentApi.remove(removing!.id, removing!.version)}
        success="invoicePayments.toast.deleted"
        failure="invoicePayments.toast.deleteFailed"
        onClose={() => setRemoving(undefined)}
        onDone={() => {
          setRemoving(undefined);
          list.refetch();
        }}
      />
    </>
  );
}
