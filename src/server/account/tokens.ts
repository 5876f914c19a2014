/**
 * The tokens of the e-mailed links (confirm an e-mail address, reset a password).
 *
 * A token is `<24 random bytes>.<HMAC-SHA256 of purpose and those bytes, 16 bytes>` (base64url):
 * signed with the server's secret, so a made-up or altered token is refused without a database
 * lookup, and one purpose's token never passes for another's. The database keeps only the
 * SHA-256 of the whole token (table `account_tokens`): a copy of the table opens nothing.
 * Using a token is one UPDATE that marks it used only while it is unused and unexpired, so of two
 * concurrent uses exactly one passes.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/types.js';

export type TokenPurpose = 'confirm-email' | 'reset-password';

/** How long a link works: a reset link one hour; a confirmation link 48 hours. */
export const TOKEN_LIFETIME_SECONDS: Record<TokenPurpose, number> = {
  'confirm-email': 48 * 60 * 60,
  'reset-password': 60 * 60,
};

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{32}\.[A-Za-z0-9_-]{22}$/;

function signature(key: Uint8Array, purpose: TokenPurpose, id: string): Buffer {
  return createHmac('sha256', key).update(`${purpose}.${id}`).digest().subarray(0, 16);
}

const hashOf = (token: string) => createHash('sha256').update(token).digest();

/** A new token of a purpose (not yet stored). */
export function newToken(key: Uint8Array, purpose: TokenPurpose): string {
  const id = randomBytes(24).toString('base64url');
  return `${id}.${signature(key, purpose, id).toString('base64url')}`;
}

/** Whether the text is a token this server signed for this purpose (says nothing of its use or age). */
export function isSigned(key: Uint8Array, purpose: TokenPurpose, token: string): boolean {
  if (!TOKEN_FORMAT.test(token)) return false;
  const [id, mac] = token.split('.');
  const given = Buffer.from(mac, 'base64url');
  const expected = signature(key, purpose, id);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface TokenHolder {
  id: number;
  firstName: string;
  email: string;
}

/**
 * Stores a token for the user of this e-mail when there is one (unlocked; `confirmed`: only
 * confirmed users, or only unconfirmed ones), in ONE statement whichever the case, so an unknown
 * address costs the same as a known one. Answers the user, or null.
 */
export async function storeTokenForEmail(
  tx: Queryable,
  token: string,
  purpose: TokenPurpose,
  email: string,
  confirmed: boolean,
): Promise<TokenHolder | null> {
  const rows = await tx.query<TokenHolder & Record<string, unknown>>(
    `WITH holder AS (
       SELECT id, email, COALESCE(first_name, split_part(full_name, ' ', 1)) AS "firstName"
         FROM users WHERE email = $4 AND NOT is_locked AND email_confirmed = $5
     ), stored AS (
       INSERT INTO account_tokens (token_hash, user_id, purpose, expires_at)
       SELECT $1, id, $2, now() + make_interval(secs => $3) FROM holder
       RETURNING user_id
     )
     SELECT holder.id, holder.email, holder."firstName" FROM holder JOIN stored ON stored.user_id = holder.id`,
    [hashOf(token), purpose, TOKEN_LIFETIME_SECONDS[purpose], email, confirmed],
  );
  return rows[0] ?? null;
}

/** Stores a token for a known user (a new sign-up). */
export async function storeToken(tx: Queryable, token: string, purpose: TokenPurpose, userId: number): Promise<void> {
  await tx.query(
    'INSERT INTO account_tokens (token_hash, user_id, purpose, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))',
    [hashOf(token), userId, purpose, TOKEN_LIFETIME_SECONDS[purpose]],
  );
}

/**
 * Uses a token: its user's id when it is signed, stored for this purpose, unused and unexpired;
 * else null. The user's other unused tokens of the purpose are used up with it (an older link
 * must not work after a newer one did).
 */
export async function useToken(
  tx: Queryable,
  key: Uint8Array,
  purpose: TokenPurpose,
  token: string,
): Promise<number | null> {
  if (!isSigned(key, purpose, token)) return null;
  const [row] = await tx.query<{ userId: number }>(
    `UPDATE account_tokens SET used_at = now()
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING user_id AS "userId"`,
    [hashOf(token), purpose],
  );
  if (!row) return null;
  await tx.query('UPDATE account_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [
    row.userId,
    purpose,
  ]);
  return row.userId;
}

/** Deletes tokens a day past their expiry (the hourly clean-up). */
export async function deleteOldTokens(db: Queryable): Promise<void> {
  await db.query("DELETE FROM account_tokens WHERE expires_at < now() - interval '1 day'");
}
