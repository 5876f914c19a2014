import { ResponsivePie } from '@nivo/pie';
import { useFormat } from '@admin/i18n';
import type { InvoiceSumPerPeriod } from '@domain/finance-charts';
import { ChartTooltip } from './ChartTooltip';
import { useNivoTheme } from './nivo-theme';

/** `2026-11` as the month of the user's language: 'Nov 2026', fr 'nov. 2026'. */
export function monthLabel(period: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${period}-01T00:00:00Z`),
  );
}

/**
 * Invoices per calendar month (§2.8's pie). A month whose credit notes reach its invoices (0 or
 * less) has no slice: the screen says so under the chart.
 */
export function PeriodPieChart({
  rows,
  currency,
  phone,
}: {
  rows: InvoiceSumPerPeriod[];
  currency: string | null;
  phone: boolean;
}) {
  const f = useFormat();
  const { theme } = useNivoTheme();
  const data = rows
    .filter((r) => r.amount > 0)
    .map((r) => ({ id: r.period, label: monthLabel(r.period, f.lang), value: r.amount }));
  return (
    <ResponsivePie
      data={data}
      theme={theme}
      colors={{ scheme: 'category10' }}
      margin={phone ? { top: 16, right: 16, bottom: 16, left: 16 } : { top: 24, right: 120, bottom: 24, left: 120 }}
      innerRadius={0.45}
      padAngle={0.7}
      cornerRadius={2}
      activeOuterRadiusOffset={6}
      enableArcLabels={false}
      enableArcLinkLabels={!phone}
      arcLinkLabel={(d) => String(d.label)}
      arcLinkLabelsTextColor={theme.text?.fill}
      arcLinkLabelsColor={{ from: 'color' }}
      tooltip={({ datum }) => (
        <ChartTooltip
          title={String(datum.label)}
          lines={[{ colour: datum.color, label: '', amount: f.amount(datum.value, currency) }]}
        />
      )}
      animate={false}
      role="presentation"
    />
  );
}

export default PeriodPieChart;
