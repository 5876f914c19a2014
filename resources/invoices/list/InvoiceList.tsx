import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import PrintIcon from '@mui/icons-material/Print';
import ReceiptIcon from '@mui/icons-material/Receipt';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMemo, useState } from 'react';
import { useNavigate, useTranslate } from 'react-admin';
import {
  DeclaredFilters,
  DeleteRowConfirm,
  ListFrame,
  listFrameProps,
  RowAction,
  RowActions,
  useColumnChoice,
  usePagedList,
  withoutPaging,
  type PageRequest,
} from '@admin/primitives';
import { isCompanyUser } from '@admin/session/claims';
import { getClaims } from '@admin/session/token-store';
import type { InvoiceListRow } from '@domain/finance/invoice-schema';
import { InvoicePaymentsDialog } from '@resources/invoice-payments';
import { invoiceApi } from '../api';
import { InvoiceDetailsDialog } from '../details/InvoiceDetailsDialog';
import { IssueConfirm } from '../details/IssueConfirm';
import { EInvoiceMenu } from '../e-invoice';
import { InvoicePrintPreview } from '../print';
import { useInvoiceRights } from '../shared/useInvoiceRights';
import { useInvoiceStatuses } from '../shared/useInvoiceStatuses';
import { AMOUNT_COLUMNS, invoiceColumns, InvoiceRow } from './InvoiceRow';
import { INVOICE_FILTER_PARAMS, invoiceQuery, shownFilters, type InvoiceFilters } from './list-query';
import { INVOICE_TRASH_PATH } from './paths';

const load = (r: PageRequest<InvoiceFilters>) =>
  invoiceApi.list(invoiceQuery(r)).then((b) => ({ rows: b.invoices, paging: b.paginationModel }));

/** A draft is deletable (an issued invoice is cancelled instead, a credit note stays). */
const isDraft = (row: InvoiceListRow) => row.number === null && row.documentType === 'invoice';
/** A draft that may be issued (a cancelled draft stays as it is). */
const isIssuable = (row: InvoiceListRow) => isDraft(row) && row.status !== 3;

/**
 * The invoices (`/finance/invoice`, §2.2): filters in the URL (each applied at once, back to
 * page 1; Clear filters), the §2.2 columns plus number, type, paid, balance and due date; a row's
 * edit opens the details modal (view for those who may not change it), delete takes a draft away
 * after the confirmation, the receipt icon opens the invoice's payments (the invoice-payments
 * module's dialog), the print icon its print preview (print/), Issue a draft's number (confirmed);
 * Trash opens the deleted drafts. The list reloads after a save in the modal, an issue or a payment.
 */
export function InvoiceList() {
  const translate = useTranslate();
  const rights = useInvoiceRights();
  const statuses = useInvoiceStatuses();
  const company = isCompanyUser(getClaims());
  const declarations = useMemo(() => shownFilters(company, statuses), [company, statuses]);
  const columns = useColumnChoice(
    'invoices',
    useMemo(() => invoiceColumns(translate, company), [translate, company]),
  );
  const shown = useMemo(() => columns.shown.map((c) => c.key), [columns.shown]);
  const list = usePagedList<InvoiceListRow, InvoiceFilters>(load, {
    filters: INVOICE_FILTER_PARAMS,
    failure: 'invoices.loadFailed',
  });
  const [open, setOpen] = useState<number | undefined>();
  const [remove, setRemove] = useState<InvoiceListRow | undefined>();
  const [paying, setPaying] = useState<number | undefined>();
  const [printing, setPrinting] = useState<number | undefined>();
  const [issuing, setIssuing] = useState<InvoiceListRow | undefined>();
  const navigate = useNavigate();

  return (
    <>
      <ListFrame
        title={translate('invoices.title')}
        filters={<DeclaredFilters declarations={declarations} values={list.filters} onChange={list.setFilters} />}
        {...listFrameProps(list)}
        // The search model has no free text: the filters are the search.
        onSearch={undefined}
        columns={columns}
        exportTo={{
          name: { en: 'invoices', fr: 'factures' },
          path: '/finance/invoice/export',
          body: withoutPaging(invoiceQuery(list)),
        }}
        actions={
          rights.canDelete && (
            <Button variant="outlined" startIcon={<DeleteOutlineIcon />} onClick={() => navigate(INVOICE_TRASH_PATH)}>
              {translate('invoices.trash.open')}
            </Button>
          )
        }
      >
        <Table size="small" aria-label={translate('invoices.title')} sx={{ '& th, & td': { px: 1 } }}>
          <TableHead>
            <TableRow>
              {columns.shown.map(({ key, label }) => (
                <TableCell
                  key={key}
                  align={AMOUNT_COLUMNS.has(key) || key === 'action' ? 'right' : undefined}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {!list.loading && (list.rows?.length === 0 || (list.error !== undefined && !list.rows)) && (
              <TableRow>
                <TableCell colSpan={shown.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {translate(list.error !== undefined && !list.rows ? 'invoices.loadFailed' : 'invoices.empty')}
                </TableCell>
              </TableRow>
            )}
            {list.rows?.map((row) => (
              <InvoiceRow
                key={row.id}
                row={row}
                shown={shown}
                actions={
                  <RowActions
                    onEdit={rights.canEdit ? () => setOpen(row.id) : undefined}
                    onView={rights.canEdit ? undefined : () => setOpen(row.id)}
                    onDelete={rights.canDelete && isDraft(row) ? () => setRemove(row) : undefined}
                  >
                    {rights.canEdit && isIssuable(row) && (
                      <RowAction
                        label={translate('invoices.issue.action')}
                        icon={<TaskAltIcon fontSize="small" />}
                        color="primary"
                        onClick={() => setIssuing(row)}
                      />
                    )}
                    {rights.canSeePayments && row.documentType === 'invoice' && (
                      <RowAction
                        label={translate('invoices.payments')}
                        icon={<ReceiptIcon fontSize="small" />}
                        color="primary"
                        onClick={() => setPaying(row.id)}
                      />
                    )}
                    <RowAction
                      label={translate('print.action')}
                      icon={<PrintIcon fontSize="small" />}
                      color="primary"
                      onClick={() => setPrinting(row.id)}
                    />
                    <EInvoiceMenu invoice={row} as="row" />
                  </RowActions>
                }
              />
            ))}
          </TableBody>
        </Table>
      </ListFrame>
      {open !== undefined && (
        <InvoiceDetailsDialog invoiceId={open} onClose={() => setOpen(undefined)} onSaved={list.refetch} />
      )}
      {printing !== undefined && <InvoicePrintPreview invoiceId={printing} onClose={() => setPrinting(undefined)} />}
      {paying !== undefined && (
        <InvoicePaymentsDialog invoiceId={paying} onClose={() => setPaying(undefined)} onChanged={list.refetch} />
      )}
      <IssueConfirm
        draft={issuing}
        onClose={() => setIssuing(undefined)}
        onIssued={() => {
          setIssuing(undefined);
          list.refetch();
        }}
      />
      <DeleteRowConfirm
        open={Boolean(remove)}
        what={translate('invoices.the')}
        name={remove ? translate('invoices.draftName', { id: remove.id }) : ''}
        run={() => invoiceApi.remove(remove!.id)}
        success="invoices.deleted"
        failure="invoices.deleteFailed"
        onClose={() => setRemove(undefined)}
        onDone={() => {
          setRemove(undefined);
          list.refetch();
        }}
      />
    </>
  );
}
