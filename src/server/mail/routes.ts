/**
 * The outbox under /api/mail/outbox/ (contract in README.md beside this file): `GET get` (a page,
 * newest first), `GET getbyid` (one mail with its bodies), `POST resend` (try it again now). For
 * company users holding Settings.Outbox.*: the mails hold working links (a password reset), so an
 * agency user is refused whatever it holds. A resend is audited (entity `outbox-mail`) in the
 * transaction that writes its result.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PERMISSIONS } from '@domain/permissions.js';
import { recordAudit } from '../audit/index.js';
import { currentUser } from '../auth/route-permissions.js';
import type { Db } from '../db/types.js';
import { HttpError, notFound } from '../errors.js';
import { paginationModel } from '../http/paging.js';
import { documented } from '../http/schemas.js';
import { sendCsv } from '../csv/index.js';
import { OUTBOX_CSV_COLUMNS, outboxCsvRows } from './export.js';
import { readIdBody, readIdQuery, readListQuery } from './input.js';
import type { Mailer } from './mailer.js';
import { mailMessage } from './messages.js';
import { finishTry, findMail, listMails, type OutboxMail } from './outbox.js';
import { outboxSchemas } from './route-schemas.js';

const BASE = '/api/mail/outbox';
export const OUTBOX_AUDIT_ENTITY = 'outbox-mail';

/** What the audit trail keeps of a mail's delivery (never its bodies). */
const delivery = (m: OutboxMail) => ({
  status: m.status,
  attempts: m.attempts,
  lastError: m.lastError,
  sentDate: m.sentDate,
});

/** The caller, when a company user (the route's permission is already checked). */
function companyCaller(request: FastifyRequest) {
  const caller = currentUser(request);
  if (caller.agencyId !== undefined) throw new HttpError(403, mailMessage(request.lang, 'companyOnly'));
  return caller;
}

export function outboxRoutes(app: FastifyInstance, db: Db, mailer: Mailer): void {
  app.get(
    `${BASE}/get`,
    { config: { permission: PERMISSIONS.Settings.Outbox.ViewList }, ...documented(outboxSchemas.list) },
    async (request) => {
      companyCaller(request);
      const { page, filter } = readListQuery(request.query, request.lang);
      const { rows, total } = await listMails(db, filter, page);
      return { mails: rows, paginationModel: paginationModel(page, rows.length, total) };
    },
  );

  app.get(
    `${BASE}/export`,
    { config: { permission: PERMISSIONS.Settings.Outbox.ViewList }, ...documented(outboxSchemas.export) },
    async (request, reply) => {
      companyCaller(request);
      const { filter } = readListQuery(request.query, request.lang);
      const batches = outboxCsvRows(db, filter, request.lang);
      return sendCsv(reply, {
        name: { en: 'outbox', fr: 'boite-d-envoi' },
        lang: request.lang,
        columns: OUTBOX_CSV_COLUMNS,
        batches,
      });
    },
  );

  app.get(
    `${BASE}/getbyid`,
    { config: { permission: PERMISSIONS.Settings.Outbox.ViewList }, ...documented(outboxSchemas.getById) },
    async (request) => {
      companyCaller(request);
      const mail = await findMail(db, readIdQuery(request.query, request.lang));
      if (!mail) throw notFound();
      return mail;
    },
  );

  app.post<{ Body: number }>(
    `${BASE}/resend`,
    { config: { permission: PERMISSIONS.Settings.Outbox.Resend }, ...documented(outboxSchemas.resend, readIdBody) },
    async (request) => {
      const caller = companyCaller(request);
      const id = request.body; // the id, read by the route
      const before = await findMail(db, id);
      if (!before) throw notFound();
      const tried = await mailer.retry(id);
      if (!tried) throw new HttpError(409, mailMessage(request.lang, 'busy'));
      return db.transaction(async (tx) => {
        const after = await finishTry(tx, id, tried.result);
        await recordAudit(tx, {
          user: caller,
          entity: OUTBOX_AUDIT_ENTITY,
          entityId: id,
          operation: 'update',
          before: delivery(before),
          after: delivery(after),
        });
        return after;
      });
    },
  );
}
