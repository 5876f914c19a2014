/**
 * The Agency Invoice vs Payment search (§3, §7 `POST /finance/report/getagencyinvoicevspayment`)
 * as JSON Schema: the body of the charts and of their PDF. Every field is optional: no dates read
 * every date, no agency every agency (an agency user's is always theirs), no currency the tenant's.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { INT_MAX } from '../int-bounds.js';

const optionalDate = {
  type: ['string', 'null'],
  format: 'date',
  description: 'YYYY-MM-DD, a whole day, inclusive',
} as const;

export const chartsSearchSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    fromDate: optionalDate,
    toDate: optionalDate,
    agencyId: {
      type: ['integer', 'null'],
      minimum: 1,
      maximum: INT_MAX,
      description: 'one agency; none: every agency',
    },
    currencyId: {
      type: ['integer', 'null'],
      minimum: 1,
      maximum: INT_MAX,
      description: "the documents' currency (amounts are never added across currencies); none: the tenant's",
    },
  },
} as const;

export type ChartsSearch = FromSchema<typeof chartsSearchSchema>;
