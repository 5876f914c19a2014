/** The statement's shared rules and shapes: its search, its answer, the payment status of a row (§4). */
export * from './payment-status.js';
export * from './search-schema.js';
export * from './answer-schema.js';
