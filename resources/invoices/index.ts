/** What other modules use of invoices: a request page's Finance section (its invoices and credit notes). */
export { RequestInvoicesCard } from './request/RequestInvoicesCard';
