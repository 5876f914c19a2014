import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** One chart in a card: its title, the chart at `height` px, or 'No data available' when it has nothing to draw. */
export function ChartCard({
  title,
  empty,
  height,
  children,
  label,
  note,
}: {
  title: string;
  empty: boolean;
  height: number;
  /**
   * What a screen reader hears for the picture (the figures are in the tooltips and the PDF); the
   * charts' own svg is presentation inside it.
   */
  label: string;
  children: ReactNode;
  /** A line under the chart (what it leaves out). */
  note?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {empty ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {translate('financeCharts.empty')}
          </Typography>
        ) : (
          <div role="img" aria-label={label} style={{ height }}>
            {children}
          </div>
        )}
        {note && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {note}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
