/**
 * Login throttling per lowercased email (whether or not a user has it), kept in the
 * login_throttle table so it survives restarts and holds across replicas: after
 * MAX_FAILURES failures within WINDOW_SECONDS, logins for that email answer 429 until
 * the block ends.
 */
import type { Queryable } from '../db/types.js';

export const MAX_FAILURES = 5;
export const WINDOW_SECONDS = 15 * 60;

/** Seconds until the email may try again, or 0 when it is not blocked. */
export async function blockedFor(db: Queryable, email: string): Promise<number> {
  const rows = await db.query<{ seconds: number }>(
    `SELECT ceil(extract(epoch FROM blocked_until - now()))::integer AS seconds
       FROM login_throttle WHERE email = $1 AND blocked_until > now()`,
    [email],
  );
  return rows[0]?.seconds ?? 0;
}

/** Counts a failure in one atomic statement; the MAX_FAILURES-th starts the block. */
export async function recordFailure(db: Queryable, email: string): Promise<void> {
  await db.query(
    `INSERT INTO login_throttle AS t (email, failures, window_start)
       VALUES ($1, 1, now())
     ON CONFLICT (email) DO UPDATE SET
       failures = CASE WHEN t.window_start < now() - make_interval(secs => $2) THEN 1 ELSE t.failures + 1 END,
       window_start = CASE WHEN t.window_start < now() - make_interval(secs => $2) THEN now() ELSE t.window_start END,
       blocked_until = CASE
         WHEN t.window_start >= now() - make_interval(secs => $2) AND t.failures + 1 >= $3
         THEN now() + make_interval(secs => $2) ELSE t.blocked_until END`,
    [email, WINDOW_SECONDS, MAX_FAILURES],
  );
}

export async function clearFailures(db: Queryable, email: string): Promise<void> {
  await db.query('DELETE FROM login_throttle WHERE email = $1', [email]);
}
