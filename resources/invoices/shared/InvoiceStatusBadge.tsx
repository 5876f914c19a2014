import Chip from '@mui/material/Chip';
import { invoiceStatusTone } from '@domain/finance/invoice-statuses';

/**
 * An invoice status as a small coloured badge: the server's label (`statusString`, in the
 * caller's language) in the numeric reading's colour (§4: waiting for someone else info,
 * stopped error, Paid success, the rest warning).
 * @example <InvoiceStatusBadge status={1} label="Waiting For Payment" /> // blue
 */
export function InvoiceStatusBadge({ status, label }: { status: number; label: string }) {
  return <Chip size="small" variant="outlined" color={invoiceStatusTone(status)} label={label} />;
}
