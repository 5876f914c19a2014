/**
 * The statement calls of the screen, under /api/finance/report/ (the server's contract:
 * src/server/statement/README.md). Shapes come from src/domain/statement.
 *
 * - `get(search)` → `POST getstatement` → `{reservationStatement, reservationStatementSummary, paginationModel}`;
 * - `pdf(filter)` → `POST statement/pdf` (a Blob, application/pdf);
 * - `csv(filter)`: the ExportButton's target → `POST statement/export`;
 * - `mail(filter)` → `POST statement/mail` → `{mailId, recipient, sent, reason?}` (sent: the SMTP server took it).
 */
import { fetchApiBlob, fetchJson } from '@admin/http';
import type { ExportTarget, PaginationModel } from '@admin/primitives';
import type { StatementFilter, StatementRow, StatementSearch, StatementSummary } from '@domain/statement';

export const STATEMENT_API = '/finance/report';

/** What became of an e-mailed statement: sent (accepted by the SMTP server), or why not yet. */
export interface StatementMailAnswer {
  mailId: number;
  recipient: string;
  sent: boolean;
  /** It waits in the Outbox (no SMTP server set / refused or unreachable), or is still being sent. */
  reason?: 'not-configured' | 'failed' | 'sending';
}

export interface StatementAnswer {
  reservationStatement: StatementRow[];
  reservationStatementSummary: StatementSummary;
  paginationModel: PaginationModel;
}

export const statementApi = {
  get: async (body: StatementSearch) =>
    (await fetchJson<StatementAnswer>(`${STATEMENT_API}/getstatement`, { method: 'POST', body })).body,
  pdf: (body: StatementFilter) => fetchApiBlob(`${STATEMENT_API}/statement/pdf`, { body }),
  csv: (body: StatementFilter): ExportTarget => ({
    name: { en: 'statement', fr: 'releve' },
    path: `${STATEMENT_API}/statement/export`,
    body,
  }),
  mail: async (body: StatementFilter) =>
    (
      await fetchJson<StatementMailAnswer>(`${STATEMENT_API}/statement/mail`, {
        method: 'POST',
        body,
      })
    ).body,
};
