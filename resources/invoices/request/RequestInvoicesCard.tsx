import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormat } from '@admin/i18n';
import { CardsOnPhone, useToast } from '@admin/primitives';
import { useCan } from '@admin/session/useCan';
import { INVOICE_STATUS, type InvoiceListRow } from '@domain/finance';
import { InvoiceStatusBadge } from '@resources/invoice-payments';
import { invoiceApi } from '../api';
import { InvoiceDetailsDialog } from '../details/InvoiceDetailsDialog';
import { INVOICES_VIEW, useInvoiceRights } from '../shared/useInvoiceRights';

interface Props {
  requestGuid: string;
  /** A cancelled request gets no new invoice. */
  cancelled: boolean;
}

/** The request's live invoice (not cancelled, not replaced), as the server counts it. */
const isLive = (row: InvoiceListRow) =>
  row.documentType === 'invoice' && row.status !== INVOICE_STATUS.Canceled && !row.replacedByInvoiceId;

/**
 * The Finance section of a request's page (with `Finance.Invoices.ViewList`): its invoices and
 * credit notes (`GET getbyrequestid`), each opening the invoice details; and, when it has no live
 * invoice (its draft cancelled or deleted) and is not cancelled, 'Bill this request' (`POST add`,
 * Add permission, company users) which opens the new draft.
 */
export function RequestInvoicesCard({ requestGuid, cancelled }: Props) {
  const canView = useCan(INVOICES_VIEW);
  return canView ? <InvoicesOfRequest requestGuid={requestGuid} cancelled={cancelled} /> : null;
}

function InvoicesOfRequest({ requestGuid, cancelled }: Props) {
  const translate = useTranslate();
  const f = useFormat();
  const toast = useToast();
  const rights = useInvoiceRights();
  const [open, setOpen] = useState<number | undefined>();
  const [billing, setBilling] = useState(false);
  const t = (key: string, args?: Record<string, unknown>) => translate(`invoices.ofRequest.${key}`, args);
  const query = useQuery({
    queryKey: ['request-invoices', requestGuid],
    queryFn: () => invoiceApi.ofRequest(requestGuid),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const rows = query.data ?? [];
  const canBill = rights.canEdit && !cancelled && query.isSuccess && !rows.some(isLive);
  const nameOf = (row: InvoiceListRow) => row.number ?? translate('invoices.draftName', { id: row.id });

  const bill = async () => {
    setBilling(true);
    try {
      const draft = await invoiceApi.add(requestGuid);
      toast.success('invoices.ofRequest.billed');
      await query.refetch();
      setOpen(draft.id);
    } catch (error) {
      toast.failure(error, 'invoices.ofRequest.billFailed');
    } finally {
      setBilling(false);
    }
  };

  return (
    <Card component="section" aria-label={t('title')} variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('title')}
          </Typography>
          {canBill && (
            <Button variant="outlined" size="small" disabled={billing} onClick={() => void bill()}>
              {t('bill')}
            </Button>
          )}
        </Box>
        {query.isError && <Typography color="error">{t('loadFailed')}</Typography>}
        {query.isSuccess && rows.length === 0 && <Typography color="text.secondary">{t('empty')}</Typography>}
        {rows.length > 0 && (
          <CardsOnPhone sx={{ '& tbody': { px: 0 } }}>
            <Table size="small" aria-label={t('title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('invoices.columns.number')}</TableCell>
                  <TableCell>{translate('invoices.columns.status')}</TableCell>
                  <TableCell align="right">{translate('invoices.columns.total')}</TableCell>
                  <TableCell align="right">{translate('invoices.columns.balance')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id} hover>
                    <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                      <Link
                        component="button"
                        type="button"
                        aria-label={t('open', { name: nameOf(row) })}
                        onClick={() => setOpen(row.id)}
                      >
                        {row.number ?? <Chip size="small" label={translate('invoices.draft')} />}
                      </Link>{' '}
                      <Typography component="span" variant="body2" color="text.secondary">
                        {translate(`invoices.documentType.${row.documentType}`)}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <InvoiceStatusBadge status={row.status} label={row.statusString} />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {f.amount(row.grandTotal, row.currencyInitial)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {f.amount(row.balanceDue, row.currencyInitial)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardsOnPhone>
        )}
      </CardContent>
      {open !== undefined && (
        <InvoiceDetailsDialog
          invoiceId={open}
          onClose={() => setOpen(undefined)}
          onSaved={() => void query.refetch()}
        />
      )}
    </Card>
  );
}
