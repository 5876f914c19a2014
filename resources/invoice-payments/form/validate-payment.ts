/**
 * The payment body checked in the browser against the schema the server uses
 * (`paymentBodySchema`, precompiled at build time: scripts/body-validators.ts), so an invalid
 * form is shown before anything is sent, with the messages of §5 (i18n keys of this module,
 * `invoicePayments.errors.*`), by field.
 */
import validate from 'virtual:body-validator/payment-body';
import { isCentAmount, type PaymentBody } from '@domain/finance';
import type { PaymentField } from './payment-form-values';

export type PaymentErrors = Partial<Record<PaymentField | 'documentIds' | 'allocations', string>>;

const E = 'invoicePayments.errors.';

/** What each field says for a failed rule (ajv's keyword); `*` for any other. */
const MESSAGES: Record<string, Record<string, string>> = {
  paymentAccountId: { '*': `${E}paymentAccountRequired` },
  paymentTypeId: { '*': `${E}paymentTypeRequired` },
  amount: { exclusiveMinimum: `${E}amountPositive`, maximum: `${E}amountMax`, '*': `${E}amountRequired` },
  paymentDate: { required: `${E}paymentDateRequired`, '*': `${E}paymentDateInvalid` },
  ref: { minLength: `${E}refMin`, maxLength: `${E}refMax`, '*': `${E}refMax` },
  notes: { '*': `${E}notesMax` },
  documentIds: { '*': `${E}tooManyFiles` },
};

/** Today as the server counts it (its UTC day): a payment date after it is refused. */
export const utcToday = () => new Date().toISOString().slice(0, 10);

/** The body's problems by field (an i18n key each, the first rule broken); empty when it may be sent. */
export function validatePayment(body: PaymentBody, today = utcToday()): PaymentErrors {
  const errors: PaymentErrors = {};
  if (!validate(JSON.parse(JSON.stringify(body)))) {
    for (const e of validate.errors ?? []) {
      const field =
        e.keyword === 'required'
          ? (e.params as { missingProperty: string }).missingProperty
          : e.instancePath.split('/')[1];
      const messages = MESSAGES[field];
      if (!messages) continue;
      errors[field as keyof PaymentErrors] ??= messages[e.keyword] ?? messages['*'];
    }
  }
  // Money is kept to the cent (numeric(14,2)): 10.005 would be rounded by the server.
  if (!errors.amount && typeof body.amount === 'number' && !isCentAmount(body.amount))
    errors.amount = `${E}amountCents`;
  if (!errors.paymentDate && typeof body.paymentDate === 'string' && body.paymentDate > today)
    errors.paymentDate = `${E}paymentDateFuture`;
  return errors;
}
