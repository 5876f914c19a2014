/** The Agency Invoice vs Payment report's shapes: its search and its answer (server and screen). */
export * from './search-schema.js';
export * from './answer-schema.js';
