/**
 * Documents attached to rows of other modules. A module that owns rows documents can be attached
 * to declares a `ReferenceKind` in its module.ts (`documentKinds`).
 */
export { DocumentReferences, type ReferenceKind } from './references.js';
export { auditEntityOf } from './audits.js';
export { attachPendingDocuments, PENDING_MAX_AGE_HOURS } from './pending.js';
/** What a module with its own attachment routes (invoices, payments) uses to store and remove documents. */
export { checkAttachments } from './files.js';
export {
  answerOf,
  countDocuments,
  deleteDocument,
  insertDocument,
  listDocuments,
  lockReference,
  type DocumentRow,
} from './repository.js';
export { auditedDocument } from './audits.js';
