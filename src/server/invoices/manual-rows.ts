/**
 * The manual rows of an update: each item of `invoiceRows` marked `isManualRow` is read with the
 * row schema (system rows and read-only keys are ignored); a row with the id of a stored manual
 * row changes it, one without (or with a temporary negative id) is added, a stored manual row
 * missing from the list is removed. The description is rich text, kept as safe HTML.
 */
import { invoiceRowBodySchema, isCentAmount, type InvoiceRowBody } from '@domain/finance/index.js';
import type { Lang } from '@schema/types.js';
import { sanitizeRichText } from '../crud/rich-text.js';
import type { Queryable } from '../db/types.js';
import { ValidationError } from '../errors.js';
import { frenchVatRatesText, isFrenchVatRate } from '@domain/finance/vat-rates.js';
import { bodyReader, Problems } from './input.js';

export interface ManualRow {
  id: number | null;
  serviceId: number;
  description: string;
  quantity: number;
  fee: number;
  taxRate: number;
}

const readRow = bodyReader<InvoiceRowBody>(invoiceRowBodySchema);

/**
 * The manual rows the body asks for, valid, or a 400 keyed `invoiceRows[i].field`. With
 * `frenchRates` (standard VAT, e-invoicing on) a row's rate, the default one included, must be a
 * French VAT rate (BR-FR-16), else a 400 on its `taxRate` naming them.
 */
export async function readManualRows(
  q: Queryable,
  items: unknown[],
  lang: Lang,
  defaultTaxRate: number,
  frenchRates = false,
): Promise<ManualRow[]> {
  const p = new Problems(lang);
  const rows: ManualRow[] = [];
  const at: number[] = [];
  for (const [index, item] of items.entries()) {
    if ((item as { isManualRow?: unknown } | null)?.isManualRow !== true) continue;
    try {
      const row = readRow(item, lang);
      if (!isCentAmount(row.fee)) p.add(`invoiceRows[${index}].fee`, 'invalid');
      if (!isCentAmount(row.quantity)) p.add(`invoiceRows[${index}].quantity`, 'invalid');
      const taxRate = row.taxRate ?? defaultTaxRate;
      if (frenchRates && !isFrenchVatRate(taxRate)) {
        p.add(`invoiceRows[${index}].taxRate`, 'frenchRate', frenchVatRatesText(lang));
      }
      rows.push({
        id: row.id !== undefined && row.id !== null && row.id > 0 ? row.id : null,
        serviceId: row.serviceId,
        description: sanitizeRichText(row.destinationDescription ?? ''),
        quantity: row.quantity,
        fee: row.fee,
        taxRate,
      });
      at.push(index);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      for (const [field, messages] of Object.entries(error.errors)) {
        for (const m of messages) ((p.errors[`invoiceRows[${index}].${field}`] ??= []) as string[]).push(m);
      }
    }
  }
  const services = [...new Set(rows.map((r) => r.serviceId))];
  const [known] = await q.query<{ ids: number[] }>(
    `SELECT ARRAY(SELECT id FROM infra_type WHERE id = ANY($1::int[]) AND type_group_id = 10 AND NOT is_deleted) AS ids`,
    [services],
  );
  rows.forEach((row, i) => {
    if (!known!.ids.includes(row.serviceId)) p.add(`invoiceRows[${at[i]}].serviceId`, 'noSuchService');
  });
  p.throwIfAny();
  return rows;
}

type Stored = ManualRow & { id: number };

async function storedManualRows(q: Queryable, invoiceId: number): Promise<Stored[]> {
  return q.query<Stored & Record<string, unknown>>(
    `SELECT id, service_id AS "serviceId", description, quantity::float8 AS quantity, fee::float8 AS fee,
            tax_rate::float8 AS "taxRate" FROM invoice_rows WHERE invoice_id = $1 AND is_manual_row ORDER BY position, id`,
    [invoiceId],
  );
}

const same = (a: ManualRow, b: ManualRow) =>
  a.serviceId === b.serviceId &&
  a.description === b.description &&
  a.quantity === b.quantity &&
  a.fee === b.fee &&
  a.taxRate === b.taxRate;

/** Whether writing these rows would change the invoice's manual rows. */
export async function manualRowsDiffer(q: Queryable, invoiceId: number, rows: ManualRow[]): Promise<boolean> {
  const stored = await storedManualRows(q, invoiceId);
  const byId = new Map(stored.map((s) => [s.id, s]));
  const kept = rows.filter((r) => r.id !== null && byId.has(r.id));
  if (kept.length !== rows.length || kept.length !== stored.length) return true;
  return kept.some((r) => !same(r, byId.get(r.id!)!));
}

/** Writes the manual rows: changed in place, added after the others, the missing ones removed. */
export async function writeManualRows(tx: Queryable, invoiceId: number, rows: ManualRow[]): Promise<void> {
  const stored = new Set((await storedManualRows(tx, invoiceId)).map((s) => s.id));
  const keep = rows.filter((r) => r.id !== null && stored.has(r.id)).map((r) => r.id!);
  await tx.query('DELETE FROM invoice_rows WHERE invoice_id = $1 AND is_manual_row AND NOT (id = ANY($2::int[]))', [
    invoiceId,
    keep,
  ]);
  for (const [position, row] of rows.entries()) {
    const values = [row.serviceId, row.description, row.quantity, row.fee, row.taxRate, position + 1];
    if (row.id !== null && stored.has(row.id)) {
      await tx.query(
        `UPDATE invoice_rows SET service_id = $3, description = $4, quantity = $5, fee = $6, tax_rate = $7, position = $8
          WHERE id = $2 AND invoice_id = $1`,
        [invoiceId, row.id, ...values],
      );
    } else {
      await tx.query(
        `INSERT INTO invoice_rows (invoice_id, is_manual_row, service_id, description, quantity, fee, tax_rate, position)
         VALUES ($1, true, $2, $3, $4, $5, $6, $7)`,
        [invoiceId, ...values],
      );
    }
  }
}
