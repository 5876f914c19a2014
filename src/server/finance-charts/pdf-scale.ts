/**
 * The value axis of a PDF chart: a range that starts at 0 (or below, for a net credit), rounded to
 * "nice" steps (1, 2 or 5 × 10ⁿ), and its tick labels in the reader's language, compact
 * (`12k`, `1,2 k`). Geometry only: the amounts a reader reads are in the tables, from decimal text.
 */
import type { Lang } from '@schema/types.js';
import { PDF_LOCALES } from '../pdf/index.js';

export interface ValueScale {
  min: number;
  max: number;
  ticks: number[];
  /** The position of `value` between `from` (min) and `to` (max), in mm. */
  at(value: number, from: number, to: number): number;
}

function niceStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

export function valueScale(values: number[], count = 5): ValueScale {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const step = niceStep(high - low || 1, count);
  const min = Math.floor(low / step) * step;
  const max = Math.max(Math.ceil(high / step) * step, min + step);
  const ticks: number[] = [];
  for (let v = min; v <= max + step / 2; v += step) ticks.push(Math.round(v / step) * step);
  return { min, max, ticks, at: (value, from, to) => from + ((value - min) / (max - min)) * (to - from) };
}

export function tickLabel(value: number, lang: Lang): string {
  return new Intl.NumberFormat(PDF_LOCALES[lang], { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** The series colours of every chart (RGB): invoices, payments, then the pie's months. */
export const CHART_COLOURS = [
  [96, 93, 255],
  [46, 160, 67],
  [53, 132, 252],
  [245, 158, 11],
  [220, 38, 38],
  [139, 92, 246],
  [20, 184, 166],
  [236, 72, 153],
  [132, 204, 22],
  [107, 114, 128],
  [234, 88, 12],
  [14, 116, 144],
] as const satisfies readonly (readonly [number, number, number])[];

export const colourAt = (i: number) => CHART_COLOURS[i % CHART_COLOURS.length]!;

/** A share of a whole, `12.5%` / `12,5 %`. */
export function percentLabel(part: number, whole: number, lang: Lang): string {
  return new Intl.NumberFormat(PDF_LOCALES[lang], { style: 'percent', maximumFractionDigits: 1 }).format(part / whole);
}
