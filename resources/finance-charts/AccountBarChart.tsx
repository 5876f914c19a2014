import { ResponsiveBar } from '@nivo/bar';
import { useFormat } from '@admin/i18n';
import type { AmountPerPaymentAccount } from '@domain/finance-charts';
import { ChartTooltip } from './ChartTooltip';
import { useNivoTheme } from './nivo-theme';

const short = (name: string, room: number) => (name.length > room ? `${name.slice(0, room - 1)}…` : name);

/** Payments per payment account (§2.8's horizontal bar chart), the largest at the top. */
export function AccountBarChart({
  rows,
  currency,
  phone,
}: {
  rows: AmountPerPaymentAccount[];
  currency: string | null;
  phone: boolean;
}) {
  const f = useFormat();
  const { theme, accountColour } = useNivoTheme();
  // nivo draws a horizontal bar chart's first row at the bottom: reversed, the largest is on top.
  const data = [...rows].reverse().map((r) => ({ id: String(r.paymentAccountId), amount: r.amount }));
  const names = new Map(rows.map((r) => [String(r.paymentAccountId), r.paymentAccountName]));
  return (
    <ResponsiveBar
      data={data}
      keys={['amount']}
      indexBy="id"
      layout="horizontal"
      theme={theme}
      colors={[accountColour]}
      margin={{ top: 8, right: 24, bottom: 40, left: phone ? 110 : 170 }}
      padding={0.3}
      valueScale={{ type: 'linear', nice: true }}
      axisLeft={{ format: (id: string) => short(names.get(id) ?? id, phone ? 14 : 24) }}
      axisBottom={{ format: (v: number) => f.number(v, 0), tickValues: phone ? 3 : 5 }}
      gridXValues={phone ? 3 : 5}
      enableGridY={false}
      enableLabel={false}
      tooltip={({ indexValue, value, color }) => (
        <ChartTooltip
          title={names.get(String(indexValue)) ?? ''}
          lines={[{ colour: color, label: '', amount: f.amount(value, currency) }]}
        />
      )}
      animate={false}
      role="presentation"
    />
  );
}

export default AccountBarChart;
