/**
 * The Outbox as CSV (`GET /api/settings/outbox/export?search=&status=`, company callers): the
 * Outbox screen's columns (resources/outbox/OutboxList.tsx, headers checked against its texts by
 * tests/unit/csv-columns.test.ts), newest first, every mail the search and status find. No body:
 * the list never shows one either (getbyid does).
 */
import type { Lang } from '@schema/types.js';
import { isoDateTime, type CsvColumn } from '../csv/index.js';
import type { Db, Row } from '../db/types.js';
import { outboxCondition, type OutboxFilter } from './outbox.js';

export const OUTBOX_CSV_COLUMNS: CsvColumn[] = [
  { key: 'when', header: { en: 'When', fr: 'Date' } },
  { key: 'recipient', header: { en: 'Recipient', fr: 'Destinataire' } },
  { key: 'subject', header: { en: 'Subject', fr: 'Objet' } },
  { key: 'status', header: { en: 'Status', fr: 'Statut' } },
  { key: 'whyNotSent', header: { en: 'Why not sent', fr: 'Raison du non-envoi' } },
];

/** The screen's words: status names and the short reason of a mail never tried for want of SMTP. */
const WORDS: Record<Lang, Record<string, string>> = {
  en: {
    queued: 'Queued',
    sending: 'Sending',
    sent: 'Sent',
    'not-configured': 'Not sent',
    failed: 'Failed',
    noSmtp: 'SMTP is not configured.',
  },
  fr: {
    queued: 'En attente',
    sending: 'Envoi en cours',
    sent: 'Envoyé',
    'not-configured': 'Non envoyé',
    failed: 'Échec',
    noSmtp: "SMTP n'est pas configuré.",
  },
};

export function outboxCsvRows(db: Db, filter: OutboxFilter, lang: Lang): AsyncIterable<Row[]> {
  const { condition, params } = outboxCondition(filter);
  const words = WORDS[lang];
  const at = params.length;
  const statusCase = Object.keys(words)
    .filter((k) => k !== 'noSmtp')
    .map((_k, i) => `WHEN $${at + 1 + i * 2}::text THEN $${at + 2 + i * 2}::text`);
  const statusParams = Object.entries(words)
    .filter(([k]) => k !== 'noSmtp')
    .flat();
  const noSmtp = `$${at + statusParams.length + 1}`;
  return db.stream(
    `SELECT ${isoDateTime('created_at')} AS "when", recipient, subject,
            CASE status::text ${statusCase.join(' ')} ELSE status::text END AS status,
            CASE WHEN status = 'not-configured' THEN ${noSmtp}::text WHEN status = 'failed' THEN last_error END AS "whyNotSent"
       FROM outbox ${condition} ORDER BY created_at DESC, id DESC`,
    [...params, ...statusParams, words.noSmtp],
  );
}
