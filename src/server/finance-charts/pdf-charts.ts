/**
 * The report's charts drawn as vector graphics with jsPDF's own primitives (lines, rectangles,
 * filled polygons, text in the embedded font) at the cursor: the line chart of invoices and payments
 * per agency, the horizontal bars per payment account, the pie of invoices per month. Each takes
 * `height` mm from the cursor and moves it below; `ensureSpace` first keeps a chart on one page.
 */
import type { jsPDF } from 'jspdf';
import { COLOURS, CONTENT_WIDTH, ensureSpace, FONT_FAMILY, FONT_SIZE, PAGE, type PdfDocument } from '../pdf/index.js';
import { colourAt, percentLabel, tickLabel, valueScale } from './pdf-scale.js';

export interface Series {
  name: string;
  values: number[];
}

const LABEL = 6.5;

type Rgb = readonly [number, number, number];
/** A colour as jsPDF's three-number overload takes it. */
const rgb = ([r, g, b]: Rgb): [number, number, number] => [r, g, b];

function small(pdf: jsPDF, colour: Rgb = COLOURS.muted, size = LABEL) {
  pdf.setFont(FONT_FAMILY, 'normal');
  pdf.setFontSize(size);
  pdf.setTextColor(...rgb(colour));
}

/** A label cut to `width` mm with an ellipsis. */
function fit(pdf: jsPDF, text: string, width: number): string {
  if (pdf.getTextWidth(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && pdf.getTextWidth(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

function legend(pdf: jsPDF, names: string[], x: number, y: number): void {
  small(pdf, COLOURS.text, FONT_SIZE.small);
  let at = x;
  names.forEach((name, i) => {
    pdf.setFillColor(...rgb(colourAt(i)));
    pdf.rect(at, y - 2, 3, 3, 'F');
    pdf.text(name, at + 4.5, y + 0.6);
    at += 10 + pdf.getTextWidth(name);
  });
}

/** Value grid lines and their labels between `top` and `bottom`, plot from `left` to `right`. */
function valueGrid(doc: PdfDocument, scale: ReturnType<typeof valueScale>, box: Box, vertical: boolean): void {
  const { pdf } = doc;
  small(pdf);
  pdf.setLineWidth(0.1);
  for (const tick of scale.ticks) {
    pdf.setDrawColor(...rgb(tick === 0 ? COLOURS.muted : COLOURS.rule));
    if (vertical) {
      const y = scale.at(tick, box.bottom, box.top);
      pdf.line(box.left, y, box.right, y);
      pdf.text(tickLabel(tick, doc.lang), box.left - 1.5, y + 1, { align: 'right' });
    } else {
      const x = scale.at(tick, box.left, box.right);
      pdf.line(x, box.top, x, box.bottom);
      pdf.text(tickLabel(tick, doc.lang), x, box.bottom + 3.5, { align: 'center' });
    }
  }
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** One line per series over the categories (agencies), a dot on each point, the legend above. */
export const LINE_CHART_HEIGHT = 80;
export const PIE_CHART_HEIGHT = 70;

export function drawLineChart(
  doc: PdfDocument,
  categories: string[],
  series: Series[],
  height = LINE_CHART_HEIGHT,
): void {
  ensureSpace(doc, height);
  const { pdf } = doc;
  const box = {
    left: PAGE.margin + 14,
    right: PAGE.margin + CONTENT_WIDTH - 4,
    top: doc.y + 7,
    bottom: doc.y + height - 22,
  };
  legend(
    pdf,
    series.map((s) => s.name),
    PAGE.margin,
    doc.y + 2,
  );
  const scale = valueScale(series.flatMap((s) => s.values));
  valueGrid(doc, scale, box, true);
  const step = categories.length > 1 ? (box.right - box.left) / (categories.length - 1) : 0;
  const xOf = (i: number) => (categories.length > 1 ? box.left + i * step : (box.left + box.right) / 2);
  series.forEach((s, n) => {
    pdf.setDrawColor(...rgb(colourAt(n)));
    pdf.setFillColor(...rgb(colourAt(n)));
    pdf.setLineWidth(0.6);
    const points = s.values.map((v, i) => [xOf(i), scale.at(v, box.bottom, box.top)] as const);
    points.slice(1).forEach(([x, y], i) => pdf.line(points[i]![0], points[i]![1], x, y));
    points.forEach(([x, y]) => pdf.circle(x, y, 0.9, 'F'));
  });
  small(pdf, COLOURS.text);
  const room = Math.min(40, Math.max(step, 12));
  categories.forEach((name, i) => {
    pdf.text(fit(pdf, name, room), xOf(i), box.bottom + 3, {
      angle: categories.length > 6 ? -35 : 0,
      align: categories.length > 6 ? 'left' : 'center',
    });
  });
  doc.y += height;
}

/** One horizontal bar per category, its value axis below. */
const BAR = 6;
/** The height of the bar chart of `count` bars, mm (to keep its heading with it). */
export const barChartHeight = (count: number) => count * (BAR + 2) + 12;

export function drawBarChart(doc: PdfDocument, categories: string[], values: number[]): void {
  const bar = BAR;
  const height = barChartHeight(categories.length);
  ensureSpace(doc, height);
  const { pdf } = doc;
  const box = {
    left: PAGE.margin + 48,
    right: PAGE.margin + CONTENT_WIDTH - 4,
    top: doc.y + 2,
    bottom: doc.y + height - 8,
  };
  const scale = valueScale(values);
  valueGrid(doc, scale, box, false);
  const zero = scale.at(0, box.left, box.right);
  categories.forEach((name, i) => {
    const y = box.top + 1 + i * (bar + 2);
    const end = scale.at(values[i]!, box.left, box.right);
    pdf.setFillColor(...rgb(colourAt(2)));
    pdf.rect(Math.min(zero, end), y, Math.abs(end - zero), bar, 'F');
    small(pdf, COLOURS.text, FONT_SIZE.small);
    pdf.text(fit(pdf, name, 44), box.left - 2, y + bar / 2 + 1, { align: 'right' });
  });
  doc.y += height;
}

/** A pie of the positive values (a month of net credit has no slice: the table shows it), legend at its right. */
export function drawPieChart(doc: PdfDocument, labels: string[], values: number[], height = PIE_CHART_HEIGHT): void {
  ensureSpace(doc, height);
  const { pdf } = doc;
  const slices = values
    .map((value, i) => ({ value, label: labels[i]!, colour: colourAt(i) }))
    .filter((s) => s.value > 0);
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const radius = height / 2 - 4;
  const cx = PAGE.margin + radius + 4;
  const cy = doc.y + height / 2;
  let angle = -Math.PI / 2;
  for (const slice of slices) {
    const sweep = (slice.value / total) * 2 * Math.PI;
    const steps = Math.max(2, Math.ceil(sweep / (Math.PI / 90)));
    // A wedge as a closed polygon: the centre, then the arc in 2° steps (segments relative to the previous point).
    const points: [number, number][] = [[cx, cy]];
    for (let k = 0; k <= steps; k++) {
      const a = angle + (sweep * k) / steps;
      points.push([cx + radius * Math.cos(a), cy + radius * Math.sin(a)]);
    }
    const segments = points.slice(1).map(([x, y], k) => [x - points[k]![0], y - points[k]![1]]);
    pdf.setFillColor(...rgb(slice.colour));
    pdf.setDrawColor(255, 255, 255);
    pdf.setLineWidth(0.3);
    pdf.lines(segments, cx, cy, [1, 1], 'FD', true);
    angle += sweep;
  }
  small(pdf, COLOURS.text, FONT_SIZE.small);
  slices.forEach((slice, i) => {
    const y = doc.y + 4 + i * 5;
    if (y > doc.y + height) return;
    pdf.setFillColor(...rgb(slice.colour));
    pdf.rect(cx + radius + 10, y - 2.4, 3, 3, 'F');
    pdf.text(`${slice.label}  ${percentLabel(slice.value, total, doc.lang)}`, cx + radius + 15, y);
  });
  doc.y += height;
}
