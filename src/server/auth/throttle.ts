/**
 * Sign-in throttle by client and by account, kept in `login_attempts` (survives restarts,
 * shared by replicas). Three counters per attempt:
 * - `ac <client> <email>`: this client on this account, delayed after 5 failures;
 * - `c <client>`: this client on any account (e-mail spraying), after 20;
 * - `a <email>`: this account from any client (guesses spread over many clients), after 10,
 *   but its delay applies only to clients that have themselves failed on the account: a
 *   client that has not failed (the real user) is never held back by others' failures.
 * Past its limit a counter asks a delay of 1 s, doubling per further failure, capped at
 * 15 min. The attempt is counted (as a failure) BEFORE the password is checked, in one
 * statement, so parallel guesses past the limit are refused (429) without being checked;
 * a right password takes its count back. A counter with no failure for 15 min past its
 * delay starts again; rows older than an hour are deleted by deleteOldAttempts.
 */
import type { Queryable } from '../db/types.js';

export const LIMITS = { accountClient: 5, client: 20, account: 10 } as const;
export const MAX_DELAY_SECONDS = 15 * 60;
const QUIET_SECONDS = 15 * 60;

export type Attempt = { allowed: true; counted: string[] } | { allowed: false; retryAfter: number };

function keysOf(email: string, client: string) {
  return { accountClient: `ac ${client} ${email}`, client: `c ${client}`, account: `a ${email}` };
}

// $1..$3 the keys (account-client, client, account), $4..$6 their limits, $7 the cap, $8 quiet.
const LIMIT = 'CASE t.key WHEN $1 THEN $4::integer WHEN $2 THEN $5::integer ELSE $6::integer END';
const DELAY = `(CASE WHEN t.failures >= ${LIMIT}
  THEN least(power(2, least(t.failures - ${LIMIT}, 20)), $7::integer) ELSE 0 END)`;
// The account counter holds back only a client with a live failure of its own on it.
const ENFORCED = `(t.key <> $3 OR EXISTS (SELECT 1 FROM login_attempts o
  WHERE o.key = $1 AND o.failures > 0 AND o.last_at > now() - make_interval(secs => $8)))`;
// A counter below its limit holds nobody back. (Comparing times alone is not enough: a
// concurrent attempt whose transaction started before this row's last write has now() <
// last_at, and would read as blocked with no delay due.)
const BLOCKED = `(${DELAY} > 0 AND ${ENFORCED} AND now() < t.last_at + make_interval(secs => ${DELAY}))`;
const STALE = `(t.last_at < now() - make_interval(secs => ${DELAY} + $8))`;

/**
 * Counts one sign-in attempt for every counter that is not holding this client back; when
 * one is, takes the counts back and answers the seconds to wait.
 */
export async function countAttempt(db: Queryable, email: string, client: string): Promise<Attempt> {
  const keys = keysOf(email, client);
  const rows = await db.query<{ key: string; counted: boolean; wait: number }>(
    `INSERT INTO login_attempts AS t (key, failures, last_at)
       SELECT unnest(ARRAY[$1, $2, $3]::text[]), 1, now()
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN ${BLOCKED} THEN t.failures WHEN ${STALE} THEN 1 ELSE t.failures + 1 END,
       last_at = CASE WHEN ${BLOCKED} THEN t.last_at ELSE now() END
     RETURNING t.key, t.last_at = now() AS counted,
       ceil(extract(epoch FROM t.last_at + make_interval(secs => ${DELAY}) - now()))::integer AS wait`,
    [
      keys.accountClient,
      keys.client,
      keys.account,
      LIMITS.accountClient,
      LIMITS.client,
      LIMITS.account,
      MAX_DELAY_SECONDS,
      QUIET_SECONDS,
    ],
  );
  const counted = rows.filter((r) => r.counted).map((r) => r.key);
  const blocked = rows.filter((r) => !r.counted);
  if (!blocked.length) return { allowed: true, counted };
  await takeBack(db, counted);
  return { allowed: false, retryAfter: Math.max(1, ...blocked.map((r) => r.wait)) };
}

/** One statement per key: a multi-row update could lock rows in another order than countAttempt (deadlock). */
async function takeBack(db: Queryable, keys: string[]): Promise<void> {
  for (const key of keys)
    await db.query('UPDATE login_attempts SET failures = greatest(failures - 1, 0) WHERE key = $1', [key]);
}

/**
 * A right password: this client's failures on the account are forgotten; the client and
 * account counters only take this attempt back (an attacker cannot clear his client counter
 * by signing in to an account of his own between guesses).
 */
export async function attemptSucceeded(db: Queryable, email: string, client: string, counted: string[]): Promise<void> {
  const keys = keysOf(email, client);
  await takeBack(
    db,
    counted.filter((k) => k !== keys.accountClient),
  );
  await db.query('DELETE FROM login_attempts WHERE key = $1', [keys.accountClient]);
}

/** Deletes counters idle for an hour (longer than any delay plus the quiet time). */
export async function deleteOldAttempts(db: Queryable): Promise<void> {
  await db.query("DELETE FROM login_attempts WHERE last_at < now() - interval '1 hour'");
}
