/**
 * A manual row as the editor holds it (text, as typed) and its check before it joins the rows:
 * the body is built from the text and checked by ajv against the server's own row schema
 * (`invoiceRowBodySchema`, precompiled: virtual:body-validator/invoice-row-body), errors keyed by
 * field as i18n keys with their values. Pure but for the validator; no React.
 */
import validate from 'virtual:body-validator/invoice-row-body';
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_FEE,
  MAX_QUANTITY,
  type InvoiceRow,
  type InvoiceRowBody,
} from '@domain/finance/invoice-schema';
import { frenchVatRatesText, isFrenchVatRate } from '@domain/finance/vat-rates';

export interface RowForm {
  serviceId: string;
  description: string;
  quantity: string;
  fee: string;
  /** '' = the tenant's default rate (the server's). */
  taxRate: string;
}

export type RowField = 'serviceId' | 'destinationDescription' | 'quantity' | 'fee' | 'taxRate';
export type RowErrors = Partial<Record<RowField, { key: string; args?: Record<string, unknown> }>>;

export const emptyRowForm = (taxRate: string): RowForm => ({
  serviceId: '',
  description: '',
  quantity: '1',
  fee: '',
  taxRate,
});

export const rowFormOf = (row: InvoiceRow): RowForm => ({
  serviceId: row.serviceId ? String(row.serviceId) : '',
  description: row.destinationDescription ?? '',
  quantity: String(row.quantity),
  fee: String(row.fee),
  taxRate: String(row.taxRate),
});

/** A number as typed in either language ('12,5' or '12.5'); undefined when blank or not a number. */
export function typedNumber(text: string): number | undefined {
  const clean = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!clean || !/^-?\d*\.?\d+$/.test(clean)) return undefined;
  return Number(clean);
}

const MESSAGES: Record<string, (keyword: string) => { key: string; args?: Record<string, unknown> }> = {
  serviceId: () => ({ key: 'invoices.rows.serviceRequired' }),
  fee: (k) =>
    k === 'required' ? { key: 'invoices.rows.feeRequired' } : { key: 'invoices.rows.feeRange', args: { max: MAX_FEE } },
  quantity: (k) =>
    k === 'required'
      ? { key: 'invoices.rows.quantityRequired' }
      : { key: 'invoices.rows.quantityRange', args: { max: MAX_QUANTITY } },
  taxRate: () => ({ key: 'invoices.rows.taxRange' }),
  destinationDescription: () => ({ key: 'invoices.rows.descriptionTooLong', args: { max: MAX_DESCRIPTION_LENGTH } }),
};

/**
 * The row's body, or the errors of each field (service, fee and quantity required; the bounds of
 * the schema; with `frenchRates`, standard VAT with e-invoicing on, a rate typed must be a French
 * VAT rate, BR-FR-16). A text that is no number counts as missing.
 * @example checkRow({ serviceId: '', description: '', quantity: '2', fee: '', taxRate: '' }, -1)
 * // { errors: { serviceId: { key: 'invoices.rows.serviceRequired' }, fee: { key: 'invoices.rows.feeRequired' } } }
 */
export function checkRow(
  form: RowForm,
  id: number,
  frenchRates = false,
  lang: 'en' | 'fr' = 'en',
): { body: InvoiceRowBody } | { errors: RowErrors } {
  const body: Record<string, unknown> = { id, isManualRow: true };
  const serviceId = typedNumber(form.serviceId);
  if (serviceId !== undefined) body.serviceId = serviceId;
  const quantity = typedNumber(form.quantity);
  if (quantity !== undefined) body.quantity = quantity;
  const fee = typedNumber(form.fee);
  if (fee !== undefined) body.fee = fee;
  const taxRate = typedNumber(form.taxRate);
  // A rate that is no number is out of the schema's range (-1), so the field says so.
  body.taxRate = form.taxRate.trim() === '' ? null : (taxRate ?? -1);
  body.destinationDescription = form.description.trim() ? form.description : null;
  const errors: RowErrors = {};
  if (frenchRates && taxRate !== undefined && !isFrenchVatRate(taxRate)) {
    errors.taxRate = { key: 'invoices.rows.frenchRate', args: { rates: frenchVatRatesText(lang) } };
  }
  if (validate(body) && !errors.taxRate) return { body: body as InvoiceRowBody };
  for (const e of validate.errors ?? []) {
    const field = (
      e.keyword === 'required' ? (e.params as { missingProperty: string }).missingProperty : e.instancePath.slice(1)
    ) as RowField;
    if (MESSAGES[field] && !errors[field]) errors[field] = MESSAGES[field](e.keyword);
  }
  return { errors };
}
