/**
 * The outbox table (migration 012): a mail is recorded in the transaction of what caused it,
 * then tried; each try first claims the row (one UPDATE that only one process wins), so a mail
 * is never sent twice at once by two requests or two replicas. The SQL of the outbox, nothing else.
 */
import type { OutboxMail, OutboxStatus, OutboxSummary } from '@domain/outbox.js';
import type { Lang } from '@schema/types.js';
import type { Queryable } from '../db/types.js';
import { pageAndTotal } from '../db/page-and-total.js';
import { likeContains } from '../db/sql.js';

export { OUTBOX_STATUSES, type OutboxMail, type OutboxStatus, type OutboxSummary } from '@domain/outbox.js';

/**
 * A try that has not finished after this long is taken as lost (the process stopped while
 * sending): the mail may be tried again. Longer than the transport's three 15 s timeouts.
 */
export const STALE_SENDING_SECONDS = 120;

/** A mail to record: what it is about, to whom, in which language, and its bodies. */
export interface Mail {
  /** What the mail is about (`reset-password`, `confirm-email`, later `statement`...). */
  kind: string;
  to: string;
  lang: Lang;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with it (a statement's PDF), kept with the mail for every try. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

const SUMMARY = `id, kind, recipient, subject, lang, status, attempts, last_error AS "lastError",
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "dateCreated",
  to_char(last_attempt_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "lastAttemptDate",
  to_char(sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "sentDate"`;
const FULL = `${SUMMARY}, body_text AS text, body_html AS html`;

/** Records a mail (status queued) with the caller's transaction; answers its id. */
export async function insertMail(tx: Queryable, mail: Mail): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO outbox (kind, recipient, subject, body_text, body_html, lang) VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING id`,
    [mail.kind, mail.to, mail.subject, mail.text, mail.html ?? null, mail.lang],
  );
  for (const [position, file] of (mail.attachments ?? []).entries()) {
    await tx.query(
      'INSERT INTO outbox_attachments (outbox_id, position, file_name, content_type, content) VALUES ($1, $2, $3, $4, $5)',
      [row.id, position, file.fileName, file.contentType, file.content],
    );
  }
  return row.id;
}

/** The files of a mail, in order. */
export async function mailAttachments(q: Queryable, id: number): Promise<MailAttachment[]> {
  const rows = await q.query<{ fileName: string; contentType: string; content: Uint8Array }>(
    `SELECT file_name AS "fileName", content_type AS "contentType", content FROM outbox_attachments
      WHERE outbox_id = $1 ORDER BY position`,
    [id],
  );
  return rows.map((r) => ({ ...r, content: new Uint8Array(r.content) }));
}

/**
 * Claims a mail for one try: status sending, one more attempt. Null when it is not there, or
 * another try holds it (sending, and not stale), or, unless `again`, it was already tried.
 */
export async function claimMail(q: Queryable, id: number, again: boolean): Promise<OutboxMail | null> {
  const [row] = await q.query<OutboxMail & Record<string, unknown>>(
    `UPDATE outbox SET status = 'sending', attempts = attempts + 1, last_attempt_at = now()
      WHERE id = $1 AND (status = ${again ? "ANY('{queued,sent,not-configured,failed}')" : "'queued'"}
        OR (status = 'sending' AND last_attempt_at < now() - make_interval(secs => $2)))
      RETURNING ${FULL}`,
    [id, STALE_SENDING_SECONDS],
  );
  return row ?? null;
}

/** The result of a try: sent, or why not (not-configured / failed with the reason). */
export type TryResult = { status: 'sent' } | { status: 'not-configured' | 'failed'; reason: string };

/** Writes the result of a try on a claimed mail; answers the mail as it is now. */
export async function finishTry(q: Queryable, id: number, result: TryResult): Promise<OutboxMail> {
  const [row] = await q.query<OutboxMail & Record<string, unknown>>(
    `UPDATE outbox SET status = $2, last_error = $3, sent_at = CASE WHEN $4 THEN now() ELSE sent_at END
      WHERE id = $1 RETURNING ${FULL}`,
    [id, result.status, result.status === 'sent' ? null : result.reason, result.status === 'sent'],
  );
  return row;
}

/** Mails recorded but never tried (their process stopped first), oldest first. */
export async function waitingMails(q: Queryable): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    `SELECT id FROM outbox WHERE status = 'queued' OR (status = 'sending' AND last_attempt_at < now() - make_interval(secs => $1))
      ORDER BY id`,
    [STALE_SENDING_SECONDS],
  );
  return rows.map((r) => r.id);
}

export async function findMail(q: Queryable, id: number, lock = false): Promise<OutboxMail | null> {
  const [row] = await q.query<OutboxMail & Record<string, unknown>>(
    `SELECT ${FULL} FROM outbox WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return row ?? null;
}

export interface OutboxFilter {
  search?: string;
  status?: OutboxStatus;
}

/** The WHERE of the outbox list and its CSV export (export.ts). */
export function outboxCondition(filter: OutboxFilter): { condition: string; params: unknown[] } {
  const params: unknown[] = [];
  const where: string[] = [];
  if (filter.status) {
    params.push(filter.status);
    where.push(`status = $${params.length}`);
  }
  if (filter.search) {
    // Case- and accent-insensitive like every list (search_fold, engine migration 013).
    params.push(likeContains(filter.search));
    const pattern = `search_fold($${params.length})`;
    where.push(`(search_fold(recipient) LIKE ${pattern} OR search_fold(subject) LIKE ${pattern})`);
  }
  return { condition: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

/** A page of the outbox, newest first; `search` in the recipient or the subject (contains, any case or accent). */
export async function listMails(
  q: Queryable,
  filter: OutboxFilter,
  page: { index: number; size: number },
): Promise<{ rows: OutboxSummary[]; total: number }> {
  const { condition, params } = outboxCondition(filter);
  // The page and its total in one statement (db/page-and-total.ts).
  const { rows, total } = await pageAndTotal<OutboxSummary & Record<string, unknown>>(q, {
    page: `SELECT ${SUMMARY} FROM outbox ${condition} ORDER BY created_at DESC, id DESC
      LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    count: `SELECT count(*)::integer FROM outbox ${condition}`,
    params: [...params, page.size, (page.index - 1) * page.size],
    countParams: params.length,
    countTables: ['outbox'],
    labelTables: [],
  });
  return { rows, total };
}
