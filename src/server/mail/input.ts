/**
 * Reading the outbox routes' input: the list's query (paging and search as every list, a status
 * among OUTBOX_STATUSES), a mail's id in a query or a body. A problem is a 400 keyed by the
 * parameter, in the caller's language.
 */
import { positiveIntOf } from '@domain/int-bounds.js';
import type { Lang } from '@schema/types.js';
import { ValidationError } from '../errors.js';
import { asInput } from '../http/body.js';
import { readPaging, type Paging } from '../http/paging.js';
import { mailMessage } from './messages.js';
import { OUTBOX_STATUSES, type OutboxFilter, type OutboxStatus } from './outbox.js';

const isStatus = (raw: unknown): raw is OutboxStatus => OUTBOX_STATUSES.includes(raw as OutboxStatus);

export function readListQuery(query: unknown, lang: Lang): { page: Paging; filter: OutboxFilter } {
  const input = asInput(query);
  const page = readPaging(input, lang);
  const raw = input.status;
  if (raw !== undefined && raw !== '' && !isStatus(raw))
    throw new ValidationError({ status: [mailMessage(lang, 'statusInvalid', { values: OUTBOX_STATUSES.join(', ') })] });
  return { page, filter: { search: page.search, status: isStatus(raw) ? raw : undefined } };
}

function idOf(raw: unknown, lang: Lang): number {
  if (raw === undefined || raw === null || raw === '')
    throw new ValidationError({ id: [mailMessage(lang, 'idRequired')] });
  const id = positiveIntOf(raw);
  if (id === undefined) throw new ValidationError({ id: [mailMessage(lang, 'idInvalid')] });
  return id;
}

/** `?id=` of getbyid. */
export const readIdQuery = (query: unknown, lang: Lang): number => idOf(asInput(query).id, lang);

/** `{id}` of resend (other keys ignored). */
export const readIdBody = (body: unknown, lang: Lang): number => idOf(asInput(body).id, lang);
