/**
 * The statement tests' ledger, written straight in SQL so every figure is known: a new agency
 * ('Agence Éole Şişli') with issued invoices before, inside and after a period, a credit note, a
 * draft, and payments before, inside and after it. Period 2026-02-01..2026-05-31:
 *
 * | invoice | issued | due | total | credit | payments (date) | in the period |
 * |---|---|---|---|---|---|---|
 * | I1 | 01-10 | 02-09 | 1000 | | 100 (01-20) | no (before) |
 * | I2 | 02-15 | 03-17 | 500 | | 200 (02-20), 50 (06-10) | yes: Partially Paid |
 * | I3 | 03-05 | 04-04 | 300 | | 300 (03-10) | yes: Complete |
 * | I4 | 04-01 | 05-01 | 800 | −800 (04-10) | | yes: Pending, balance 0 |
 * | I6 | 05-20 | 06-19 | 400 | | | yes: Pending |
 * | I5 | 06-01 | 07-01 | 250 | | | no (after) |
 * | D1 | draft | | 999 | | | never |
 */
import { randomUUID } from 'node:crypto';
import { postDocument, postPayment, settleWithCreditNote, settleWithPayment } from '@server/ledger/index.js';
import type { Db } from '@server/db/types.js';

export const PERIOD = { fromDate: '2026-02-01', toDate: '2026-05-31' };

export interface Ledger {
  agencyId: number;
  invoices: Record<'I1' | 'I2' | 'I3' | 'I4' | 'I5' | 'I6' | 'D1', number>;
  refs: Record<'I1' | 'I2' | 'I3' | 'I4' | 'I5' | 'I6' | 'D1', string>;
}

let sequence = 0;

export async function buildLedger(db: Db, title = 'Agence Éole Şişli', email = 'eole@example.com'): Promise<Ledger> {
  const [agency] = await db.query<{ id: number }>(
    'INSERT INTO agency (title, code, email, address) VALUES ($1, $2, $3, $4) RETURNING id',
    [title, `EOL${Date.now() % 100000}${sequence}`, email, '3 rue du Mistral, Marseille'],
  );
  const [{ currencyId }] = await db.query<{ currencyId: number }>(
    'SELECT id AS "currencyId" FROM currency ORDER BY id LIMIT 1',
  );
  const [{ cityId }] = await db.query<{ cityId: number }>('SELECT id AS "cityId" FROM city ORDER BY id LIMIT 1');
  const [{ accountId }] = await db.query<{ accountId: number }>(
    'SELECT id AS "accountId" FROM payment_account ORDER BY id LIMIT 1',
  );
  const [{ typeId }] = await db.query<{ typeId: number }>(
    'SELECT id AS "typeId" FROM infra_type WHERE type_group_id = 12 ORDER BY id LIMIT 1',
  );

  const request = async (checkIn: string) => {
    sequence += 1;
    const n = 800000 + Math.floor(Math.random() * 100000) * 10 + sequence;
    const [row] = await db.query<{ id: number; ref: string }>(
      `INSERT INTO reservation_requests (request_guid, request_type, reference_sequence, request_reference, agency_id,
                                         first_check_in, search_text)
       VALUES ($1, 1, $2, $3::text, $4, $5, search_fold('ORS-' || $3::text)) RETURNING id, supplier_initial || '-' || request_reference AS ref`,
      [randomUUID(), n, `FIT-${n}`, agency.id, checkIn],
    );
    await db.query(
      `INSERT INTO reservation_destinations (request_id, position, city_id, check_in_date, check_out_date)
       VALUES ($1, 0, $2, $3::date, $3::date + 3)`,
      [row.id, cityId, checkIn],
    );
    return row;
  };
  const invoice = async (
    requestId: number,
    values: { type?: string; corrects?: number; issued?: string; due?: string; total: string; year?: number },
  ) => {
    sequence += 1;
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO invoices (document_type, request_id, agency_id, corrects_invoice_id, status, currency_id, number,
                             number_year, number_sequence, issue_date, due_date, subtotal, grand_total)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) RETURNING id`,
      [
        values.type ?? 'invoice',
        requestId,
        agency.id,
        values.corrects ?? null,
        values.issued ? 1 : 0,
        currencyId,
        values.issued ? `T-2099-${sequence}-${agency.id}` : null,
        values.issued ? 2099 : null,
        values.issued ? agency.id * 1000 + sequence : null,
        values.issued ?? null,
        values.due ?? null,
        values.total,
      ],
    );
    // Written in the receivables ledger as the product writes it: the entry, and a credit note settling its invoice.
    await postDocument(db, row.id, null);
    if (values.type === 'creditNote') await settleWithCreditNote(db, row.id, null);
    return row.id;
  };
  const pay = async (invoiceId: number, amount: string, date: string) => {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO invoice_payments (invoice_id, amount, payment_date, payment_account_id, payment_type_id)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [invoiceId, amount, date, accountId, typeId],
    );
    await postPayment(db, row.id, null);
    await settleWithPayment(db, row.id, invoiceId, [{ invoiceId, amount }], null);
  };

  const r = {
    I1: await request('2026-03-01'),
    I2: await request('2026-04-01'),
    I3: await request('2026-04-15'),
    I4: await request('2026-05-01'),
    I5: await request('2026-08-01'),
    I6: await request('2026-07-01'),
    D1: await request('2026-09-01'),
  };
  const invoices = {
    I1: await invoice(r.I1.id, { issued: '2026-01-10', due: '2026-02-09', total: '1000.00' }),
    I2: await invoice(r.I2.id, { issued: '2026-02-15', due: '2026-03-17', total: '500.00' }),
    I3: await invoice(r.I3.id, { issued: '2026-03-05', due: '2026-04-04', total: '300.00' }),
    I4: await invoice(r.I4.id, { issued: '2026-04-01', due: '2026-05-01', total: '800.00' }),
    I5: await invoice(r.I5.id, { issued: '2026-06-01', due: '2026-07-01', total: '250.00' }),
    I6: await invoice(r.I6.id, { issued: '2026-05-20', due: '2026-06-19', total: '400.00' }),
    D1: await invoice(r.D1.id, { total: '999.00' }),
  };
  await invoice(r.I4.id, { type: 'creditNote', corrects: invoices.I4, issued: '2026-04-10', total: '-800.00' });
  await db.query(
    `INSERT INTO invoice_rows (invoice_id, position, description, quantity, fee) VALUES ($1, 0, 'Transfert gare Saint-Lazare', 1, 400)`,
    [invoices.I6],
  );
  await pay(invoices.I1, '100.00', '2026-01-20');
  await pay(invoices.I2, '200.00', '2026-02-20');
  await pay(invoices.I2, '50.00', '2026-06-10');
  await pay(invoices.I3, '300.00', '2026-03-10');
  const refs = Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v.ref])) as Ledger['refs'];
  return { agencyId: agency.id, invoices, refs };
}
