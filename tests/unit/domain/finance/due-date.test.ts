import { describe, expect, it } from 'vitest';
import { dueDateOf } from '@domain/finance/due-date.js';
import { documentNumber } from '@domain/finance/numbering.js';
import {
  INVOICE_STATUS,
  invoiceStatusLabel,
  invoiceStatusTone,
  isDraftStatus,
} from '@domain/finance/invoice-statuses.js';

const terms = { paymentTermsDays: 30, balanceDaysBeforeTravel: 14 };

describe('due date', () => {
  it('is the issue date plus the payment terms when travel is far away', () => {
    expect(dueDateOf('2026-11-27', '2027-06-01', terms)).toBe('2026-12-27');
  });

  it('is the balance days before the first check-in when that comes earlier', () => {
    expect(dueDateOf('2026-11-27', '2026-12-20', terms)).toBe('2026-12-06');
  });

  it('is never before the issue date', () => {
    expect(dueDateOf('2026-11-27', '2026-12-01', terms)).toBe('2026-11-27');
    expect(dueDateOf('2026-11-27', '2026-11-01', terms)).toBe('2026-11-27');
  });

  it('follows the payment terms when there is no check-in', () => {
    expect(dueDateOf('2026-02-15', null, terms)).toBe('2026-03-17');
  });

  it('crosses months and leap days as calendar days', () => {
    expect(dueDateOf('2028-02-10', null, { paymentTermsDays: 20, balanceDaysBeforeTravel: 0 })).toBe('2028-03-01');
  });
});

describe('document numbers and statuses', () => {
  it('numbers as {prefix}-{YYYY}-{NNNNN}', () => {
    expect(documentNumber('INV', 2026, 42)).toBe('INV-2026-00042');
    expect(documentNumber('CN', 2027, 123456)).toBe('CN-2027-123456');
  });

  it('labels and colours the numeric reading of the statuses', () => {
    expect(invoiceStatusLabel('en', INVOICE_STATUS.CanceledWithCharges)).toBe('Canceled With Charges');
    expect(invoiceStatusLabel('fr', INVOICE_STATUS.Paid)).toBe('Payée');
    expect(invoiceStatusTone(INVOICE_STATUS.Paid)).toBe('success');
    expect(invoiceStatusTone(INVOICE_STATUS.WaitingForPayment)).toBe('info');
    expect(invoiceStatusTone(INVOICE_STATUS.Canceled)).toBe('error');
    expect(invoiceStatusTone(99)).toBe('warning');
  });

  it('keeps a draft unnumbered only while Pending, Amended or Canceled', () => {
    expect(isDraftStatus(INVOICE_STATUS.Pending)).toBe(true);
    expect(isDraftStatus(INVOICE_STATUS.Amended)).toBe(true);
    expect(isDraftStatus(INVOICE_STATUS.WaitingForPayment)).toBe(false);
  });
});
