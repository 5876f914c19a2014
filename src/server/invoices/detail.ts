/** The invoice as `getbyid` answers it. */
import type { Lang } from '@schema/types.js';
import type { InvoiceDetail } from '@domain/finance/index.js';
import type { Queryable } from '../db/types.js';
import type { InvoiceScope } from './types.js';

/** The live invoice's detail; null when missing, deleted or outside the scope. */
export async function readInvoiceDetail(
  _q: Queryable,
  _id: number,
  _scope: InvoiceScope,
  _lang: Lang,
): Promise<InvoiceDetail | null> {
  throw new Error('readInvoiceDetail: not written yet');
}
