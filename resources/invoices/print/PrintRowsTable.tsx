import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useFormat } from '@admin/i18n';
import { CardsOnPhone } from '@admin/primitives';
import { RichTextView } from '@admin/schema-screens/detail/RichTextView';
import type { InvoiceRow } from '@domain/finance/invoice-schema';

const ALL_COLUMNS = ['description', 'quantity', 'rate', 'tax', 'amount'] as const;
/** Under the travel agents' margin scheme the document shows no VAT: no Tax column. */
const WITHOUT_VAT = ALL_COLUMNS.filter((c) => c !== 'tax');
const RIGHT: ReadonlySet<string> = new Set(['quantity', 'rate', 'tax', 'amount']);

/**
 * The document's rows as printed (§2.4 and the issue: Description, Quantity, Rate, Tax, Amount):
 * the service's name over its description (rich text rebuilt from an allow-list, never set as
 * HTML), amounts in the document's currency. A phone shows each row as a card.
 */
export function PrintRowsTable({
  rows,
  currency,
  showsVat = true,
}: {
  rows: readonly InvoiceRow[];
  currency: string | null | undefined;
  showsVat?: boolean;
}) {
  const columns = showsVat ? ALL_COLUMNS : WITHOUT_VAT;
  const translate = useTranslate();
  const f = useFormat();
  const t = (key: string) => translate(`invoices.print.columns.${key}`);
  return (
    <CardsOnPhone sx={{ '& tbody': { px: 0 } }}>
      <Table size="small" aria-label={translate('invoices.print.rows')}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c} align={RIGHT.has(c) ? 'right' : undefined} sx={{ whiteSpace: 'nowrap' }}>
                {t(c)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length} align="center" sx={{ color: 'text.secondary' }}>
                {translate('invoices.print.noRows')}
              </TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell component="th" scope="row" sx={{ '& p': { m: 0 } }}>
                {row.serviceName && (
                  <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 600 }}>
                    {row.serviceName}
                  </Typography>
                )}
                <RichTextView html={row.destinationDescription ?? ''} />
              </TableCell>
              <TableCell align="right">{f.number(row.quantity)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {f.amount(row.fee, currency)}
              </TableCell>
              {showsVat && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {f.percent(row.taxRate / 100)}
                </TableCell>
              )}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {f.amount(row.subtotal, currency)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </CardsOnPhone>
  );
}
