/**
 * The demo data's payments: after a fresh start the screens show an invoice paid in full (Paid) and
 * partly paid ones, the demo agent's agency among them, every paid total (receivables ledger) the sum of its payments.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, AGENT, startTestApp, type TestApp } from '../helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo payments', () => {
  it('leave one invoice Paid and others partly paid, each paid total the sum of its payments', async () => {
    const invoices = await t.db.query<{ id: number; status: number; paid: string; grand: string; sum: string }>(
      `SELECT i.id, i.status, d.paid::numeric(14, 2)::text AS paid, i.grand_total::text AS grand,
              (SELECT COALESCE(sum(amount), 0) FROM invoice_payments p WHERE p.invoice_id = i.id AND NOT p.is_deleted)::text AS sum
         FROM invoices i JOIN ledger_documents(NULL) d ON d.document_id = i.id
        WHERE EXISTS (SELECT 1 FROM invoice_payments p WHERE p.invoice_id = i.id)`,
    );
    expect(invoices.every((i) => i.paid === i.sum)).toBe(true);
    expect(invoices.filter((i) => i.status === 7 && i.paid === i.grand).length).toBeGreaterThanOrEqual(1);
    expect(invoices.filter((i) => i.status === 1 && Number(i.paid) > 0).length).toBeGreaterThanOrEqual(2);
    const [{ n }] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_entries WHERE entity IN ('invoice', 'invoice-payment')",
    );
    expect(n).toBe(0);
  });

  it('are listed, the demo agent seeing its agency’s', async () => {
    const list = async (email: { email: string; password: string }) => {
      const res = await t.call(await t.login(email), {
        method: 'POST',
        url: '/api/finance/invoicepayment/get',
        payload: { pageIndex: 1, pageSize: 100 },
      });
      return res.json().invoicePayments as { agencyId: number; ref: string }[];
    };
    const all = await list(ADMIN);
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(all.every((p) => p.ref.startsWith('DEMO-'))).toBe(true);
    const agent = await list(AGENT);
    expect(agent.length).toBeGreaterThan(0);
    expect(agent.every((p) => p.agencyId === 1)).toBe(true);
  });
});
