/**
 * Reading the statement's bodies against the domain's JSON Schemas with ajv (http/body.ts): blanks
 * and null read as absent (so a cleared dropdown is "Agency is required."), an agency sent as a
 * dropdown's text ('4') read as its number, every problem one 400 keyed by field in the caller's
 * language; then what a schema cannot say: To Date not before From Date.
 */
import {
  statementFilterSchema,
  statementSearchSchema,
  type StatementFilter,
  type StatementSearch,
} from '@domain/statement/index.js';
import type { Lang } from '@schema/types.js';
import { cleanBody, schemaBodyReader, type BodyProblem, type BodyReading } from '../http/body.js';
import { FieldProblems } from '../http/problems.js';
import { statementMessage, type MessageKey } from './messages.js';

class Problems extends FieldProblems<[key: MessageKey, values?: Record<string, string | number>]> {
  constructor(lang: Lang) {
    super(lang, (l, field, key, values) => statementMessage(l, key, field, values));
  }
}

function report(p: Problems, { path, keyword, limit }: BodyProblem): void {
  if (keyword === 'required') return p.add(path, 'required');
  if (keyword === 'format' || (keyword === 'type' && path.endsWith('Date'))) return p.add(path, 'date');
  if (keyword === 'maxLength') return p.add(path, 'maxLength', { limit: limit ?? 0 });
  if (path === 'pageSize' && (keyword === 'minimum' || keyword === 'maximum'))
    return p.add(path, 'range', { min: 1, max: 100 });
  if (path === 'agencyId' && (keyword === 'minimum' || keyword === 'maximum' || keyword === 'type'))
    return p.add(path, 'invalid');
  p.add(path, 'invalid');
}

/** A dropdown's "nothing chosen" (-1, 0) is no agency; its text '4' is agency 4. */
function prepare(raw: unknown): unknown {
  const body = cleanBody(raw ?? {}) as Record<string, unknown>;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const agency = body.agencyId;
  if (typeof agency === 'string' && /^-?\d{1,10}$/.test(agency)) body.agencyId = Number(agency);
  if (body.agencyId === -1 || body.agencyId === 0) delete body.agencyId;
  return body;
}

const reading: BodyReading<Problems> = { prepare, problems: (lang) => new Problems(lang), report };

function checkRange<T extends StatementFilter>(read: (body: unknown, lang: Lang) => T) {
  return (body: unknown, lang: Lang): T => {
    const value = read(body, lang);
    if (value.fromDate && value.toDate && value.toDate < value.fromDate) {
      const p = new Problems(lang);
      p.add('toDate', 'toBeforeFrom');
      p.throwIfAny();
    }
    return value;
  };
}

export const readStatementSearch = checkRange(
  schemaBodyReader<StatementSearch, Problems>(statementSearchSchema, reading),
);
export const readStatementFilter = checkRange(
  schemaBodyReader<StatementFilter, Problems>(statementFilterSchema, reading),
);
