/** What other modules use of the statement: the aging of what agencies owe (the dashboard's receivables card). */
export { AGING_COLUMNS, AGING_SQL, owedAt, readAging } from './aging-sql.js';
