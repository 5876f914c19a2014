/**
 * nivo's theme from the MUI theme, so the charts read in light and dark mode alike: texts in the
 * palette's text colours, grid and axes in its divider colour, tooltips on the paper colour; and
 * the series colours (the primary colour for invoices, success for payments).
 */
import { useTheme } from '@mui/material/styles';
import type { LineSeries, LineSvgProps } from '@nivo/line';

export type NivoTheme = NonNullable<LineSvgProps<LineSeries>['theme']>;

export function useNivoTheme(): {
  theme: NivoTheme;
  invoiceColour: string;
  paymentColour: string;
  accountColour: string;
} {
  const mui = useTheme();
  const { text, divider, background, primary, success, info } = mui.palette;
  return {
    theme: {
      text: { fill: text.primary, fontFamily: String(mui.typography.fontFamily), fontSize: 12 },
      axis: {
        domain: { line: { stroke: divider, strokeWidth: 1 } },
        ticks: { line: { stroke: divider }, text: { fill: text.secondary } },
        legend: { text: { fill: text.primary } },
      },
      grid: { line: { stroke: divider, strokeWidth: 1 } },
      legends: { text: { fill: text.primary } },
      crosshair: { line: { stroke: text.secondary } },
      tooltip: {
        container: {
          background: background.paper,
          color: text.primary,
          fontSize: 13,
          borderRadius: 4,
          boxShadow: mui.shadows[4],
        },
      },
    },
    invoiceColour: primary.main,
    paymentColour: success.main,
    accountColour: info.main,
  };
}
