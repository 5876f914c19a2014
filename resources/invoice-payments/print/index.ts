/**
 * The payment receipt's print preview, loaded on demand: nothing of it is in the first bundle
 * (its sheet pieces, src/admin/primitives/print/, are imported by the lazy chunk only).
 */
import { createElement, lazy, Suspense } from 'react';

const LazyPaymentPrintPreview = lazy(() => import('./PaymentPrintPreview'));

/** The receipt preview of a payment, loaded when first opened. */
export function PaymentPrintPreview(props: { paymentId: number; onClose: () => void }) {
  return createElement(Suspense, { fallback: null }, createElement(LazyPaymentPrintPreview, props));
}
