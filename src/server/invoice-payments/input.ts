/**
 * Reading the payment routes' bodies against the domain's JSON Schemas
 * (src/domain/finance/payment-schema.ts) with ajv (http/body.ts): strings trimmed, empty text,
 * null and a 0 id read as "no value" (so a dropdown left on its placeholder is "required"),
 * unknown and read-only keys dropped, every problem one 400 keyed by field in the caller's
 * language with the messages of §5. Then what a schema cannot say: an amount in cents, and a
 * payment date that is not after today (the server's UTC day).
 */
import {
  creditAllocationBodySchema,
  isCentAmount,
  refundBodySchema,
  type CreditAllocationBody,
  type RefundBody,
  paymentAttachmentsDeleteSchema,
  paymentBodySchema,
  paymentSearchSchema,
  type PaymentAttachmentsDelete,
  type PaymentBody,
  type PaymentSearch,
} from '@domain/finance/index.js';
import { positiveIntOf } from '@domain/int-bounds.js';
import type { Lang } from '@schema/types.js';
import { cleanBody, schemaBodyReader, type BodyProblem, type BodyReading } from '../http/body.js';
import { FieldProblems } from '../http/problems.js';
import { message, type MessageKey, type MessageValues } from './messages.js';

export class Problems extends FieldProblems<[key: MessageKey, values?: MessageValues]> {
  constructor(lang: Lang) {
    super(lang, (l, path, key, values = {}) => message(l, key, path, values));
  }
}

/** References a form sends as 0 when nothing is chosen. */
const ZERO_MEANS_NONE = new Set(['invoiceId', 'paymentAccountId', 'paymentTypeId', 'invoicePaymentId']);

function report(p: Problems, { path, keyword, limit }: BodyProblem): void {
  switch (keyword) {
    case 'required':
      return p.add(path, 'required');
    case 'minLength':
      return p.add(path, 'minLength', { limit });
    case 'maxLength':
      return p.add(path, path === 'ref' ? 'refMax' : 'maxLength', { limit });
    case 'exclusiveMinimum':
      return p.add(path, path.endsWith('amount') ? 'amountPositive' : 'minimum', { limit });
    case 'minimum':
    case 'maximum':
    case 'maxItems':
      return p.add(path, keyword, { limit });
    default:
      return p.add(path, 'invalid');
  }
}

const reading: BodyReading<Problems> = {
  prepare: (body) => cleanBody(body ?? {}, (key, v) => v === 0 && ZERO_MEANS_NONE.has(key)),
  problems: (lang) => new Problems(lang),
  report,
};

const readSchemaBody = schemaBodyReader<PaymentBody, Problems>(paymentBodySchema, reading);

/** Today on the server, as `YYYY-MM-DD` in UTC. */
const utcToday = () => new Date().toISOString().slice(0, 10);

/** The body of `add` and `update`: valid against the schema, the amount in cents, paid today at the latest. */
export function readPaymentBody(body: unknown, lang: Lang): PaymentBody {
  const read = readSchemaBody(body, lang);
  const p = new Problems(lang);
  if (!isCentAmount(read.amount)) p.add('amount', 'cents');
  if (read.paymentDate > utcToday()) p.add('paymentDate', 'futureDate');
  p.throwIfAny();
  return read;
}

export const readSearchBody = schemaBodyReader<PaymentSearch, Problems>(paymentSearchSchema, reading);
export const readAttachmentsDeleteBody = schemaBodyReader<PaymentAttachmentsDelete, Problems>(
  paymentAttachmentsDeleteSchema,
  reading,
);

/** A required id parameter of a query string (`id`, `invoiceId`): 400 on its name otherwise. */
export function readIdQuery(query: unknown, name: string, lang: Lang): number {
  const raw = query !== null && typeof query === 'object' ? (query as Record<string, unknown>)[name] : undefined;
  const p = new Problems(lang);
  const id = positiveIntOf(raw);
  if (raw === undefined || raw === '') p.add(name, 'required');
  else if (id === undefined) p.add(name, 'invalid');
  p.throwIfAny();
  return id!;
}

/** A filter id of the search model: a number or its text; empty, -1 or 0 mean no filter, anything else unreadable is a 400. */
export function filterId(raw: number | string | null | undefined, name: string, lang: Lang): number | undefined {
  if (raw === undefined || raw === null || raw === '' || raw === -1 || raw === '-1' || raw === 0 || raw === '0')
    return undefined;
  const id = positiveIntOf(raw);
  if (id === undefined) {
    const p = new Problems(lang);
    p.add(name, 'invalid');
    p.throwIfAny();
  }
  return id;
}

/** The body of `allocatecredit`. */
export const readCreditAllocationBody = schemaBodyReader<CreditAllocationBody, Problems>(
  creditAllocationBodySchema,
  reading,
);

/** The body of `refund`: the amount in cents, paid out today at the latest. */
export function readRefundBody(body: unknown, lang: Lang): RefundBody {
  const read = readRefundSchemaBody(body, lang);
  const p = new Problems(lang);
  if (!isCentAmount(read.amount)) p.add('amount', 'cents');
  if (read.refundDate > utcToday()) p.add('refundDate', 'futureDate');
  p.throwIfAny();
  return read;
}
const readRefundSchemaBody = schemaBodyReader<RefundBody, Problems>(refundBodySchema, reading);
