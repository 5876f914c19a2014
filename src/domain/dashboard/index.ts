/** The dashboard's shared shapes: the data of each card of `GET /api/dashboard`. */
export * from './cards.js';
