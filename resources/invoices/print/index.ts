/**
 * The invoice print preview, loaded when first opened (nothing of it in the first bundle).
 * @example {printing && <InvoicePrintPreview invoiceId={printing} onClose={() => setPrinting(undefined)} />}
 */
import { createElement, lazy, Suspense } from 'react';
import type { InvoicePrintPreviewProps } from './InvoicePrintPreview';

const LazyInvoicePrintPreview = lazy(() => import('./InvoicePrintPreview'));

export function InvoicePrintPreview(props: InvoicePrintPreviewProps) {
  return createElement(Suspense, { fallback: null }, createElement(LazyInvoicePrintPreview, props));
}
