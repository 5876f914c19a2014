import { useLang } from '@admin/i18n';
import { ToneBadge } from '@admin/primitives';
import { invoiceStatusLabel, invoiceStatusTone } from '@domain/finance';

/**
 * An invoice's status as a small coloured badge (§4, the numeric reading's colours), named by
 * the server's `statusString` (the caller's language) or else the domain's label.
 * @example <InvoiceStatusBadge status={7} /> // "Paid", green
 */
export function InvoiceStatusBadge({ status, label }: { status: number; label?: string | null }) {
  const lang = useLang();
  return <ToneBadge tone={invoiceStatusTone(status)} label={label || invoiceStatusLabel(lang, status)} />;
}
