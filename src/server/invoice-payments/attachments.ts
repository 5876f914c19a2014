/**
 * `POST deleteinvoicepaymentattachments {invoicePaymentId, attachments: [fileName, ...]}`: removes
 * the payment's files by name (every live file of that name), each delete audited like the
 * documents module's own, in one transaction: a name the payment has no file of is a 400 at
 * `attachments[i]` and nothing is removed. Files are added with the payment (`documentIds`) or
 * through the documents routes (`referenceKind: 'invoice-payment'`, `referenceId`: its guid).
 */
import type { Payment, PaymentAttachmentsDelete } from '@domain/finance/index.js';
import { recordAudit } from '../audit/index.js';
import type { Queryable } from '../db/types.js';
import { auditedDocument, auditEntityOf, deleteDocument, listDocuments, lockReference } from '../documents/index.js';
import { forbidden, notFound } from '../errors.js';
import { withAttachments } from './answers.js';
import { Problems } from './input.js';
import { message } from './messages.js';
import { PAYMENT_DOCUMENT_KIND } from './permissions.js';
import { readPaymentHead } from './repository.js';
import type { PaymentWrite } from './writes.js';

export type RemainingAttachments = Pick<Payment, 'attachments' | 'attachmentsFullPaths'>;

export async function deleteAttachments(
  tx: Queryable,
  body: PaymentAttachmentsDelete,
  w: PaymentWrite,
): Promise<RemainingAttachments> {
  const head = await readPaymentHead(tx, body.invoicePaymentId, w.scope);
  if (!head) throw notFound();
  if (w.user.agencyId !== undefined) throw forbidden(message(w.lang, 'companyOnly'));
  await lockReference(tx, PAYMENT_DOCUMENT_KIND, head.paymentGuid);
  const documents = await listDocuments(tx, PAYMENT_DOCUMENT_KIND, head.paymentGuid);
  const p = new Problems(w.lang);
  body.attachments.forEach((name, i) => {
    if (!documents.some((d) => d.fileName === name))
      p.add(`attachments[${i}]`, 'noSuchAttachment', { name: name.slice(0, 255) });
  });
  p.throwIfAny();
  const names = new Set(body.attachments);
  for (const document of documents.filter((d) => names.has(d.fileName))) {
    await deleteDocument(tx, document.id, w.user.id ?? null);
    await recordAudit(tx, {
      user: w.user,
      entity: auditEntityOf(PAYMENT_DOCUMENT_KIND),
      entityId: document.id,
      operation: 'delete',
      before: auditedDocument(document),
      after: null,
      agencyId: head.agencyId ?? null,
    });
  }
  const { attachments, attachmentsFullPaths } = await withAttachments(tx, head);
  return { attachments, attachmentsFullPaths };
}
