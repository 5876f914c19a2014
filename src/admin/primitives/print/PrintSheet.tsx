import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BrandLogo, useBranding } from '@admin/branding';

/** A4's width at 96 px an inch: the preview is no wider than the page it stands for. */
const A4_WIDTH_PX = 794;

/**
 * The paper of a print preview (an invoice, a credit note, a receipt): the tenant's letterhead
 * (its logo at most 60 px high, spec §9, and its company name) beside the document's title and
 * its identifying figures (`aside`: number, dates), then the body. Stacks on a phone.
 */
export function PrintSheet({ heading, aside, children }: { heading: string; aside: ReactNode; children: ReactNode }) {
  const branding = useBranding();
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={heading}
      sx={{ maxWidth: A4_WIDTH_PX, mx: 'auto', p: { xs: 2, sm: 4 }, display: 'grid', gap: 3 }}
    >
      <Box
        component="header"
        sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}
      >
        <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
          <BrandLogo height={60} decorative={Boolean(branding.companyTitle)} />
          {branding.companyTitle && (
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
              {branding.companyTitle}
            </Typography>
          )}
        </Box>
        <Box sx={{ textAlign: { xs: 'left', sm: 'right' }, ml: { sm: 'auto' } }}>
          <Typography variant="h5" component="h3" sx={{ fontWeight: 700, textTransform: 'uppercase', mb: 0.5 }}>
            {heading}
          </Typography>
          {aside}
        </Box>
      </Box>
      {children}
    </Paper>
  );
}
