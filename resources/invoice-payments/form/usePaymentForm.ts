import { useCallback, useMemo, useRef, useState } from 'react';
import { today, useDialogSave } from '@admin/primitives';
import type { Payment } from '@domain/finance';
import { paymentApi } from '../api';
import {
  newPaymentValues,
  paymentBody,
  paymentValues,
  PAYMENT_FIELDS,
  type PaymentFormValues,
} from './payment-form-values';
import { splitProblems } from './allocation-split';
import { validatePayment, type PaymentErrors } from './validate-payment';

const T = 'invoicePayments.toast.';

const uuid = () => crypto.randomUUID();

export interface PaymentFormOptions {
  invoiceId: number;
  /** What is left to pay: suggested as a new payment's amount. */
  balanceDue?: number;
  /** After a successful add or update (the caller reloads and resets). */
  onSaved: (payment: Payment) => void;
}

/**
 * The state and rules of the payment form (style example 7: the form only renders): values,
 * the fields touched, the §5 errors (shown once a field is touched; an invalid Save marks them
 * all and sends nothing), the files to attach, the server's field errors (an amount above the
 * balance due under Amount), and the save: the files first as pending uploads under the
 * payment's guid, then `add` or `update` naming them in `documentIds`.
 *
 * `add` carries an Idempotency-Key made when the form opens or resets. A retry of the same
 * entries (a double click, a lost answer) sends the same key, so the server answers the first
 * payment again instead of recording a second; once the clerk changes them, it is another
 * request and gets a new key (the server refuses a key reused with another body). The new
 * payment's guid stays with the form until it resets: a payment recorded whose answer was lost
 * cannot be recorded a second time under it either.
 */
export function usePaymentForm({ invoiceId, balanceDue, onSaved }: PaymentFormOptions) {
  const [values, setValues] = useState<PaymentFormValues>(() => newPaymentValues(today(), balanceDue, uuid()));
  const editing = values.id !== undefined;
  const dialog = useDialogSave(editing ? `${T}updateFailed` : `${T}addFailed`);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [files, setFiles] = useState<File[]>([]);
  // Fields changed since the server's answer: its message for them no longer applies.
  const [changed, setChanged] = useState<Set<string>>(new Set());
  const key = useRef<{ key: string; entered?: string; files?: File[] }>({ key: uuid() });
  const uploaded = useRef<{ files: File[]; referenceId: string; ids: number[] } | undefined>(undefined);
  // The latest balance, for a reset that happens before the reloaded invoice is rendered.
  const balance = useRef(balanceDue);
  balance.current = balanceDue;

  const clientErrors: PaymentErrors = useMemo(() => {
    const errors = validatePayment(paymentBody(values, invoiceId));
    // The clerk's split: a line refused, above its invoice's balance, or more than the amount over all.
    if (values.allocations) {
      const split = splitProblems(values.allocations, values.amount);
      const problem = split.total ?? Object.values(split.lines)[0];
      if (problem) errors.allocations = `invoicePayments.split.${problem}`;
    }
    return errors;
  }, [values, invoiceId]);

  /** Back to a new payment (the balance due suggested: `balanceDue`, else the invoice's), or to `next` to change it. */
  const reset = useCallback(
    (next?: Payment, balanceDue?: number) => {
      setValues(next ? paymentValues(next) : newPaymentValues(today(), balanceDue ?? balance.current, uuid()));
      setTouched(new Set());
      setChanged(new Set());
      setFiles([]);
      dialog.clearErrors();
      key.current = { key: uuid() };
      uploaded.current = undefined;
    },
    // dialog.clearErrors is stable
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const set = (patch: Partial<PaymentFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setChanged((c) => new Set([...c, ...Object.keys(patch)]));
  };
  const touch = (field: string) => setTouched((t) => (t.has(field) ? t : new Set([...t, field])));

  /** The message (an i18n key, or the server's text) under a field: the server's, else the form's once touched. */
  const errorOf = (field: string): string | undefined => {
    const server = dialog.errors[field];
    // A split's line (`allocations[1].amount`) counts as changed with the split.
    if (server?.length && !changed.has(field) && !changed.has(field.split(/[.[]/)[0]!)) return server.join(' ');
    return touched.has(field) ? clientErrors[field as keyof PaymentErrors] : undefined;
  };

  /** The files as pending uploads under the payment's guid, sent once for as long as they stay the same. */
  async function documentIds(): Promise<number[]> {
    if (!files.length) return [];
    const referenceId = values.paymentGuid;
    const done = uploaded.current;
    if (done && done.files === files && done.referenceId === referenceId) return done.ids;
    const ids = await paymentApi.uploadPending(referenceId, files);
    uploaded.current = { files, referenceId, ids };
    return ids;
  }

  async function send(): Promise<Payment> {
    if (editing) return paymentApi.update(paymentBody(values, invoiceId, await documentIds()));
    // The same entries and files: a retry, under the same key. Anything changed: a new request.
    const entered = JSON.stringify(values);
    const last = key.current;
    if (last.entered !== undefined && (last.entered !== entered || last.files !== files)) key.current = { key: uuid() };
    key.current.entered = entered;
    key.current.files = files;
    return paymentApi.add(paymentBody(values, invoiceId, await documentIds()), key.current.key);
  }

  // A second click before Save is disabled (the next render) waits for the first one's answer.
  const busy = useRef(false);
  const submit = async () => {
    setTouched(new Set(PAYMENT_FIELDS));
    if (Object.keys(clientErrors).length || busy.current) return;
    busy.current = true;
    setChanged(new Set());
    let saved: Payment | undefined;
    await dialog
      .save(
        async () => {
          saved = await send();
        },
        editing ? `${T}updated` : `${T}added`,
        () => saved && onSaved(saved),
      )
      .finally(() => {
        busy.current = false;
      });
  };

  return {
    values,
    editing,
    files,
    setFiles,
    set,
    touch,
    errorOf,
    reset,
    submit,
    saving: dialog.saving,
    conflict: dialog.conflict,
    /** After a stale version (409): the payment as stored now, in the form (StaleNotice's Reload). */
    reloadPayment: () => {
      if (values.id !== undefined) void dialog.reload(async () => reset(await paymentApi.getById(values.id!)));
    },
  };
}
