/**
 * Revocable sessions. Every sign-in inserts a `sessions` row; its id is the token's `sid`.
 * A token is accepted only while its session is active, and that check must cost nothing
 * on the hot path, so each process keeps a memory sid → active/revoked:
 * - a miss costs one primary-key query, then the answer is remembered;
 * - a revocation made by THIS process (revokeSession, revokeUserSessions, ...) marks its
 *   sids "pending": they are read from the database again until the database says revoked
 *   (so after the transaction commits) or PENDING_MS pass (it rolled back);
 * - revocations made by OTHER processes are learnt by polling every POLL_MS
 *   `revision > floor` (revision comes from a sequence, set on insert and on revocation).
 *   A revision can commit after a higher one was already seen, so the floor lags LAG_MS
 *   behind the highest revision seen: each poll re-reads the last seconds of revocations.
 */
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/types.js';
import { expiresIn, signAccessToken, TOKEN_LIFETIME_SECONDS, type AuthUser } from './token.js';

export const POLL_MS = 250;
const LAG_MS = 5_000;
const PENDING_MS = 10_000;
const MAX_REMEMBERED = 100_000;

/** Sids revoked by this process whose transaction may not have committed yet (any Db). */
const pending = new Map<string, number>();

/** A new session of a user, valid until `expiresAt` (epoch seconds, the token's exp). */
export async function createSession(db: Queryable, userId: number, expiresAt: number): Promise<string> {
  const sid = randomBytes(18).toString('base64url');
  await db.query('INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, to_timestamp($3))', [
    sid,
    userId,
    expiresAt,
  ]);
  return sid;
}

/**
 * Signs a user in: a new session and an access token carrying its sid (login, and the
 * test kit, which signs tokens with any permission list for user 1).
 */
export async function issueAccessToken(
  db: Queryable,
  key: Uint8Array,
  user: Omit<AuthUser, 'sid'>,
  lifetime = TOKEN_LIFETIME_SECONDS,
): Promise<string> {
  const exp = expiresIn(lifetime);
  const sid = await createSession(db, user.id, exp);
  return signAccessToken({ ...user, sid }, key, exp);
}

async function revokeWhere(tx: Queryable, where: string, params: unknown[]): Promise<number> {
  const rows = await tx.query<{ id: string }>(
    `UPDATE sessions SET revoked_at = now(), revision = nextval('sessions_revision_seq')
      WHERE revoked_at IS NULL AND expires_at > now() AND ${where} RETURNING id`,
    params,
  );
  const until = Date.now() + PENDING_MS;
  for (const { id } of rows) pending.set(id, until);
  return rows.length;
}

/** Ends one session (logout). Returns how many were ended (0 or 1). */
export function revokeSession(tx: Queryable, sid: string): Promise<number> {
  return revokeWhere(tx, 'id = $1', [sid]);
}

/** Ends every session of a user: lock, delete, password change, a change of its roles. */
export function revokeUserSessions(tx: Queryable, userId: number): Promise<number> {
  return revokeWhere(tx, 'user_id = $1', [userId]);
}

/** Ends every session of every holder of a role: a change of the role's permissions. */
export function revokeRoleSessions(tx: Queryable, roleId: number): Promise<number> {
  return revokeWhere(tx, 'user_id IN (SELECT user_id FROM user_roles WHERE role_id = $1)', [roleId]);
}

/** Deletes expired sessions (a token past exp is refused before its session is looked at). */
export async function deleteExpiredSessions(db: Queryable): Promise<void> {
  await db.query('DELETE FROM sessions WHERE expires_at < now()');
}

/** The per-process memory of session states, kept current by polling. */
export class SessionRegistry {
  private readonly states = new Map<string, boolean>();
  private timer: NodeJS.Timeout | undefined;
  private polling = false;
  private floor = -1;
  private seen = 0;
  private marks: { at: number; seen: number }[] = [];

  constructor(private readonly db: Db) {}

  /**
   * True while the session exists, is not revoked and has not expired: a plain boolean from
   * memory, or a promise when the database must be asked.
   */
  isActive(sid: string): boolean | Promise<boolean> {
    const known = this.states.get(sid);
    if (known === false) return false;
    const until = pending.get(sid);
    if (known === true && (until === undefined || until < Date.now())) {
      if (until !== undefined) pending.delete(sid);
      return true;
    }
    return this.lookUp(sid);
  }

  private async lookUp(sid: string): Promise<boolean> {
    const [row] = await this.db.query<{ active: boolean }>(
      'SELECT revoked_at IS NULL AND expires_at > now() AS active FROM sessions WHERE id = $1',
      [sid],
    );
    const active = row?.active === true;
    if (!active) pending.delete(sid);
    this.remember(sid, active);
    return active;
  }

  private remember(sid: string, active: boolean): void {
    if (!this.states.has(sid) && this.states.size >= MAX_REMEMBERED)
      this.states.delete(this.states.keys().next().value!);
    this.states.set(sid, active);
  }

  /** Reads revocations newer than the floor (other processes' included) into the memory. */
  async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      if (this.floor < 0) {
        // Start a little back, for revocations still committing while this process starts.
        const [{ max }] = await this.db.query<{ max: number }>(
          'SELECT coalesce(max(revision), 0)::bigint AS max FROM sessions',
        );
        this.seen = Number(max);
        this.floor = Math.max(0, this.seen - 1000);
      }
      const rows = await this.db.query<{ id: string; revision: number }>(
        'SELECT id, revision FROM sessions WHERE revision > $1 AND revoked_at IS NOT NULL',
        [this.floor],
      );
      for (const { id, revision } of rows) {
        if (this.states.has(id)) this.states.set(id, false);
        pending.delete(id);
        this.seen = Math.max(this.seen, Number(revision));
      }
      const now = Date.now();
      this.marks.push({ at: now, seen: this.seen });
      while (this.marks.length > 1 && this.marks[1].at <= now - LAG_MS) this.marks.shift();
      if (this.marks[0].at <= now - LAG_MS) this.floor = this.marks[0].seen;
    } finally {
      this.polling = false;
    }
  }

  /** Polls every POLL_MS until stop(); errors (e.g. before migrations ran) are retried. */
  start(intervalMs = POLL_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.poll().catch(() => undefined);
    }, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
