/**
 * Factur-X of a 50-row invoice, the server's work in process (no database): the invoice PDF drawn
 * by jsPDF (`buildInvoicePdf`), then made PDF/A-3b with its CII XML (`facturxPdf`), p50 / p99 of
 * BENCH_FACTURX_RUNS (default 200) after a warm-up, with the CPU time per document; target: p99 of
 * the whole (draw + Factur-X) ≤ 500 ms. The XML is `ciiXml` of the same invoice (the fixture's
 * mapping to EInvoice); then its validation time (tests/support/einvoice-validate.ts): the XSD and
 * each Schematron, the first call (which loads the compiled stylesheet) and the p50 of 5.
 * Runs inside `npm run bench` (scenario `facturx`), or alone: `npx tsx tests/bench/facturx.ts`.
 */
import { pathToFileURL } from 'node:url';
import { facturxPdf } from '@server/e-invoicing/pdfa3/index.js';
import { ciiXml } from '@domain/e-invoicing/index.js';
import { RULESETS, runSchematron, validateXsd } from '../support/einvoice-validate.js';
import { readPdfStructure } from '../support/pdf-structure.js';
import { einvoiceOf, invoicePdf, invoicePdfData } from '../unit/e-invoicing-pdf/invoice-fixture.js';

export const FACTURX_BENCH_TITLE =
  'Factur-X of a 50-row invoice (in process: jsPDF drawing, then PDF/A-3b with its XML)';
const ROWS = 50;
const runs = Number(process.env.BENCH_FACTURX_RUNS ?? 200);
type Figures = Record<string, string>;

const ms = (n: number) => `${n.toFixed(1)} ms`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const spread = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `${ms(percentile(sorted, 50))} / ${ms(percentile(sorted, 99))}`;
};

/** The validation of the XML (part B's validator): the XSD, then each Schematron; first call, then p50 of 5. */
async function validation(figures: Figures, xml: string): Promise<void> {
  const timed = async <T>(label: string, run: () => Promise<T>, count: (result: T) => string) => {
    const t0 = performance.now();
    const first = await run();
    const cold = performance.now() - t0;
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      await run();
      times.push(performance.now() - t);
    }
    figures[`validation: ${label}, first call / p50 of 5`] = `${ms(cold)} / ${ms(
      percentile(
        times.sort((a, b) => a - b),
        50,
      ),
    )} (${count(first)})`;
  };
  await timed(
    'XSD (xmllint-wasm)',
    () => validateXsd(xml),
    (errors) => `${errors.length} errors`,
  );
  for (const ruleset of RULESETS)
    await timed(
      `Schematron ${ruleset} (SaxonJS)`,
      () => runSchematron(ruleset, xml),
      (r) => `${r.fatal.length} fatal, ${r.warnings.length} warnings`,
    );
}

export async function benchFacturx(): Promise<Figures> {
  const figures: Figures = {};
  const data = invoicePdfData(ROWS);
  const t0 = performance.now();
  const xml = ciiXml(einvoiceOf(data));
  figures['the CII XML (ciiXml), first call'] =
    `${ms(performance.now() - t0)}, ${(Buffer.byteLength(xml) / 1024).toFixed(1)} KiB`;
  const meta = {
    number: data.head.number!,
    issueDate: data.head.issueDate!,
    title: `Facture ${data.head.number}`,
    author: 'Azur Voyages SAS',
    lang: 'fr' as const,
    documentType: 'invoice' as const,
  };

  const warmPdf = await invoicePdf(ROWS); // loads the font files
  const warm = await facturxPdf(warmPdf, xml, meta);
  const draw: number[] = [];
  const convert: number[] = [];
  const total: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const pdf = await invoicePdf(ROWS);
    const t1 = performance.now();
    await facturxPdf(pdf, xml, meta);
    const t2 = performance.now();
    draw.push(t1 - t0);
    convert.push(t2 - t1);
    total.push(t2 - t0);
  }
  const { user, system } = process.cpuUsage(cpu);
  const s = await readPdfStructure(warm);
  figures[`draw + Factur-X p50 / p99 (${runs} runs; target p99 ≤ 500 ms)`] = spread(total);
  figures['of which the jsPDF drawing p50 / p99'] = spread(draw);
  figures['of which facturxPdf (PDF/A-3b, XML embedded) p50 / p99'] = spread(convert);
  figures['CPU time per document (draw + Factur-X)'] = ms((user + system) / 1000 / runs);
  figures['size: invoice PDF → Factur-X'] =
    `${(warmPdf.length / 1024).toFixed(0)} KiB → ${(warm.length / 1024).toFixed(0)} KiB, ${s.pages} pages`;
  await validation(figures, xml);
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchFacturx()
    .then((figures) => {
      console.log(FACTURX_BENCH_TITLE);
      for (const [name, value] of Object.entries(figures)) console.log(`  ${name.padEnd(72)} ${value}`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
