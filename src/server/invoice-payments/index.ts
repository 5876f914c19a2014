/** What other code uses of payments: the demo invoices' payments of the seed. */
export { seedDemoPayments } from './demo-payments.js';
