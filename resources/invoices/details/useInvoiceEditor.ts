import { useMemo, useState } from 'react';
import {
  compareMoney,
  INVOICE_STATUS,
  invoiceTotals,
  isCancelledStatus,
  minus,
  rowSubtotal,
  sum,
  type InvoiceDetail,
  type InvoiceRow,
  type InvoiceRowBody,
  type InvoiceUpdateBody,
  type TaxLine,
} from '@domain/finance';
import { useLang } from '@admin/i18n/useLang';
import { useEInvoicing } from '../e-invoice/useEInvoicing';
import { checkRow, emptyRowForm, rowFormOf, typedNumber, type RowErrors, type RowForm } from './row-form';

/** A row as the editor shows it; `defaultRate`: sent without a rate, the server's default applies. */
export type EditorRow = InvoiceRow & { defaultRate?: boolean };

export interface RowDraft {
  form: RowForm;
  errors: RowErrors;
}

export interface EditorTotals {
  system: number;
  subtotal: number;
  taxes: TaxLine[];
  grand: number;
  paid: number;
  balance: number;
}

export type Service = { id: number; title: string };

const DRAFT_ONLY: readonly number[] = [INVOICE_STATUS.Pending, INVOICE_STATUS.Amended];

/** The rate a new row starts with: the rate the invoice's rows already use (the tenant's default on the server), else blank. */
const defaultRateOf = (rows: readonly InvoiceRow[]): string => (rows.length ? String(rows[0].taxRate) : '');

const rowOf = (
  body: InvoiceRowBody,
  invoice: InvoiceDetail,
  services: readonly Service[],
  fallback: number,
): EditorRow => ({
  id: body.id ?? -1,
  invoiceId: invoice.id,
  serviceId: body.serviceId,
  serviceName: services.find((s) => s.id === body.serviceId)?.title ?? null,
  destinationDescription: body.destinationDescription ?? null,
  quantity: body.quantity,
  fee: body.fee,
  taxRate: body.taxRate ?? fallback,
  defaultRate: body.taxRate === null || body.taxRate === undefined,
  subtotal: rowSubtotal(body),
  currencyId: invoice.currencyId,
  currencyInitial: invoice.currencyInitial,
  currencyName: invoice.currencyName,
  isManualRow: true,
});

/**
 * The invoice editor's state and rules (style example 7: the components only render): the rows
 * with one manual row in edit at a time and the add-row line, each checked against the server's
 * row schema before it joins (an invalid row marks its fields and changes nothing); status,
 * currency, note and the charges Canceled With Charges asks for; the totals previewed with the
 * domain's decimal rules (per rate, to the cent); the update body. An issued invoice (it has a
 * number) is locked: rows and currency stay as they are, status and note still change.
 */
export function useInvoiceEditor(invoice: InvoiceDetail, services: readonly Service[], canEdit: boolean) {
  const locked = invoice.number !== null;
  const rowsEditable = canEdit && !locked;
  const initialRate = defaultRateOf(invoice.invoiceRows);
  const [rows, setRows] = useState<EditorRow[]>(invoice.invoiceRows);
  const [editing, setEditing] = useState<(RowDraft & { id: number }) | undefined>();
  const [adding, setAdding] = useState<RowDraft>({ form: emptyRowForm(initialRate), errors: {} });
  const [status, setStatus] = useState(invoice.status);
  const [currencyId, setCurrencyId] = useState<number | null>(invoice.currencyId ?? null);
  const [note, setNote] = useState(invoice.note ?? '');
  const [charges, setCharges] = useState('');
  const [chargesError, setChargesError] = useState<string | undefined>();
  const [nextId, setNextId] = useState(-1);
  const fallbackRate = typedNumber(initialRate) ?? 0;
  // BR-FR-16: under standard VAT with e-invoicing on, a row takes the French VAT rates only.
  const frenchRates = useEInvoicing() && invoice.vatRegime === 'standard';
  const lang = useLang();

  const totals = useMemo<EditorTotals>(() => {
    if (locked)
      return {
        system: invoice.systemTotal ?? 0,
        subtotal: invoice.subtotal ?? 0,
        taxes: invoice.taxes.map((t) => ({ rate: t.rate, base: t.base, tax: t.tax })),
        grand: invoice.grandTotal,
        paid: invoice.paidTotal,
        balance: invoice.balanceDue,
      };
    const t = invoiceTotals(rows);
    return {
      system: sum(rows.filter((r) => !r.isManualRow).map((r) => r.subtotal)),
      subtotal: t.subtotal,
      taxes: t.taxes,
      grand: t.grandTotal,
      paid: invoice.paidTotal,
      balance: minus(t.grandTotal, invoice.paidTotal),
    };
  }, [locked, rows, invoice]);

  const startEdit = (row: EditorRow) => {
    if (!rowsEditable || !row.isManualRow) return;
    setEditing({
      id: row.id,
      form: { ...rowFormOf(row), taxRate: row.defaultRate ? '' : String(row.taxRate) },
      errors: {},
    });
  };
  const changeEdit = (patch: Partial<RowForm>) => setEditing((e) => e && { ...e, form: { ...e.form, ...patch } });
  const cancelEdit = () => setEditing(undefined);
  const saveEdit = () => {
    if (!editing) return;
    const checked = checkRow(editing.form, editing.id, frenchRates, lang);
    if ('errors' in checked) return setEditing({ ...editing, errors: checked.errors });
    setRows((all) => all.map((r) => (r.id === editing.id ? rowOf(checked.body, invoice, services, fallbackRate) : r)));
    setEditing(undefined);
  };

  const changeAdd = (patch: Partial<RowForm>) => setAdding((a) => ({ ...a, form: { ...a.form, ...patch } }));
  const addRow = (): boolean => {
    const checked = checkRow(adding.form, nextId, frenchRates, lang);
    if ('errors' in checked) {
      setAdding({ ...adding, errors: checked.errors });
      return false;
    }
    setRows((all) => [...all, rowOf(checked.body, invoice, services, fallbackRate)]);
    setNextId((id) => id - 1);
    setAdding({ form: emptyRowForm(adding.form.taxRate), errors: {} });
    return true;
  };
  const removeRow = (id: number) => {
    setRows((all) => all.filter((r) => r.id !== id));
    if (editing?.id === id) setEditing(undefined);
  };

  /** Canceled With Charges, newly chosen, asks for the amount kept (0 < charges ≤ grand total). */
  const asksCharges = status === INVOICE_STATUS.CanceledWithCharges && invoice.status !== status;

  /** The update body, or undefined when the charges are missing or out of range (then marked). */
  const body = (): InvoiceUpdateBody | undefined => {
    const out: InvoiceUpdateBody = {
      id: invoice.id,
      version: invoice.version,
      status: status as InvoiceUpdateBody['status'],
      currencyId,
      note: note.trim() ? note : null,
      invoiceRows: rows
        .filter((r) => r.isManualRow)
        .map((r) => ({
          id: r.id,
          serviceId: r.serviceId,
          destinationDescription: r.destinationDescription,
          quantity: r.quantity,
          fee: r.fee,
          taxRate: r.defaultRate ? null : r.taxRate,
          isManualRow: true,
        })),
    };
    if (!asksCharges) return out;
    const amount = typedNumber(charges);
    if (amount === undefined) {
      setChargesError('invoices.details.chargesRequired');
      return undefined;
    }
    if (amount <= 0 || compareMoney(amount, totals.grand) > 0) {
      setChargesError('invoices.details.chargesRange');
      return undefined;
    }
    setChargesError(undefined);
    return { ...out, cancellationCharges: amount };
  };

  /** Cancelled or replaced (Amended once issued): its credit note was issued, nothing changes but the note. */
  const closed = locked && (isCancelledStatus(invoice.status) || invoice.status === INVOICE_STATUS.Amended);

  /**
   * The statuses the invoice may take: a draft any; an issued invoice none of the draft's
   * (Pending, Amended: an amendment comes with a credit note); a credit note no cancellation either.
   */
  const allowsStatus = (id: number) =>
    id === invoice.status ||
    !locked ||
    (!DRAFT_ONLY.includes(id) && (invoice.documentType === 'invoice' || !isCancelledStatus(id)));

  return {
    invoice,
    locked,
    closed,
    allowsStatus,
    rowsEditable,
    /** An issued invoice (not a credit note, not cancelled or replaced) that a credit note may correct. */
    canCreditNote: canEdit && locked && invoice.documentType === 'invoice' && !closed,
    rows,
    /** Rows added, changed or removed since the invoice was read: the totals shown are a preview. */
    rowsChanged: rows !== invoice.invoiceRows,
    editing,
    adding,
    /** Changes when a row is added: the add-row line starts afresh (its rich-text editor too). */
    addKey: nextId,
    totals,
    status,
    currencyId,
    note,
    charges,
    chargesError,
    asksCharges,
    startEdit,
    changeEdit,
    cancelEdit,
    saveEdit,
    changeAdd,
    addRow,
    removeRow,
    setStatus,
    setCurrencyId,
    setNote,
    setCharges,
    body,
  };
}

export type InvoiceEditor = ReturnType<typeof useInvoiceEditor>;
