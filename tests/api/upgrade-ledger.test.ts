/**
 * The receivables ledger on an existing database: a dump of the 2026-12-07 release
 * (tests/fixtures/database-at-2026-12-07.sql.gz, `pg_dump --inserts` of a database migrated to 026
 * with the demo data seeded, whose screens disagreed on what an agency owes) brought up to date by
 * today's prepareDatabase. Every issued document and live payment gets its entry; the balances
 * that change are exactly the invoices corrected by credit notes (the ones the old list, details
 * and CSV showed wrong), listed in the migration's log and logged once at the next start; what
 * each agency owes is what the old statement said; the app serves the ledger's figures.
 * PGlite, or the PostgreSQL server of TEST_DATABASE_URL (a new database, dropped afterwards).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSchemas } from '@schema/load-dir.js';
import { buildApp } from '@server/app.js';
import { logMigratedBalances } from '@server/ledger/migration-log.js';
import type { Db } from '@server/db/types.js';
import { prepareDatabase } from '@server/setup.js';
import type { FastifyInstance } from 'fastify';
import { releasedDatabase } from '../support/released-database.js';
import { ADMIN, JWT_SECRET } from './helpers.js';

const DUMP = 'tests/fixtures/database-at-2026-12-07.sql.gz';

type Before = { id: number; number: string; balance: string; credited: boolean };
let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let migrated: string[];
let before: Before[];
let owedBefore: Map<number, string>;

beforeAll(async () => {
  ({ db, drop } = await releasedDatabase(DUMP));
  // What the old screens said: grand total less payments per invoice; the old statement per agency.
  before = await db.query<Before>(
    `SELECT i.id, i.number, (i.grand_total - i.paid_total)::text AS balance,
            EXISTS (SELECT 1 FROM invoices c WHERE c.corrects_invoice_id = i.id AND c.number IS NOT NULL) AS credited
       FROM invoices i WHERE i.document_type = 'invoice' AND i.number IS NOT NULL AND NOT i.is_deleted`,
  );
  const owed = await db.query<{ agency: number; owed: string }>(
    `SELECT a.id AS agency,
            ((SELECT COALESCE(sum(grand_total), 0) FROM invoices WHERE agency_id = a.id AND number IS NOT NULL AND NOT is_deleted)
           - (SELECT COALESCE(sum(p.amount), 0) FROM invoice_payments p JOIN invoices i ON i.id = p.invoice_id
               WHERE i.agency_id = a.id AND NOT p.is_deleted))::numeric(14, 2)::text AS owed
       FROM agency a`,
  );
  owedBefore = new Map(owed.map((o) => [o.agency, o.owed]));
  ({ migrated } = await prepareDatabase(db, loadSchemas('schemas')));
  app = await buildApp({ db, schemas: loadSchemas('schemas'), jwtSecret: JWT_SECRET });
  // What the ledger module does once the server listens (inject never listens).
  await logMigratedBalances(app, db);
  await logMigratedBalances(app, db);
}, 180_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
  await drop?.();
});

describe('the receivables ledger on a database of the 2026-12-07 release', () => {
  it('is applied as a new migration, nothing else again', () => {
    expect(migrated).toContain('027_receivables_ledger.sql');
    expect(migrated.every((name) => name >= '027')).toBe(true);
  });

  it('changes exactly the balances of the invoices corrected by credit notes, listed in its log and logged once', async () => {
    const after = new Map(
      (
        await db.query<{ id: number; balance: string }>(
          `SELECT document_id AS id, balance::numeric(14, 2)::text AS balance FROM ledger_documents(NULL)
            WHERE document_type = 'invoice' AND issue_date IS NOT NULL`,
        )
      ).map((r) => [r.id, r.balance]),
    );
    const changed = before.filter((b) => after.get(b.id) !== b.balance);
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.every((b) => b.credited)).toBe(true);
    const log = await db.query<{ number: string; before: string; after: string; logged: boolean }>(
      `SELECT number, before_balance::text AS before, after_balance::text AS after, logged
         FROM ledger_migration_log ORDER BY number`,
    );
    expect(log.map((l) => l.number).sort()).toEqual(changed.map((c) => c.number).sort());
    for (const line of log) {
      const was = changed.find((c) => c.number === line.number)!;
      expect([line.before, line.after]).toEqual([was.balance, after.get(was.id)]);
    }
    // Logged at the start that followed the migration, so not again.
    expect(log.every((l) => l.logged)).toBe(true);
  });

  it("keeps what each agency owes as the old statement said, now with the ledger's split", async () => {
    const accounts = await db.query<{ agency: number; balance: string; open: string; credit: string }>(
      `SELECT agency_id AS agency, balance::numeric(14, 2)::text AS balance,
              invoices_open::numeric(14, 2)::text AS open, credit_on_account::numeric(14, 2)::text AS credit
         FROM ledger_accounts(NULL)`,
    );
    expect(accounts.length).toBeGreaterThan(0);
    for (const account of accounts) {
      expect(account.balance, `agency ${account.agency}`).toBe(owedBefore.get(account.agency));
      expect(Number(account.open) - Number(account.credit)).toBeCloseTo(Number(account.balance), 2);
    }
  });

  it('serves the invoice list with the ledger balances', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/Auth/login', payload: ADMIN });
    const headers = { authorization: `Bearer ${login.json().accessToken}` };
    const list = await app.inject({
      method: 'POST',
      url: '/api/finance/invoice/get',
      headers,
      payload: { pageIndex: 1, pageSize: 100, documentType: 'invoice' },
    });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().invoices as { id: number; number: string | null; balanceDue: number }[];
    const ledger = new Map(
      (
        await db.query<{ id: number; balance: number }>(
          'SELECT document_id AS id, balance::float8 AS balance FROM ledger_documents(NULL)',
        )
      ).map((r) => [r.id, r.balance]),
    );
    for (const row of rows) expect(row.balanceDue, row.number ?? String(row.id)).toBe(ledger.get(row.id));
  });
});
