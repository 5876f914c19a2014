/**
 * The electronic forms of an issued invoice or credit note (Finance.Invoices.ViewList, agency
 * scope, like its PDF):
 * - `GET /api/finance/invoice/facturx?id=` → the Factur-X PDF/A-3 (attachment `<number>-factur-x.pdf`);
 * - `GET /api/finance/invoice/cii?id=` → its CII XML alone (attachment `<number>-cii.xml`);
 * - `GET /api/finance/invoice/einvoicing` → `{enabled}`: whether documents have these forms.
 */
import { ciiFileName, facturxFileName } from '@domain/finance/e-invoice-files.js';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types.js';
import { contentDisposition } from '../../http/content-disposition.js';
import { documented } from '../../http/schemas.js';
import { sendPdf } from '../../pdf/index.js';
import { sellerIdentity } from '../../settings/index.js';
import { readIdQuery } from '../input.js';
import { INVOICE_PERMISSIONS } from '../permissions.js';
import { INVOICE_PDF_TEXTS } from '../pdf/texts.js';
import { electronicForms } from './issued-forms.js';
import { ciiSchema, eInvoicingSchema, facturxSchema } from './route-schemas.js';

export function eInvoiceRoutes(app: FastifyInstance, db: Db): void {
  const permission = { config: { permission: INVOICE_PERMISSIONS.view } };

  app.get('/api/finance/invoice/facturx', { ...permission, ...documented(facturxSchema) }, async (request, reply) => {
    const forms = await electronicForms(
      db,
      readIdQuery(request.query, request.lang),
      request.agencyScope,
      request.lang,
    );
    const t = INVOICE_PDF_TEXTS[forms.lang];
    // pdf-lib is imported at the first Factur-X asked for, not at start-up (a tenth of it).
    const { facturxPdf } = await import('../../e-invoicing/pdfa3/index.js');
    const pdf = await facturxPdf(forms.pdf, forms.xml, {
      number: forms.number,
      issueDate: forms.issueDate,
      title: `${forms.documentType === 'creditNote' ? t.creditNote : t.invoice} ${forms.number}`,
      author: forms.sellerName,
      lang: forms.lang,
      documentType: forms.documentType,
    });
    return sendPdf(reply, pdf, facturxFileName(forms.number), 'attachment');
  });

  app.get('/api/finance/invoice/cii', { ...permission, ...documented(ciiSchema) }, async (request, reply) => {
    const forms = await electronicForms(
      db,
      readIdQuery(request.query, request.lang),
      request.agencyScope,
      request.lang,
    );
    return reply
      .header('Content-Type', 'text/xml; charset=utf-8')
      .header('Content-Disposition', contentDisposition(ciiFileName(forms.number), 'attachment'))
      .header('Cache-Control', 'private, no-store')
      .send(forms.xml);
  });

  app.get('/api/finance/invoice/einvoicing', { ...permission, ...documented(eInvoicingSchema) }, async () => ({
    enabled: (await sellerIdentity(db)).eInvoicingOn,
  }));
}
