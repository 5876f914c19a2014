/**
 * The ledger's API tests start each account from nothing: a new agency (a copy of demo agency 1,
 * whose legal identity is complete, under a new id, title, code and e-mail), and a token of a
 * user of that agency (its agency scope) to read what its own users read (the dashboard).
 */
import { PERMISSIONS } from '@domain/permissions.js';
import { issueAccessToken } from '@server/auth/sessions.js';
import { secretKey } from '@server/auth/token.js';
import type { Db } from '@server/db/types.js';
import { JWT_SECRET } from '../helpers.js';

let made = 0;

/** A copy of agency 1 under a new id: no invoice, no payment yet. */
export async function newAgency(db: Db, label = 'Ledger'): Promise<number> {
  made += 1;
  const tag = `${label}-${process.pid}-${made}`;
  return db.transaction(async (tx) => {
    await tx.query('LOCK TABLE agency IN SHARE ROW EXCLUSIVE MODE');
    const [{ id }] = await tx.query<{ id: number }>('SELECT max(id)::int + 1 AS id FROM agency');
    await tx.query('CREATE TEMP TABLE ledger_agency_copy ON COMMIT DROP AS SELECT * FROM agency WHERE id = 1');
    await tx.query('UPDATE ledger_agency_copy SET id = $1, title = $2, code = $3, email = $4', [
      id,
      `${tag} Travel`,
      `L${id}`,
      `${tag.toLowerCase()}@example.com`,
    ]);
    await tx.query('INSERT INTO agency SELECT * FROM ledger_agency_copy');
    await tx.query(
      "SELECT setval(pg_get_serial_sequence('agency', 'id'), $1) WHERE pg_get_serial_sequence('agency', 'id') IS NOT NULL",
      [id],
    );
    return id;
  });
}

/** An access token of a user of the agency reading its invoices and payments (its dashboard's finance cards). */
export function agencyToken(db: Db, agencyId: number): Promise<string> {
  return issueAccessToken(db, secretKey(JWT_SECRET), {
    id: 1,
    fullname: 'Agency Reader',
    permissions: [
      PERMISSIONS.Finance.Invoices.ViewList,
      PERMISSIONS.Finance.InvoicePayments.ViewList,
      PERMISSIONS.Reports.ReservationRequestStatement.ViewReport,
    ],
    agencyId,
  });
}
