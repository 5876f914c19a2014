/**
 * The statement's search (§3 "Statement search") as JSON Schema: the body of
 * `POST /api/finance/report/getstatement`, and of its PDF, CSV and mail routes without the paging.
 * The server reads it with ajv (src/server/statement/input.ts); the screen sends the same fields.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { INT_MAX } from '../int-bounds.js';

export const STATEMENT_SEARCH_MAX = 200;

const optionalDate = {
  type: ['string', 'null'],
  format: 'date',
  description: 'YYYY-MM-DD, a whole day, inclusive',
} as const;

const filterProperties = {
  agencyId: { type: 'integer', minimum: 1, maximum: INT_MAX, description: 'required' },
  fromDate: optionalDate,
  toDate: optionalDate,
  search: {
    type: ['string', 'null'],
    maxLength: STATEMENT_SEARCH_MAX,
    description: "contains, any case or accent: the request's reference as shown, its rows' descriptions, its cities",
  },
} as const;

/** The filters every statement route takes (the PDF, CSV and mail routes take only these). */
export const statementFilterSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['agencyId'],
  properties: filterProperties,
} as const;

export const statementSearchSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['agencyId'],
  properties: {
    ...filterProperties,
    pageIndex: { type: 'integer', minimum: 1, maximum: INT_MAX, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
  },
} as const;

export type StatementFilter = FromSchema<typeof statementFilterSchema>;
export type StatementSearch = FromSchema<typeof statementSearchSchema>;
