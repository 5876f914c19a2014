/**
 * The next number of a gapless series (per document type and calendar year). The series row is
 * written with INSERT ... ON CONFLICT DO UPDATE, which holds its lock until the transaction ends:
 * a second issue waits for the first to commit (and takes the next number) or to roll back (and
 * takes the same one), so numbers never repeat and never skip.
 */
import { documentNumber, type DocumentType } from '@domain/finance/index.js';
import type { Queryable } from '../db/types.js';

export interface TakenNumber {
  number: string;
  year: number;
  sequence: number;
}

export async function takeNumber(
  tx: Queryable,
  type: DocumentType,
  prefix: string,
  year: number,
): Promise<TakenNumber> {
  const [row] = await tx.query<{ last_number: number }>(
    `INSERT INTO invoice_number_series (document_type, year, last_number) VALUES ($1, $2, 1)
     ON CONFLICT (document_type, year) DO UPDATE SET last_number = invoice_number_series.last_number + 1
     RETURNING last_number`,
    [type, year],
  );
  const sequence = Number(row!.last_number);
  return { number: documentNumber(prefix, year, sequence), year, sequence };
}

/** Today as the server's UTC calendar day, `YYYY-MM-DD` (an invoice's issue date). */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);
