/**
 * Throttle of the public account routes, beside the sign-in throttle (auth/throttle.ts) in the
 * same `login_attempts` table (shared by replicas, idle rows deleted hourly), under keys of
 * their own. A fixed window of one hour per key (`last_at` is the window's start, `failures` the
 * requests counted in it):
 * - `mc <client>`: requests that may send a mail (sign-up, forgot password) from one client;
 * - `ma <email>`: the same for one address, from any client: a mail bomb aimed at one mailbox
 *   stops here whoever sends it; counted whether or not the address has an account, so a 429
 *   tells nothing about it;
 * - `tc <client>`: uses of links (confirm, reset) from one client (guessing tokens is hopeless,
 *   they are signed, but nobody may hammer the routes either).
 * Every request counts, before any work; past a limit it is refused with 429 and Retry-After
 * (the seconds left in the window).
 */
import type { Queryable } from '../db/types.js';

export const WINDOW_SECONDS = 60 * 60;
export const ACCOUNT_LIMITS = { mailClient: 10, mailAddress: 5, linkClient: 30 } as const;

export type Counted = { allowed: true } | { allowed: false; retryAfter: number };

async function count(db: Queryable, keys: { key: string; limit: number }[]): Promise<Counted> {
  const rows = await db.query<{ key: string; count: number; wait: number }>(
    `INSERT INTO login_attempts AS t (key, failures, last_at)
       SELECT unnest($1::text[]), 1, now()
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN t.last_at <= now() - make_interval(secs => $2) THEN 1 ELSE t.failures + 1 END,
       last_at = CASE WHEN t.last_at <= now() - make_interval(secs => $2) THEN now() ELSE t.last_at END
     RETURNING t.key, t.failures AS count,
       ceil(extract(epoch FROM t.last_at + make_interval(secs => $2) - now()))::integer AS wait`,
    [keys.map((k) => k.key), WINDOW_SECONDS],
  );
  const over = rows.filter((r) => r.count > keys.find((k) => k.key === r.key)!.limit);
  return over.length ? { allowed: false, retryAfter: Math.max(1, ...over.map((r) => r.wait)) } : { allowed: true };
}

/** A request that may send a mail to `email` (always in this key order: no deadlock between requests). */
export function countMailRequest(db: Queryable, client: string, email: string): Promise<Counted> {
  return count(db, [
    { key: `mc ${client}`, limit: ACCOUNT_LIMITS.mailClient },
    { key: `ma ${email}`, limit: ACCOUNT_LIMITS.mailAddress },
  ]);
}

/** A use of an e-mailed link. */
export function countLinkUse(db: Queryable, client: string): Promise<Counted> {
  return count(db, [{ key: `tc ${client}`, limit: ACCOUNT_LIMITS.linkClient }]);
}
