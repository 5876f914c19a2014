/** Finance rules shared by the server and the screens: money, statuses, numbering, due dates, bodies. */
export * from './money.js';
export * from './invoice-statuses.js';
export * from './due-date.js';
export * from './numbering.js';
export * from './invoice-schema.js';
export * from './payment-schema.js';
export * from './account-schema.js';
export * from './audit-entities.js';
export * from './e-invoice-files.js';
export * from './money-text.js';
