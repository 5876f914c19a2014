import { ResponsiveLine } from '@nivo/line';
import { useTranslate } from 'react-admin';
import { useFormat } from '@admin/i18n';
import type { AgencyInvoiceVsPayment } from '@domain/finance-charts';
import { ChartTooltip } from './ChartTooltip';
import { useNivoTheme } from './nivo-theme';

const short = (name: string) => (name.length > 18 ? `${name.slice(0, 17)}…` : name);

/**
 * Invoices against payments per agency (§2.8's line chart): one line each, a point per agency
 * (by id: two agencies may share a name); hovering an agency shows both amounts in the user's language.
 */
export function AgencyLineChart({ rows, currency }: { rows: AgencyInvoiceVsPayment[]; currency: string | null }) {
  const translate = useTranslate();
  const f = useFormat();
  const { theme, invoiceColour, paymentColour } = useNivoTheme();
  const names = new Map(rows.map((r) => [String(r.agencyId), r.agencyName]));
  const invoices = translate('financeCharts.invoices');
  const payments = translate('financeCharts.payments');
  const data = [
    { id: invoices, data: rows.map((r) => ({ x: String(r.agencyId), y: r.invoiceAmount })) },
    { id: payments, data: rows.map((r) => ({ x: String(r.agencyId), y: r.paymentAmount })) },
  ];
  const colours = [invoiceColour, paymentColour];
  return (
    <ResponsiveLine
      data={data}
      theme={theme}
      colors={colours}
      margin={{ top: 36, right: 24, bottom: 72, left: 100 }}
      xScale={{ type: 'point' }}
      yScale={{ type: 'linear', min: 'auto', max: 'auto', nice: true }}
      axisBottom={{ tickRotation: rows.length > 4 ? -30 : 0, format: (id: string) => short(names.get(id) ?? id) }}
      axisLeft={{ format: (v: number) => f.number(v, 0), tickValues: 5 }}
      gridYValues={5}
      enableGridX={false}
      pointSize={8}
      enableSlices="x"
      sliceTooltip={({ slice }) => (
        <ChartTooltip
          title={names.get(String(slice.points[0]?.data.x)) ?? ''}
          lines={slice.points.map((p) => ({
            colour: p.seriesColor,
            label: String(p.seriesId),
            amount: f.amount(Number(p.data.y), currency),
          }))}
        />
      )}
      legends={[
        {
          anchor: 'top-left',
          direction: 'row',
          translateY: -30,
          itemWidth: 110,
          itemHeight: 20,
          symbolSize: 12,
          symbolShape: 'circle',
        },
      ]}
      animate={false}
      role="presentation"
    />
  );
}

export default AgencyLineChart;
