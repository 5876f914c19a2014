/**
 * The statement PDF's columns hold their figures: on the ledger of fixture.ts with nine-digit
 * invoices (and a ten-digit total), every amount, reference and invoice number is read whole on
 * one line, in English and in French (`123 456 789,00 €`), never broken over two lines of its cell.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@server/pdf/index.js';
import { pdfLines } from '@tests/support/pdf-text.js';
import { ADMIN, startTestApp, type TestApp } from '../helpers.js';
import { repostDocument } from '@server/ledger/index.js';
import { buildLedger, type Ledger } from './fixture.js';

let t: TestApp;
let admin: string;
let ledger: Ledger;
let currency: string;

/** What the ledger's invoices amount to once I2 and I6 are nine-digit invoices (no period: every row). */
const FIGURES = {
  rows: ['123456789.00', '250.00', '123456539.00', '987654321.99', '1000.00', '100.00', '900.00', '300.00'],
  totals: ['1111112660.99', '650.00', '1111112010.99'],
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(ADMIN);
  ledger = await buildLedger(t.db);
  // Totals set afterwards: the receivables ledger's entry reposted with them (it is append-only).
  const setTotal = async (id: number, total: string) => {
    await t.db.query('UPDATE invoices SET subtotal = $2, grand_total = $2 WHERE id = $1', [id, total]);
    await repostDocument(t.db, id, null);
  };
  await setTotal(ledger.invoices.I2, '123456789.00');
  await setTotal(ledger.invoices.I6, '987654321.99');
  [{ currency }] = await t.db.query<{ currency: string }>(
    'SELECT initial AS currency FROM currency ORDER BY id LIMIT 1',
  );
});
afterAll(() => t?.close());

const statementPdf = async (lang: 'en' | 'fr') => {
  const res = await t.call(admin, {
    method: 'POST',
    url: '/api/finance/report/statement/pdf',
    payload: { agencyId: ledger.agencyId },
    headers: { 'accept-language': lang },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (await pdfLines(res.rawPayload)).flat();
};

describe('the statement PDF with nine-digit amounts', () => {
  for (const lang of ['en', 'fr'] as const) {
    it(`prints every amount and reference whole on one line (${lang})`, async () => {
      const lines = await statementPdf(lang);
      const whole = (text: string) => lines.some((line) => line.includes(text));
      const amounts = [...FIGURES.rows, ...FIGURES.totals].map((value) =>
        formatMoney(value, currency, lang).replace(/\s+/g, ' '),
      );
      expect(amounts).toContain(lang === 'fr' ? '123 456 789,00 €' : '€123,456,789.00');
      for (const amount of amounts) expect(whole(amount), `${amount} on one line`).toBe(true);
      const [{ numbers }] = await t.db.query<{ numbers: string[] }>(
        "SELECT array_agg(number) AS numbers FROM invoices WHERE agency_id = $1 AND number IS NOT NULL AND document_type = 'invoice'",
        [ledger.agencyId],
      );
      for (const reference of [...Object.values(ledger.refs).filter((ref) => ref !== ledger.refs.D1), ...numbers])
        expect(whole(reference), `${reference} on one line`).toBe(true);
    });
  }
});
