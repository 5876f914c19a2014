import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useFormat } from '@admin/i18n';
import { PrintFacts, type PrintFact } from '@admin/primitives/print/PrintFacts';
import { PrintSheet } from '@admin/primitives/print/PrintSheet';
import { PrintTotals, type TotalLine } from '@admin/primitives/print/PrintTotals';
import type { InvoiceDetail } from '@domain/finance/invoice-schema';
import { shownRequestReference } from '../shared/references';
import { printFigures } from './print-figures';
import { PrintRowsTable } from './PrintRowsTable';

const currencyText = (invoice: InvoiceDetail) =>
  invoice.currencyName && invoice.currencyInitial
    ? `${invoice.currencyName} (${invoice.currencyInitial})`
    : (invoice.currencyName ?? invoice.currencyInitial ?? '');

/**
 * An invoice or a credit note as it prints (§2.4 and the issue): letterhead, its number ('Draft'
 * before issue), issue and due dates; the agency billed; the request (reference with the supplier
 * initial, invoice ref, type, first check-in, passenger, PAX, currency); the rows; sub-total, tax
 * per rate, total, and for an invoice the credit notes, Total Paid and Balance due. A credit note
 * names the invoice it corrects, an invoice its credit notes; each opens in the preview (`onOpen`).
 */
export function InvoiceSheet({ invoice, onOpen }: { invoice: InvoiceDetail; onOpen: (id: number) => void }) {
  const translate = useTranslate();
  const f = useFormat();
  const t = (key: string, args?: Record<string, unknown>) => translate(`invoices.print.${key}`, args);
  const money = (value: number) => f.amount(value, invoice.currencyInitial);
  const creditNote = invoice.documentType === 'creditNote';
  const heading = t(creditNote ? 'creditNoteHeading' : 'invoiceHeading');
  const figures = printFigures(invoice);

  const identity: PrintFact[] = [
    { label: t('number'), value: invoice.number ?? t('draft') },
    ...(invoice.issueDate ? [{ label: t('issueDate'), value: f.date(invoice.issueDate) }] : []),
    ...(invoice.dueDate && !creditNote ? [{ label: t('dueDate'), value: f.date(invoice.dueDate) }] : []),
  ];
  const request: PrintFact[] = [
    { label: t('requestReference'), value: shownRequestReference(invoice) },
    ...(invoice.ref ? [{ label: t('invoiceRef'), value: invoice.ref }] : []),
    { label: t('requestType'), value: invoice.requestType },
    { label: t('firstCheckIn'), value: f.date(invoice.firstCheckInDate) },
    { label: t('passenger'), value: invoice.passengerName },
    { label: t('pax'), value: invoice.pax },
    { label: t('currency'), value: currencyText(invoice) },
  ];
  // Under the travel agents' margin scheme the document shows no VAT at all, as its PDF.
  const showsVat = invoice.vatRegime !== 'margin';
  const totals: TotalLine[] = [
    ...(showsVat
      ? [
          { label: t('subtotal'), value: money(figures.subtotal) },
          ...figures.taxes.map((tax) => ({
            label: t('tax', { rate: f.number(tax.rate), base: money(tax.base) }),
            value: money(tax.tax),
          })),
        ]
      : []),
    { label: t('total'), value: money(figures.total), strong: true },
  ];
  if (figures.settlement) {
    const { credited, paid, balance } = figures.settlement;
    if (credited !== 0) totals.push({ label: t('credited'), value: money(credited) });
    totals.push({ label: t('totalPaid'), value: money(paid) });
    totals.push({ label: t('balanceDue'), value: money(balance), strong: true });
  }
  const open = (id: number, label: string) => (
    <Link key={id} component="button" type="button" onClick={() => onOpen(id)} sx={{ verticalAlign: 'baseline' }}>
      {label}
    </Link>
  );
  const issuedNotes = (invoice.creditNotes ?? []).filter((note) => note.number !== null);

  return (
    <PrintSheet heading={heading} aside={<PrintFacts align="end" label={heading} facts={identity} />}>
      {invoice.number === null && (
        <Alert severity="warning" variant="outlined">
          {t('draftNote')}
        </Alert>
      )}
      {creditNote && invoice.correctsInvoiceId && (
        <Typography variant="body2">
          {open(invoice.correctsInvoiceId, t('corrects', { number: invoice.correctsInvoiceNumber ?? '' }))}
        </Typography>
      )}
      <Box component="section" aria-label={t('billTo')}>
        <Typography variant="overline" component="h4" color="text.secondary">
          {t('billTo')}
        </Typography>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {invoice.agencyName}
        </Typography>
        {invoice.agencyReference && (
          <Typography variant="body2">{t('agencyReference', { reference: invoice.agencyReference })}</Typography>
        )}
      </Box>
      <PrintFacts label={t('request')} facts={request} columns={4} />
      <PrintRowsTable rows={invoice.invoiceRows} currency={invoice.currencyInitial} showsVat={showsVat} />
      <PrintTotals label={t('totals')} lines={totals} />
      {!showsVat && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('marginScheme')}
        </Typography>
      )}
      {issuedNotes.length > 0 && (
        <Typography variant="body2">
          {t('creditNotes')}{' '}
          {issuedNotes.map((note, i) => (
            <span key={note.id}>
              {i > 0 && ', '}
              {open(note.id, note.number ?? String(note.id))}
            </span>
          ))}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {t('pdfAdds')}
      </Typography>
    </PrintSheet>
  );
}
