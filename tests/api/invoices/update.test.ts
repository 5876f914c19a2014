/**
 * `PUT update` on a draft: manual rows added, changed and removed; system rows and read-only keys
 * in the body ignored; totals recomputed whatever the body says; two tax rates taxed per rate.
 * On an issued invoice: rows and currency locked (409 en/fr, nothing changed), status and note
 * still change; no delete. A stale version is a 409. Every write has its audit entry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  getInvoice,
  invoiceOf,
  issue,
  serviceId,
  setUp,
  submit,
  SYSTEM_TOTAL,
  update,
  type Ctx,
  type Json,
} from './fixture.js';

let c: Ctx;
let service: number;
beforeAll(async () => {
  c = await setUp();
  service = await serviceId(c);
});
afterAll(() => c?.t.close());

const draft = async () => invoiceOf(c, (await submit(c)).requestGuid);
const manual = (extra: Json = {}) => ({ isManualRow: true, serviceId: service, quantity: 3, fee: 19.99, ...extra });
const audits = async (id: number) =>
  (
    await c.t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_entries WHERE entity = 'invoice' AND entity_id = $1",
      [String(id)],
    )
  )[0]!.n;

describe('updating a draft', () => {
  it('adds, changes and removes manual rows; ignores system rows and read-only keys; recomputes totals', async () => {
    const invoice = await draft();
    const tampered = invoice.invoiceRows.map((r: Json) => ({ ...r, fee: 1, quantity: 1 }));
    const res = await update(c, invoice, {
      invoiceRows: [
        ...tampered,
        manual({ id: -1, destinationDescription: '<b>Late</b> check-out<script>x</script>' }),
        manual({ id: -2, fee: 10, quantity: 1, taxRate: 20 }),
      ],
      grandTotal: 1,
      systemTotal: 2,
      number: 'INV-FAKE',
      note: 'Deposit asked',
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved.invoiceRows.filter((r: Json) => !r.isManualRow).map((r: Json) => r.fee)).toEqual(
      invoice.invoiceRows.map((r: Json) => r.fee),
    );
    const rows = saved.invoiceRows.filter((r: Json) => r.isManualRow);
    expect(rows.map((r: Json) => [r.quantity, r.fee, r.taxRate, r.subtotal])).toEqual([
      [3, 19.99, 0, 59.97],
      [1, 10, 20, 10],
    ]);
    expect(rows[0].destinationDescription).toBe('<b>Late</b> check-out');
    // Taxes per rate: 0 % on 905.08 + 59.97, 20 % on 10 → 2.
    expect(saved.taxes).toEqual([
      { rate: 0, base: 965.05, tax: 0 },
      { rate: 20, base: 10, tax: 2 },
    ]);
    expect(saved).toMatchObject({
      systemTotal: SYSTEM_TOTAL,
      subtotal: 975.05,
      taxTotal: 2,
      grandTotal: 977.05,
      number: null,
      note: 'Deposit asked',
    });
    expect(saved.version).toBe(invoice.version + 1);

    const changed = await update(c, saved, {
      invoiceRows: [{ ...rows[0], quantity: 2 }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = changed.json();
    expect(after.invoiceRows.filter((r: Json) => r.isManualRow).map((r: Json) => [r.id, r.subtotal])).toEqual([
      [rows[0].id, 39.98],
    ]);
    expect(after.grandTotal).toBe(945.06);
    expect(await audits(invoice.id)).toBe(3); // created, two updates
  });

  it('rounds a subtotal half up and taxes per rate once on the sum, never per line', async () => {
    await c.t.db.query('UPDATE saas_tenancy_settings SET default_tax_rate = 5.5');
    try {
      const invoice = await draft();
      // Three rows at 0.05 × 1 at 5.5 %: per line 0.00 each; on the sum (0.15) 0.01.
      const res = await update(c, invoice, {
        invoiceRows: [
          manual({ fee: 0.05, quantity: 1 }),
          manual({ fee: 0.05, quantity: 1 }),
          manual({ fee: 0.05, quantity: 1 }),
          manual({ fee: 0.125, quantity: 1 }),
        ],
      });
      expect(res.statusCode).toBe(400); // 0.125 is not a cent amount
      expect(Object.keys(res.json().errors)).toEqual(['invoiceRows[3].fee']);
      const ok = await update(c, invoice, {
        invoiceRows: [
          manual({ fee: 0.05, quantity: 1 }),
          manual({ fee: 0.05, quantity: 1 }),
          manual({ fee: 0.05, quantity: 1 }),
          manual({ fee: 0.25, quantity: 0.5, taxRate: 0 }),
        ],
      });
      const saved = ok.json();
      const rows = saved.invoiceRows.filter((r: Json) => r.isManualRow);
      expect(rows.map((r: Json) => r.subtotal)).toEqual([0.05, 0.05, 0.05, 0.13]);
      const base = 905.08 + 0.15;
      expect(saved.taxes).toEqual([
        { rate: 0, base: 0.13, tax: 0 },
        { rate: 5.5, base: Number(base.toFixed(2)), tax: 49.79 },
      ]);
      expect(saved.grandTotal).toBe(955.15);
    } finally {
      await c.t.db.query('UPDATE saas_tenancy_settings SET default_tax_rate = 0');
    }
  });

  it('answers a 400 keyed by row and field for an invalid manual row, and adds nothing', async () => {
    const invoice = await draft();
    const res = await update(
      c,
      invoice,
      {
        invoiceRows: [manual({ serviceId: undefined, quantity: 0 }), manual({ serviceId: 999999 })],
      },
      c.admin,
      'fr',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'invoiceRows[0].serviceId': ['Le champ « Prestation » est obligatoire.'],
      'invoiceRows[0].quantity': ['Le champ « Qté » doit valoir au moins 0,01.'],
      'invoiceRows[1].serviceId': ["Cette prestation n'existe pas."],
    });
    const again = await update(c, invoice, { invoiceRows: [manual({ serviceId: 999999 })] });
    expect(again.json().errors).toEqual({ 'invoiceRows[0].serviceId': ['This service does not exist.'] });
    expect((await getInvoice(c, invoice.id)).invoiceRows).toHaveLength(4);
  });

  it('clears the note when sent null or blank, and keeps it when absent', async () => {
    const invoice = await draft();
    const noted = (await update(c, invoice, { note: 'Keep me' })).json();
    const { note: _note, ...withoutNote } = noted;
    const kept = (await call(c, c.admin, 'PUT', 'update', withoutNote)).json();
    expect(kept.note).toBe('Keep me');
    expect((await update(c, kept, { note: '  ' })).json().note).toBeNull();
  });

  it('refuses a stale version (409) and changes nothing', async () => {
    const invoice = await draft();
    expect((await update(c, invoice, { note: 'first' })).statusCode).toBe(200);
    const stale = await update(c, invoice, { note: 'second' });
    expect(stale.statusCode).toBe(409);
    expect((await getInvoice(c, invoice.id)).note).toBe('first');
    const viaHeader = await c.t.call(c.admin, {
      method: 'PUT',
      url: '/api/finance/invoice/update',
      payload: { id: invoice.id, note: 'x' },
      headers: { 'if-match': '"1"' },
    });
    expect(viaHeader.statusCode).toBe(409);
  });
});

describe('an issued invoice', () => {
  it('is locked: rows and currency refused with 409 en/fr, nothing changed; status and note still change', async () => {
    const issued = await issue(c, await draft());
    const before = await getInvoice(c, issued.id);
    const rows = await update(c, issued, { invoiceRows: [...issued.invoiceRows, manual()] });
    expect(rows.statusCode).toBe(409);
    expect(rows.json().detail).toBe('An issued invoice cannot be changed. Issue a credit note instead.');
    const [other] = await c.t.db.query<{ id: number }>('SELECT id FROM currency WHERE id <> $1 ORDER BY id LIMIT 1', [
      issued.currencyId ?? 0,
    ]);
    const currency = await update(c, issued, { currencyId: other!.id }, c.admin, 'fr');
    expect(currency.statusCode).toBe(409);
    expect(currency.json().detail).toBe('Une facture émise ne peut pas être modifiée. Émettez un avoir à la place.');
    expect(await getInvoice(c, issued.id)).toEqual(before);
    // The same rows sent back are no change.
    const note = await update(c, issued, { note: 'Paid by wire', status: 2 });
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json()).toMatchObject({
      note: 'Paid by wire',
      status: 2,
      number: issued.number,
      grandTotal: issued.grandTotal,
    });
  });

  it('refuses Paid by hand while a balance is due, and Waiting For Payment once settled (400 on status, en/fr)', async () => {
    const issued = await issue(c, await draft());
    const paid = await update(c, issued, { status: 7 });
    expect(paid.statusCode).toBe(400);
    expect(paid.json().errors).toEqual({
      status: ['An invoice is Paid when payments settle it: €905.08 is still due. Record the payment instead.'],
    });
    const fr = await update(c, issued, { status: 7 }, c.admin, 'fr');
    expect(fr.json().errors.status[0].replace(/\s/g, ' ')).toBe(
      'Une facture est payée quand ses paiements la soldent : il reste 905,08 € à payer. Enregistrez plutôt le paiement.',
    );
    // A draft set to Paid is refused too, and stays a draft.
    const fresh = await draft();
    expect((await update(c, fresh, { status: 7 })).statusCode).toBe(400);
    expect((await getInvoice(c, fresh.id)).number).toBeNull();
    // Settled by a payment it is Paid on its own; setting it back to Waiting For Payment is refused.
    const [ids] = await c.t.db.query<{ account: number; type: number }>(
      `SELECT (SELECT id FROM payment_account ORDER BY id LIMIT 1) AS account,
              (SELECT id FROM infra_type WHERE type_group_id = 12 ORDER BY id LIMIT 1) AS type`,
    );
    const payment = await c.t.call(c.admin, {
      method: 'POST',
      url: '/api/finance/invoicepayment/add',
      payload: {
        invoiceId: issued.id,
        amount: SYSTEM_TOTAL,
        paymentDate: new Date().toISOString().slice(0, 10),
        paymentAccountId: ids!.account,
        paymentTypeId: ids!.type,
      },
    });
    expect(payment.statusCode, payment.body).toBe(200);
    const settled = await getInvoice(c, issued.id);
    expect(settled).toMatchObject({ status: 7, balanceDue: 0 });
    const back = await update(c, settled, { status: 1 });
    expect(back.json().errors).toEqual({
      status: ['This invoice is settled in full: it is Paid, not waiting for payment.'],
    });
  });

  it('cannot be deleted (409 en/fr); a draft can', async () => {
    const issued = await issue(c, await draft());
    const res = await call(c, c.admin, 'DELETE', `delete?id=${issued.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('An issued invoice cannot be deleted. Cancel it instead.');
    const fr = await call(c, c.admin, 'DELETE', `delete?id=${issued.id}`, undefined, 'fr');
    expect(fr.json().detail).toBe('Une facture émise ne peut pas être supprimée. Annulez-la.');
    expect((await getInvoice(c, issued.id)).number).toBe(issued.number);
  });
});
