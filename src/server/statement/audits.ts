/**
 * Statement mails in the audit log (entity `statement-mail`, id: the outbox mail's): read with the
 * statement's permission, an agency user only its agency's; called by the recipient's address.
 */
import { referencesBy, rowNumber, type AuditedEntity } from '../audit/index.js';
import { STATEMENT_MAIL_AUDIT } from './mail.js';
import { STATEMENT_PERMISSION } from './routes.js';

export const statementAudits: AuditedEntity[] = [
  {
    entity: STATEMENT_MAIL_AUDIT,
    view: STATEMENT_PERMISSION,
    referencesOf: referencesBy('SELECT id, recipient AS reference FROM outbox WHERE id = ANY($1::int[])'),
    agencyOf: async (q, id) => {
      if (rowNumber(id) === undefined) return undefined;
      const [row] = await q.query<{ agency_id: number | null }>(
        `SELECT agency_id FROM audit_entries WHERE entity = $1 AND entity_id = $2 ORDER BY id LIMIT 1`,
        [STATEMENT_MAIL_AUDIT, id],
      );
      return row ? row.agency_id : undefined;
    },
  },
];
