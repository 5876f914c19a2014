/**
 * The statement's documents on the ledger of fixture.ts: the CSV (every row, plain decimals, fr
 * headers, BOM), the PDF (rows, totals, balances and aging on the last page, the embedded font, the
 * same bytes twice), and the mail: the PDF sent to the agency's address through a real SMTP
 * server, recorded in the outbox and in the audit history, the answer `sent` only then (no SMTP
 * server set, or one that cannot be reached: it says the mail waits and why); another agency's: 404.
 */
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fontFacts, pdfPages } from '@tests/support/pdf-text.js';
import { startSmtpSink, type SmtpSink } from '@tests/support/smtp-sink.js';
import { configureSmtp } from '@tests/support/tenant-smtp.js';
import { postPayment } from '@server/ledger/index.js';
import { ADMIN, AGENT, startTestApp, type TestApp } from '../helpers.js';
import { buildLedger, PERIOD, type Ledger } from './fixture.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read as JSON in assertions

let t: TestApp;
let admin: string;
let agent: string;
let ledger: Ledger;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await startTestApp();
  [admin, agent] = await Promise.all([t.login(ADMIN), t.login(AGENT)]);
  ledger = await buildLedger(t.db);
});
/** A payment of the agency's settling nothing (as the payments dialog's credit on account leaves it). */
async function creditOnAccount(agencyId: number, amount: string, date: string): Promise<void> {
  const [payment] = await t.db.query<{ id: number }>(
    `INSERT INTO invoice_payments (invoice_id, amount, payment_date, payment_account_id, payment_type_id)
     SELECT i.id, $2, $3, (SELECT id FROM payment_account ORDER BY id LIMIT 1),
            (SELECT id FROM infra_type WHERE type_group_id = 12 ORDER BY id LIMIT 1)
       FROM invoices i WHERE i.agency_id = $1 AND i.number IS NOT NULL ORDER BY i.issue_date DESC LIMIT 1
     RETURNING id`,
    [agencyId, amount, date],
  );
  await postPayment(t.db, payment!.id, null);
}

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('the CSV', () => {
  it('has every matching row, amounts as plain decimals, headers and names in the language, UTF-8 with BOM', async () => {
    const res = await t.call(admin, {
      method: 'POST',
      url: '/api/finance/report/statement/export',
      payload: { agencyId: ledger.agencyId, ...PERIOD },
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="releve-agence-eole-sisli-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [head, ...rows] = parse(res.body.slice(1), { delimiter: ';' }) as string[][];
    expect(head!.slice(0, 4)).toEqual(['Réf. demande', 'Description', 'Première arrivée', 'Numéro de facture']);
    const at = (name: string) => head!.indexOf(name);
    expect(rows.map((r) => [r[0], r[at('Total facture')], r[at('Total des paiements')], r[at('Solde')]])).toEqual([
      [ledger.refs.I2, '500,00', '200,00', '300,00'], // its payment of 10 June is after To Date
      [ledger.refs.I3, '300,00', '300,00', '0,00'],
      [ledger.refs.I4, '0,00', '0,00', '0,00'],
      [ledger.refs.I6, '400,00', '0,00', '400,00'],
    ]);
    expect(rows[0]![at('Statut du paiement')]).toBe('Partiellement réglée');
    expect(rows[0]![1]).not.toContain('<');
    const theirs = await t.call(agent, {
      method: 'POST',
      url: '/api/finance/report/statement/export',
      payload: { agencyId: ledger.agencyId },
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('the PDF', () => {
  const pdf = (body: object, lang = 'fr', token = admin) =>
    t.call(token, {
      method: 'POST',
      url: '/api/finance/report/statement/pdf',
      payload: body,
      headers: { 'accept-language': lang },
    });

  it('has every row, the totals, then the balances and the aging on the last page, in the embedded font', async () => {
    const res = await pdf({ agencyId: ledger.agencyId, ...PERIOD });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^inline; filename="Releve-Agence-Eole-Sisli-2026-05-31\.pdf"; filename\*=UTF-8''Relev/,
    );
    expect(res.headers['cache-control']).toContain('no-store');
    const pages = await pdfPages(res.rawPayload);
    const text = pages.join('\n');
    expect(text).toContain('Relevé des demandes de réservation');
    expect(text).toContain('Agence Éole Şişli');
    for (const ref of [ledger.refs.I2, ledger.refs.I3, ledger.refs.I4, ledger.refs.I6]) expect(text).toContain(ref);
    expect(text).not.toContain(ledger.refs.I5);
    // The rows' columns added up, then the summary: the period's figures, the credit notes and refunds on their own lines.
    expect(text).toMatch(/Totaux 1\s200,00\s€ 500,00\s€ 700,00\s€/);
    const last = pages.at(-1)!;
    expect(last).toMatch(/Solde d'ouverture 900,00\s€/);
    expect(last).toMatch(/Factures \(nettes des avoirs\) 1\s200,00\s€ Avoirs 800,00\s€/);
    expect(last).toMatch(/Paiements \(nets des remboursements\) 500,00\s€ Remboursements 0,00\s€/);
    expect(last).toMatch(
      /Solde de clôture \(31 mai 2026\) 1\s600,00\s€ Avoir disponible 0,00\s€ Solde total 700,00\s€/,
    );
    // The aging: the buckets, the credit on account, and their total, the closing balance.
    expect(last).toMatch(
      /Plus de 90 jours Avoir disponible Total 400,00\s€ 0,00\s€ 0,00\s€ 300,00\s€ 900,00\s€ 0,00\s€ 1\s600,00\s€/,
    );
    expect(fontFacts(res.rawPayload)).toEqual({ standard14: [], embedsTrueType: true });
    const again = await pdf({ agencyId: ledger.agencyId, ...PERIOD });
    expect(Buffer.compare(again.rawPayload, res.rawPayload)).toBe(0);
  });

  it('prints the credit on account in the summary and in the aging, which adds up to the closing balance', async () => {
    const credited = await buildLedger(t.db, 'Agence Avoir Mistral', 'mistral@example.com');
    await creditOnAccount(credited.agencyId, '150.00', '2026-05-25');
    const res = await pdf({ agencyId: credited.agencyId, ...PERIOD });
    expect(res.statusCode, res.body).toBe(200);
    const last = (await pdfPages(res.rawPayload)).at(-1)!;
    expect(last).toMatch(/Paiements \(nets des remboursements\) 650,00\s€/);
    expect(last).toMatch(/Solde de clôture \(31 mai 2026\) 1\s450,00\s€ Avoir disponible 150,00\s€/);
    expect(last).toMatch(/Total 400,00\s€ 0,00\s€ 0,00\s€ 300,00\s€ 900,00\s€ -150,00\s€ 1\s450,00\s€/);
    const en = (await pdfPages((await pdf({ agencyId: credited.agencyId, ...PERIOD }, 'en')).rawPayload)).at(-1)!;
    expect(en).toMatch(/Credit on account €150.00 Balance total/);
    expect(en).toMatch(/Over 90 days Credit on account Total €400.00 €0.00 €0.00 €300.00 €900.00 -€150.00 €1,450.00/);
  });

  it("is refused for another agency's statement (404) and without an agency (400)", async () => {
    expect((await pdf({ agencyId: ledger.agencyId }, 'en', agent)).statusCode).toBe(404);
    expect((await pdf({}, 'fr')).json()).toEqual({ errors: { agencyId: ["L'agence est obligatoire."] } });
  });
});

describe('the mail', () => {
  const mail = (body: object, token = admin, lang = 'fr') =>
    t.call(token, {
      method: 'POST',
      url: '/api/finance/report/statement/mail',
      payload: body,
      headers: { 'accept-language': lang },
    });

  it("sends the PDF to the agency's address through the SMTP server, audited in the same transaction", async () => {
    await configureSmtp(
      async (method, url, body) => {
        const res = await t.call(admin, { method, url, ...(body === undefined ? {} : { payload: body as object }) });
        return { status: res.statusCode, body: res.body ? (res.json() as unknown) : undefined };
      },
      { host: '127.0.0.1', port: smtp.port, username: 'mailer', password: 'smtp-Secret-1' },
    );
    const res = await mail({ agencyId: ledger.agencyId, ...PERIOD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ mailId: expect.any(Number), recipient: 'eole@example.com', sent: true });
    const received = await smtp.nextMailTo('eole@example.com');
    expect(received.subject).toBe('Relevé des demandes de réservation — Agence Éole Şişli — 31 mai 2026');
    // The summary as the PDF prints it, the aging adding up to the closing balance.
    const lines = received.text.replace(/\s/g, ' ');
    for (const line of [
      "Solde d'ouverture : 900,00 €",
      'Factures (nettes des avoirs) : 1 200,00 €',
      'Avoirs : 800,00 €',
      'Paiements (nets des remboursements) : 500,00 €',
      'Remboursements : 0,00 €',
      'Solde au 31 mai 2026 : 1 600,00 €',
      'Avoir disponible : 0,00 €',
      'Plus de 90 jours : 900,00 €',
      'Total : 1 600,00 €',
    ])
      expect(lines).toContain(line);
    expect(received.raw).toMatch(/Content-Type: application\/pdf/);
    const history = await t.call(admin, {
      method: 'POST',
      url: '/api/audit/get',
      payload: { entity: 'statement-mail', entityId: String(res.json().mailId), pageIndex: 1, pageSize: 10 },
    });
    expect(history.statusCode, history.body).toBe(200);
    const [entry] = history.json<Json>().auditEntries as Json[];
    expect(JSON.stringify(entry)).toContain('eole@example.com');
  });

  it('says the mail waits in the Outbox, and why, when no SMTP server took it', async () => {
    const settings = async (target: Parameters<typeof configureSmtp>[1]) =>
      configureSmtp(async (method, url, body) => {
        const res = await t.call(admin, { method, url, ...(body === undefined ? {} : { payload: body as object }) });
        return { status: res.statusCode, body: res.body ? (res.json() as unknown) : undefined };
      }, target);
    await settings(null);
    const none = await mail({ agencyId: ledger.agencyId, ...PERIOD }, admin, 'en');
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toEqual({
      mailId: expect.any(Number),
      recipient: 'eole@example.com',
      sent: false,
      reason: 'not-configured',
    });
    // A server that cannot be reached: a port just freed, nothing listens there.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await settings({ host: '127.0.0.1', port, username: 'mailer', password: 'smtp-Secret-1' });
    const refused = await mail({ agencyId: ledger.agencyId, ...PERIOD }, admin, 'en');
    expect(refused.json()).toMatchObject({ recipient: 'eole@example.com', sent: false, reason: 'failed' });
    const outbox = await t.call(admin, { method: 'GET', url: `/api/mail/outbox/getbyid?id=${none.json().mailId}` });
    expect(outbox.json()).toMatchObject({ status: 'not-configured', recipient: 'eole@example.com' });
    await settings({ host: '127.0.0.1', port: smtp.port, username: 'mailer', password: 'smtp-Secret-1' });
  });

  it("answers 409 for an agency without an e-mail address and 404 for another agency's", async () => {
    const bare = await buildLedger(t.db, 'Agence sans courriel', '');
    const res = await mail({ agencyId: bare.agencyId }, admin, 'en');
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('The agency has no e-mail address: add one to the agency first.');
    expect((await mail({ agencyId: ledger.agencyId }, agent)).statusCode).toBe(404);
  });
});
