/**
 * The receipts' PDFs (Finance.InvoicePayments.ViewList, agency scope: another agency's 404):
 * `GET /api/finance/invoicepayment/pdf?id=` a payment's, `GET .../refund/pdf?id=` a refund's.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { SellerIdentity } from '@domain/legal-identity/requirements.js';
import type { Lang } from '@schema/types.js';
import type { Db, Queryable } from '../../db/types.js';
import { notFound } from '../../errors.js';
import type { AgencyScope } from '../../http/request-decorators.js';
import { documented } from '../../http/schemas.js';
import { loadTenantLetterhead, sendPdf, type TenantLetterhead } from '../../pdf/index.js';
import { sellerIdentity } from '../../settings/index.js';
import { readIdQuery } from '../input.js';
import { PAYMENT_PERMISSIONS } from '../permissions.js';
import { buildReceiptPdf } from './draw-receipt.js';
import { buildRefundReceiptPdf } from './draw-refund-receipt.js';
import { readReceiptData } from './receipt-data.js';
import { readRefundReceiptData } from './refund-receipt-data.js';
import { refundReceiptPdfSchema, receiptPdfSchema } from './route-schema.js';
import { REFUND_RECEIPT_PDF_TEXTS } from './refund-texts.js';
import { RECEIPT_PDF_TEXTS } from './texts.js';

interface ReceiptKind<T> {
  url: string;
  schema: FastifySchema;
  read: (q: Queryable, id: number, scope: AgencyScope) => Promise<T | null>;
  build: (data: T, tenant: TenantLetterhead, seller: SellerIdentity, lang: Lang) => Promise<Uint8Array>;
  fileName: (lang: Lang, id: number) => string;
}

/** `GET url?id=`: the row in the caller's scope (else 404), drawn in the Accept-Language, inline. */
function receiptRoute<T>(app: FastifyInstance, db: Db, kind: ReceiptKind<T>): void {
  app.get(
    kind.url,
    { config: { permission: PAYMENT_PERMISSIONS.view }, ...documented(kind.schema) },
    async (request, reply) => {
      const id = readIdQuery(request.query, 'id', request.lang);
      const data = await kind.read(db, id, request.agencyScope);
      if (!data) throw notFound();
      const pdf = await kind.build(data, await loadTenantLetterhead(db), await sellerIdentity(db), request.lang);
      return sendPdf(reply, pdf, kind.fileName(request.lang, id));
    },
  );
}

export function receiptPdfRoutes(app: FastifyInstance, db: Db): void {
  receiptRoute(app, db, {
    url: '/api/finance/invoicepayment/pdf',
    schema: receiptPdfSchema,
    read: readReceiptData,
    build: buildReceiptPdf,
    fileName: (lang, id) => RECEIPT_PDF_TEXTS[lang].fileName(id),
  });
  receiptRoute(app, db, {
    url: '/api/finance/invoicepayment/refund/pdf',
    schema: refundReceiptPdfSchema,
    read: readRefundReceiptData,
    build: buildRefundReceiptPdf,
    fileName: (lang, id) => REFUND_RECEIPT_PDF_TEXTS[lang].fileName(id),
  });
}
