import Chip from '@mui/material/Chip';
import { darken, lighten } from '@mui/material/styles';
import { useLang } from '@admin/i18n';
import { invoiceStatusLabel, invoiceStatusTone } from '@domain/finance';

/**
 * An invoice's status as a small coloured badge (§4, the numeric reading's colours), named by
 * the server's `statusString` (the caller's language) or else the domain's label. The text is a
 * shade of the tone that reads at 4.5:1 (MUI's outlined info and warning text does not: 3.85
 * and 3.0 on white).
 * @example <InvoiceStatusBadge status={7} /> // "Paid", green
 */
export function InvoiceStatusBadge({ status, label }: { status: number; label?: string | null }) {
  const lang = useLang();
  const tone = invoiceStatusTone(status);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={tone}
      label={label || invoiceStatusLabel(lang, status)}
      sx={(theme) => {
        const main = tone === 'default' ? theme.palette.text.primary : theme.palette[tone].main;
        return { color: theme.palette.mode === 'dark' ? lighten(main, 0.4) : darken(main, 0.4) };
      }}
    />
  );
}
