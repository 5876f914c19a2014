import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A chart's tooltip: a title and lines of a colour swatch, a label and an amount (the e2e test reads its text). */
export function ChartTooltip({
  title,
  lines,
}: {
  title: ReactNode;
  lines: { colour: string; label: string; amount: string }[];
}) {
  return (
    <Box role="tooltip" data-testid="chart-tooltip" sx={{ px: 1.5, py: 1, minWidth: 160 }}>
      <Box sx={{ fontWeight: 600, mb: 0.5 }}>{title}</Box>
      {lines.map((line) => (
        <Box key={line.label} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: line.colour, flex: 'none' }} />
          <Box sx={{ flex: 1 }}>{line.label}</Box>
          <Box component="strong" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {line.amount}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
