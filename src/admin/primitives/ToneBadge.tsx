import Chip from '@mui/material/Chip';
import { darken, lighten } from '@mui/material/styles';
import type { BadgeTone } from '@domain/reservations/statuses';

/**
 * A status as a small outlined badge in its tone (request, invoice and payment statuses). The
 * text is a shade of the tone that reads at 4.5:1 on the paper in both modes: MUI's outlined
 * info and warning texts do not (3.85 and 3.0 on white).
 * @example <ToneBadge tone="success" label="Paid" />
 */
export function ToneBadge({ tone, label }: { tone: BadgeTone; label: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={tone}
      label={label}
      sx={(theme) => {
        const main = tone === 'default' ? theme.palette.text.primary : theme.palette[tone].main;
        return { color: theme.palette.mode === 'dark' ? lighten(main, 0.4) : darken(main, 0.4) };
      }}
    />
  );
}
