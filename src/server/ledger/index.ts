/**
 * What other modules use of the receivables ledger (README.md): the account's lock, the document
 * entries, the allocations and the rules that choose them, the readings, and the SQL of the one
 * definition of money owed to join in a module's own queries.
 */
export { lockAccount } from './lock.js';
export { postDocument, postPayment, postRefund, repostDocument, reversePayment } from './post.js';
export { allocate, undoAllocations, type AllocationLine, type CreditSource, type Settled } from './allocate.js';
export {
  checkPlan,
  drawCredit,
  resettleByCreditNotes,
  settleWithCreditNote,
  settleWithPayment,
  type PlannedAllocation,
  type PlanProblem,
} from './settle.js';
export {
  creditsOnAccount,
  documentBalance,
  openInvoices,
  readAccounts,
  type Account,
  type OpenInvoice,
} from './balances.js';
export { documentFigures, LEDGER_TABLES } from './documents-sql.js';
