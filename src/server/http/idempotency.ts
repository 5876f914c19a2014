/**
 * `Idempotency-Key` on a write (any route): a client that is not sure its request arrived (a
 * timeout, a double click, a retry after a lost answer) sends it again with the same key and gets
 * the first answer again, never a second write. The same key with another body is a 422 problem.
 *
 * How: the key is claimed by a row of `idempotency_keys` (db/migrations/018) inserted by the
 * write's own transaction before its work, and filled with the answer before it commits. A twin
 * sent meanwhile meets the uncommitted row and waits (PostgreSQL's unique-key wait; on PGlite the
 * transactions run one after the other anyway), then reads the committed answer; if the first
 * failed, its row rolled back with it and the twin does the work itself. Only answers of a
 * committed write are kept: a 400 or a 409 is not, so the corrected request may reuse its key.
 * Keys are per route and per user and expire after KEY_LIFETIME_HOURS (removed by later keyed writes).
 *
 * @example
 *   app.post(url, { config, ...documented({ ...schema, headers: idempotencyKeyHeaders }, readBody) },
 *     (request, reply) => idempotently(db, request, reply, (tx) => addPayment(tx, request.body)));
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Lang } from '@schema/types.js';
import type { Db, Queryable } from '../db/types.js';
import { HttpError, ValidationError } from '../errors.js';
import type { JsonSchema } from './schemas.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on an answer given again: `Idempotent-Replayed: true`. */
export const REPLAYED_HEADER = 'idempotent-replayed';
export const KEY_LIFETIME_HOURS = 24;
const KEY_MAX = 200;
/** Visible ASCII: a uuid, a ULID, any token a client library makes. */
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

const texts: Record<Lang, { reused: string; invalid: string }> = {
  en: {
    reused: 'This Idempotency-Key was used with another request.',
    invalid: `Idempotency-Key must be 1 to ${KEY_MAX} visible ASCII characters.`,
  },
  fr: {
    reused: 'Cette clé Idempotency-Key a déjà servi pour une autre requête.',
    invalid: `La clé Idempotency-Key doit compter de 1 à ${KEY_MAX} caractères ASCII visibles.`,
  },
};

/** The header as a route schema documents it (`headers` of documented()). */
export const idempotencyKeyHeaders: JsonSchema = {
  type: 'object',
  properties: {
    [IDEMPOTENCY_HEADER]: {
      type: 'string',
      minLength: 1,
      maxLength: KEY_MAX,
      description:
        `optional: the same key and body again answers the first answer (\`Idempotent-Replayed: true\`), never a second write; ` +
        `the same key with another body answers 422; keys live ${KEY_LIFETIME_HOURS} hours`,
    },
  },
};

/** JSON with every object's keys sorted: two bodies that mean the same hash the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const bodyHash = (body: unknown): string => createHash('sha256').update(canonical(body)).digest('hex');

/** The key of the request; undefined without the header, a 400 on the header when malformed. */
function keyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw.join(',') : raw;
  if (!KEY_PATTERN.test(key)) throw new ValidationError({ 'Idempotency-Key': [texts[request.lang].invalid] });
  return key;
}

const EXPIRED = `created_at < now() - make_interval(hours => ${KEY_LIFETIME_HOURS})`;

/**
 * Claims the key for this transaction: true when this request does the work (a new key, or an
 * expired one taken over). Waits while another transaction holds the same key.
 */
async function claim(tx: Queryable, scope: string, userId: number, key: string, hash: string): Promise<boolean> {
  const claimed = await tx.query(
    `INSERT INTO idempotency_keys AS k (scope, user_id, key, body_hash, status, answer)
     VALUES ($1, $2, $3, $4, 0, 'null'::jsonb)
     ON CONFLICT (scope, user_id, key) DO UPDATE
       SET body_hash = EXCLUDED.body_hash, status = 0, answer = 'null'::jsonb, created_at = now()
       WHERE k.${EXPIRED}
     RETURNING 1 AS claimed`,
    [scope, userId, key, hash],
  );
  // Other expired keys go too, a batch at a time; rows another writer holds are left to it.
  await tx.query(
    `DELETE FROM idempotency_keys WHERE (scope, user_id, key) IN (
       SELECT scope, user_id, key FROM idempotency_keys WHERE ${EXPIRED} LIMIT 100 FOR UPDATE SKIP LOCKED)`,
  );
  return claimed.length > 0;
}

/**
 * Runs `work` in one transaction, once per key: the answer (what `work` returns, with the status
 * the handler set) is kept with the key and answered again to the same key and body. Without the
 * header it is a plain transaction.
 */
export async function idempotently<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const key = keyOf(request);
  if (key === undefined) return db.transaction(work);
  const scope = `${request.method} ${request.routeOptions.url ?? request.url}`.slice(0, 100);
  const userId = request.user?.id ?? 0;
  const hash = bodyHash(request.body);
  return db.transaction(async (tx) => {
    if (!(await claim(tx, scope, userId, key, hash))) {
      // The row exists and is committed: the claim waited for its writer and now holds its lock.
      const [kept] = await tx.query<{ body_hash: string; status: number; answer: T }>(
        'SELECT body_hash, status, answer FROM idempotency_keys WHERE scope = $1 AND user_id = $2 AND key = $3',
        [scope, userId, key],
      );
      if (kept.body_hash !== hash) throw new HttpError(422, texts[request.lang].reused, {}, 'idempotency-key-reused');
      reply.code(kept.status).header(REPLAYED_HEADER, 'true');
      return kept.answer;
    }
    const answer = await work(tx);
    await tx.query(
      'UPDATE idempotency_keys SET status = $4, answer = $5::jsonb WHERE scope = $1 AND user_id = $2 AND key = $3',
      [scope, userId, key, reply.statusCode, JSON.stringify(answer ?? null)],
    );
    return answer;
  });
}
