import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PrintFact {
  label: string;
  value: ReactNode;
}

const shown = (value: ReactNode) => (value === null || value === undefined || value === '' ? '—' : value);

/**
 * Labelled figures of a print preview as a description list: a grid of `columns` on a wide
 * screen, two on a phone; an empty value reads '—'. `align="end"` lines them up to the right
 * (a document's number and dates under its title).
 */
export function PrintFacts({
  facts,
  label,
  columns = 3,
  align = 'start',
}: {
  facts: readonly PrintFact[];
  label?: string;
  columns?: number;
  align?: 'start' | 'end';
}) {
  if (align === 'end')
    return (
      <Box component="dl" aria-label={label} sx={{ m: 0, display: 'grid', gap: 0.25 }}>
        {facts.map((fact) => (
          <Box key={fact.label} sx={{ display: 'flex', gap: 1, justifyContent: { xs: 'flex-start', sm: 'flex-end' } }}>
            <Typography variant="body2" component="dt" color="text.secondary">
              {fact.label}
            </Typography>
            <Typography variant="body2" component="dd" sx={{ m: 0, fontWeight: 600, whiteSpace: 'nowrap' }}>
              {shown(fact.value)}
            </Typography>
          </Box>
        ))}
      </Box>
    );
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: `repeat(${columns}, minmax(0, 1fr))` },
        columnGap: 3,
        rowGap: 1.5,
      }}
    >
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="dt">
            {fact.label}
          </Typography>
          <Typography variant="body2" component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {shown(fact.value)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
