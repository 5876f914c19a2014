/**
 * The statement's routes under /api/finance/report/ (README.md beside this file): the statement
 * (`POST getstatement`), its PDF, CSV and mail (`POST statement/pdf|export|mail`). All need
 * Reports.ReservationRequestStatement.ViewReport; agency users reach their own agency only.
 */
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '@domain/permissions.js';
import type { StatementFilter, StatementSearch } from '@domain/statement/index.js';
import { sendCsv } from '../csv/index.js';
import { currentUser } from '../auth/route-permissions.js';
import { rememberedRead } from '../db/page-and-total.js';
import { inReportSnapshot } from '../db/report-snapshot.js';
import type { Db } from '../db/types.js';
import { paginationModel } from '../http/paging.js';
import { sendPdf } from '../pdf/index.js';
import { documented } from '../http/schemas.js';
import type { Mailer } from '../mail/index.js';
import { STATEMENT_CSV_COLUMNS, statementCsvRows } from './export.js';
import { readStatementFilter, readStatementSearch } from './input.js';
import { mailStatement } from './mail.js';
import { statementPdf } from './pdf.js';
import { statementSchemas } from './route-schemas.js';
import { agencyInScope, readStatementPage, STATEMENT_TABLES } from './statement.js';

export const STATEMENT_BASE = '/api/finance/report';
export const STATEMENT_PERMISSION = PERMISSIONS.Reports.ReservationRequestStatement.ViewReport;

export function statementRoutes(app: FastifyInstance, db: Db, mailer: Mailer): void {
  const config = { permission: STATEMENT_PERMISSION };

  app.post<{ Body: StatementSearch }>(
    `${STATEMENT_BASE}/getstatement`,
    { config, ...documented(statementSchemas.get, readStatementSearch) },
    async (request) => {
      const { pageIndex = 1, pageSize = 10, ...filter } = request.body;
      await agencyInScope(db, filter.agencyId, request.agencyScope);
      const page = { index: pageIndex, size: pageSize };
      // Read again only after a write to its tables, or on another day (its balances are as of today).
      const statement = await rememberedRead(
        db,
        `statement\u0000${request.lang}\u0000${JSON.stringify([filter, page])}`,
        STATEMENT_TABLES,
        () => inReportSnapshot(db, (q) => readStatementPage(q, filter, page, request.lang)),
        { perDay: true },
      );
      return {
        reservationStatement: statement.rows,
        reservationStatementSummary: statement.summary,
        paginationModel: paginationModel(page, statement.rows.length, statement.totalRecords),
      };
    },
  );

  app.post<{ Body: StatementFilter }>(
    `${STATEMENT_BASE}/statement/export`,
    { config, ...documented(statementSchemas.export, readStatementFilter) },
    async ({ body, agencyScope, lang }, reply) => {
      const agency = await agencyInScope(db, body.agencyId, agencyScope);
      return sendCsv(reply, {
        name: { en: `statement-${agency.title}`, fr: `releve-${agency.title}` },
        lang,
        columns: STATEMENT_CSV_COLUMNS,
        batches: statementCsvRows(db, body, lang),
      });
    },
  );

  app.post<{ Body: StatementFilter }>(
    `${STATEMENT_BASE}/statement/pdf`,
    { config, ...documented(statementSchemas.pdf, readStatementFilter) },
    async ({ body, agencyScope, lang }, reply) => {
      const agency = await agencyInScope(db, body.agencyId, agencyScope);
      const pdf = await statementPdf(db, agency, body, lang);
      return sendPdf(reply, pdf.bytes, pdf.fileName, 'inline');
    },
  );

  app.post<{ Body: StatementFilter }>(
    `${STATEMENT_BASE}/statement/mail`,
    { config, ...documented(statementSchemas.mail, readStatementFilter) },
    async (request) => {
      const agency = await agencyInScope(db, request.body.agencyId, request.agencyScope);
      return mailStatement(db, mailer, {
        agency,
        filter: request.body,
        lang: request.lang,
        user: currentUser(request),
      });
    },
  );
}
