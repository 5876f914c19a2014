/**
 * The references of a payment body a schema cannot check: the payment type is a live infra type of
 * type group 12 (Payment Types, §9), the account a live payment account that is active (an update
 * may keep the account the payment already has, even if it was deactivated since). Problems are
 * added keyed by field (400), like the engine's `x-ref` checks.
 */
import type { Queryable } from '../db/types.js';
import type { Problems } from './input.js';

/** Type group of the payment types (§9: 10 extra services, 11 payment categories, 12 payment types). */
export const PAYMENT_TYPE_GROUP = 12;

export async function checkReferences(
  q: Queryable,
  body: { paymentAccountId: number; paymentTypeId: number },
  p: Problems,
  storedAccountId?: number,
): Promise<void> {
  const [row] = await q.query<{ type_ok: boolean; account_active: boolean | null }>(
    `SELECT EXISTS (SELECT 1 FROM infra_type WHERE id = $1 AND type_group_id = $3 AND NOT is_deleted) AS type_ok,
            (SELECT is_active FROM payment_account WHERE id = $2 AND NOT is_deleted) AS account_active`,
    [body.paymentTypeId, body.paymentAccountId, PAYMENT_TYPE_GROUP],
  );
  if (!row.type_ok) p.add('paymentTypeId', 'invalid');
  if (row.account_active === null) p.add('paymentAccountId', 'invalid');
  else if (!row.account_active && body.paymentAccountId !== storedAccountId)
    p.add('paymentAccountId', 'inactiveAccount');
}
