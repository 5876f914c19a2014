import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface TotalLine {
  label: string;
  /** The amount as shown (formatted in the user's language and the document's currency). */
  value: string;
  /** A total: bold, a rule above it. */
  strong?: boolean;
}

/** A document's closing figures, right-aligned under its table (full width on a phone). */
export function PrintTotals({ lines, label }: { lines: readonly TotalLine[]; label: string }) {
  return (
    <Box component="dl" aria-label={label} sx={{ m: 0, ml: 'auto', width: { xs: '100%', sm: 360 } }}>
      {lines.map((line) => (
        <Box
          key={line.label}
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 2,
            py: 0.25,
            ...(line.strong && { borderTop: 1, borderColor: 'divider', mt: 0.5, pt: 0.75 }),
          }}
        >
          <Typography variant="body2" component="dt" sx={{ fontWeight: line.strong ? 700 : undefined }}>
            {line.label}
          </Typography>
          <Typography
            variant="body2"
            component="dd"
            sx={{ m: 0, fontWeight: line.strong ? 700 : undefined, whiteSpace: 'nowrap' }}
          >
            {line.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
