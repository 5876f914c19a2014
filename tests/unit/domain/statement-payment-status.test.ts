/** §4's payment status of a statement row, on its three cases and the edges between them, in decimal. */
import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUS_LABELS, paymentStatus } from '@domain/statement';

describe('paymentStatus', () => {
  it('is Pending with no payment, whatever the total (a credited invoice too)', () => {
    expect(paymentStatus('1250.00', '0')).toBe('pending');
    expect(paymentStatus('0.00', '0.00')).toBe('pending');
  });

  it('is Partially Paid below the total, to the cent', () => {
    expect(paymentStatus('1250.00', '1249.99')).toBe('partiallyPaid');
    expect(paymentStatus('0.30', '0.1')).toBe('partiallyPaid');
  });

  it('is Complete from the total up', () => {
    expect(paymentStatus('1250.00', '1250')).toBe('complete');
    expect(paymentStatus('0.30', '0.3')).toBe('complete');
    expect(paymentStatus(300, 400)).toBe('complete');
  });

  it('is named in English and French', () => {
    expect(PAYMENT_STATUS_LABELS.en.partiallyPaid).toBe('Partially Paid');
    expect(PAYMENT_STATUS_LABELS.fr.complete).toBe('Réglée');
  });
});
