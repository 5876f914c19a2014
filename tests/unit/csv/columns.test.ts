/**
 * The CSV exports of the bespoke lists say what their screens say: each server column's header
 * is the screen's column text in both languages (a renamed column on screen fails here until the
 * export follows), and the cells and the file follow the rules of src/server/csv/README.md.
 */
import { describe, expect, it } from 'vitest';
import { AUDIT_CSV_COLUMNS } from '@server/audit/export.js';
import { cellText, csvFileName, csvStream, type CsvColumn } from '@server/csv/index.js';
import { PAYMENT_CSV_COLUMNS } from '@server/invoice-payments/export.js';
import { INVOICE_CSV_COLUMNS } from '@server/invoices/export.js';
import { OUTBOX_CSV_COLUMNS } from '@server/mail/export.js';
import { REQUEST_CSV_COLUMNS } from '@server/reservations/export.js';
import { ROLE_CSV_COLUMNS, USER_CSV_COLUMNS } from '@server/users/export.js';
import auditEn from '../../../resources/audit/i18n/en.json';
import auditFr from '../../../resources/audit/i18n/fr.json';
import paymentsEn from '../../../resources/invoice-payments/i18n/en.json';
import paymentsFr from '../../../resources/invoice-payments/i18n/fr.json';
import invoicesEn from '../../../resources/invoices/i18n/en.json';
import invoicesFr from '../../../resources/invoices/i18n/fr.json';
import outboxEn from '../../../resources/outbox/i18n/en.json';
import outboxFr from '../../../resources/outbox/i18n/fr.json';
import reservationsEn from '../../../resources/reservations/i18n/en.json';
import reservationsFr from '../../../resources/reservations/i18n/fr.json';
import usersEn from '../../../resources/user-management/i18n/en.json';
import usersFr from '../../../resources/user-management/i18n/fr.json';

type Texts = Record<string, string>;

/** Export columns the screen writes inside another cell (amounts' currency) or beside it (infants). */
const OWN = new Set(['currency', 'infants', 'entityId']);

function expectScreenHeaders(columns: CsvColumn[], en: Texts, fr: Texts, key = (k: string) => k) {
  for (const column of columns.filter((c) => !OWN.has(c.key))) {
    expect([column.key, column.header.en]).toEqual([column.key, en[key(column.key)]]);
    expect([column.key, column.header.fr]).toEqual([column.key, fr[key(column.key)]]);
  }
}

describe('export headers are the screens’ column texts', () => {
  it('invoices', () =>
    expectScreenHeaders(INVOICE_CSV_COLUMNS, invoicesEn.invoices.columns, invoicesFr.invoices.columns));
  it('payments', () =>
    expectScreenHeaders(PAYMENT_CSV_COLUMNS, paymentsEn.invoicePayments.columns, paymentsFr.invoicePayments.columns));
  it('reservation requests', () => {
    const names: Texts = { referenceNumber: 'referenceNumber', created: 'created' };
    expectScreenHeaders(
      REQUEST_CSV_COLUMNS,
      reservationsEn.reservationList as Texts,
      reservationsFr.reservationList as Texts,
      (k) => names[k] ?? k,
    );
  });
  it('users and roles', () => {
    expectScreenHeaders(USER_CSV_COLUMNS, usersEn.userManagement.users, usersFr.userManagement.users);
    const roleKey = (k: string) => ({ title: 'titleField', permissions: 'permissionCount' })[k] ?? k;
    expectScreenHeaders(ROLE_CSV_COLUMNS, usersEn.userManagement.roles, usersFr.userManagement.roles, roleKey);
  });
  it('outbox and audit log', () => {
    expectScreenHeaders(OUTBOX_CSV_COLUMNS, outboxEn.outbox as unknown as Texts, outboxFr.outbox as unknown as Texts);
    const auditKey = (k: string) => ({ fields: 'fields' })[k] ?? k;
    expectScreenHeaders(AUDIT_CSV_COLUMNS, auditEn.audit, auditFr.audit, auditKey);
  });
});

describe('cells and file', () => {
  it('defuses formulas but leaves amounts and phone numbers', () => {
    expect(cellText('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(cellText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(cellText('-cmd|calc')).toBe("'-cmd|calc");
    expect(cellText('+1+cmd')).toBe("'+1+cmd");
    expect(cellText('-125.00')).toBe('-125.00');
    expect(cellText('+33 1 40 00 00 01')).toBe('+33 1 40 00 00 01');
    expect(cellText(null)).toBe('');
  });

  it('writes rich text as its text', () => {
    // What the rich-text sanitiser stores: only &, <, > and " escaped, other letters as they are.
    expect(cellText('<p>Paris &amp; Nice &lt;3</p><p>Şişli <strong>été</strong> &#233;</p>', true)).toBe(
      'Paris & Nice <3 Şişli été é',
    );
  });

  it('streams a BOM, the headers in the language, CRLF lines and quotes where needed', async () => {
    async function* batches() {
      yield [{ a: 'Éole, "Şişli"', b: '1250.00' }];
      yield [{ a: 'two\nlines', b: null }];
    }
    const columns: CsvColumn[] = [
      { key: 'a', header: { en: 'Name', fr: 'Nom' } },
      { key: 'b', header: { en: 'Total', fr: 'Total' }, amount: true },
    ];
    let text = '';
    for await (const chunk of csvStream(batches(), columns, 'en')) text += String(chunk);
    expect(text).toBe('\uFEFFName,Total\r\n"Éole, ""Şişli""",1250.00\r\n"two\nlines",\r\n');
  });

  it('writes French as a French spreadsheet reads it: semicolons, decimal commas in amounts only', async () => {
    async function* batches() {
      yield [{ a: 'Éole; "Şişli", 1.5', b: '-1234.50', c: '2026-12-07' }];
    }
    const columns: CsvColumn[] = [
      { key: 'a', header: { en: 'Name', fr: 'Nom' } },
      { key: 'b', header: { en: 'Total', fr: 'Total' }, amount: true },
      { key: 'c', header: { en: 'Due date', fr: 'Échéance' } },
    ];
    let text = '';
    for await (const chunk of csvStream(batches(), columns, 'fr')) text += String(chunk);
    expect(text).toBe('\uFEFFNom;Total;Échéance\r\n"Éole; ""Şişli"", 1.5";-1234,50;2026-12-07\r\n');
  });

  it('names the file after the list and the day', () => {
    expect(csvFileName('Payment Accounts', new Date('2026-11-28T23:59:00Z'))).toBe('payment-accounts-2026-11-28.csv');
    expect(csvFileName('Réservations', new Date('2026-01-02T00:00:00Z'))).toBe('reservations-2026-01-02.csv');
  });
});
