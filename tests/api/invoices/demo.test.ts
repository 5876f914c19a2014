/**
 * The demo requests' invoices (src/server/invoices/demo-invoices.ts): every demo request has one,
 * and the list shows every state after a fresh start: drafts, issued invoices with their numbers
 * and due dates (dated over the months before today, some overdue), a cancelled invoice with its
 * credit note, one cancelled with charges.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, setUp, type Ctx, type Json } from './fixture.js';

let c: Ctx;
let rows: Json[];
beforeAll(async () => {
  c = await setUp();
  rows = (await call(c, c.admin, 'POST', 'get', { pageSize: 100 })).json().invoices;
});
afterAll(() => c?.t.close());

describe('demo invoices', () => {
  it('give every demo request its invoice', async () => {
    const [counts] = await c.t.db.query<{ requests: number; invoiced: number }>(
      `SELECT count(*)::int AS requests,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM invoices i WHERE i.request_id = r.id AND i.document_type = 'invoice'))::int AS invoiced
         FROM reservation_requests r WHERE NOT r.is_deleted`,
    );
    expect(counts!.requests).toBeGreaterThan(0);
    expect(counts!.invoiced).toBe(counts!.requests);
  });

  it('show drafts, issued invoices, cancelled ones and credit notes', () => {
    const statuses = new Set(rows.map((r) => r.status));
    for (const status of [0, 1, 3, 4]) expect(statuses.has(status), `status ${status}`).toBe(true);
    const issued = rows.filter((r) => r.documentType === 'invoice' && r.number);
    expect(issued.length).toBeGreaterThan(5);
    expect(issued.every((r) => /^INV-\d{4}-\d{5}$/.test(r.number) && r.issueDate && r.dueDate)).toBe(true);
    const notes = rows.filter((r) => r.documentType === 'creditNote');
    expect(notes.length).toBeGreaterThanOrEqual(1);
    expect(notes.every((n) => n.grandTotal < 0 && n.correctsInvoiceNumber)).toBe(true);
    expect(rows.filter((r) => r.grandTotal > 0).length).toBeGreaterThan(rows.length / 2);
  });

  it('have a past: issue dates spread over the months before today in number order, some overdue', () => {
    const issued = rows
      .filter((r) => r.documentType === 'invoice' && r.number)
      .sort((a, b) => String(a.number).localeCompare(String(b.number)));
    const dates = issued.map((r) => String(r.issueDate));
    expect([...dates].sort()).toEqual(dates);
    const today = new Date().toISOString().slice(0, 10);
    expect(issued.every((r) => String(r.issueDate) <= today && String(r.dueDate) >= String(r.issueDate))).toBe(true);
    // Dates stay in the year of their number: early in a year they bunch on its first day.
    const yearStart = `${today.slice(0, 4)}-01-01`;
    const daysIntoYear = (Date.parse(today) - Date.parse(yearStart)) / 86_400_000;
    if (daysIntoYear >= 90) {
      expect(new Set(dates.map((d) => d.slice(0, 7))).size).toBeGreaterThan(2);
      expect(issued.some((r) => String(r.dueDate) < today)).toBe(true);
    }
  });

  it('leave no audit entries (nobody wrote them)', async () => {
    const [{ n }] = (await c.t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_entries WHERE entity = 'invoice'",
    )) as [{ n: number }];
    expect(n).toBe(0);
  });
});
