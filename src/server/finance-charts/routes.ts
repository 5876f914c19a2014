/**
 * The Agency Invoice vs Payment routes under /api/finance/report/ (README.md beside this file):
 * the figures (`POST getagencyinvoicevspayment`) and their PDF (`POST agencyinvoicevspayment/pdf`).
 * Both need Reports.AgencyInvoiceVsPayment.ViewReport; agency users read their own agency only.
 */
import type { FastifyInstance } from 'fastify';
import type { ChartsSearch } from '@domain/finance-charts/index.js';
import { PERMISSIONS } from '@domain/permissions.js';
import type { Db } from '../db/types.js';
import { documented } from '../http/schemas.js';
import { sendPdf } from '../pdf/index.js';
import { readChartsSearch } from './input.js';
import { chartsPdf } from './pdf.js';
import { readReport, reportAnswer } from './report.js';
import { chartsSchemas } from './route-schemas.js';

export const CHARTS_BASE = '/api/finance/report';
export const CHARTS_PERMISSION = PERMISSIONS.Reports.AgencyInvoiceVsPayment.ViewReport;

export function chartsRoutes(app: FastifyInstance, db: Db): void {
  const config = { permission: CHARTS_PERMISSION };

  app.post<{ Body: ChartsSearch }>(
    `${CHARTS_BASE}/getagencyinvoicevspayment`,
    { config, ...documented(chartsSchemas.get, readChartsSearch) },
    async (request) => reportAnswer(await readReport(db, request.body, request)),
  );

  app.post<{ Body: ChartsSearch }>(
    `${CHARTS_BASE}/agencyinvoicevspayment/pdf`,
    { config, ...documented(chartsSchemas.pdf, readChartsSearch) },
    async (request, reply) => {
      const report = await readReport(db, request.body, request);
      const pdf = await chartsPdf(db, report, request.lang);
      return sendPdf(reply, pdf.bytes, pdf.fileName, 'inline');
    },
  );
}
