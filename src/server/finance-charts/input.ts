/**
 * Reading the report's body against the domain's JSON Schema (http/body.ts): blanks and null read
 * as absent, a dropdown's "nothing chosen" (-1, 0, '') as every agency / the tenant's currency, its
 * text ('4') as the number; every problem one 400 keyed by field in the caller's language; then
 * what a schema cannot say: To Date not before From Date.
 */
import { chartsSearchSchema, type ChartsSearch } from '@domain/finance-charts/index.js';
import type { Lang } from '@schema/types.js';
import { cleanBody, schemaBodyReader, type BodyProblem, type BodyReading } from '../http/body.js';
import { FieldProblems } from '../http/problems.js';
import { chartsMessage, type MessageKey } from './messages.js';

class Problems extends FieldProblems<[key: MessageKey]> {
  constructor(lang: Lang) {
    super(lang, (l, field, key) => chartsMessage(l, key, field));
  }
}

function report(p: Problems, { path, keyword }: BodyProblem): void {
  if (keyword === 'format' || (keyword === 'type' && path.endsWith('Date'))) return p.add(path, 'date');
  p.add(path, 'invalid');
}

function prepare(raw: unknown): unknown {
  const body = cleanBody(raw ?? {});
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const fields = body as Record<string, unknown>;
  for (const key of ['agencyId', 'currencyId']) {
    const value = fields[key];
    if (typeof value === 'string' && /^-?\d{1,10}$/.test(value)) fields[key] = Number(value);
    if (fields[key] === -1 || fields[key] === 0) delete fields[key];
  }
  return fields;
}

const reading: BodyReading<Problems> = { prepare, problems: (lang) => new Problems(lang), report };
const readSchema = schemaBodyReader<ChartsSearch, Problems>(chartsSearchSchema, reading);

export function readChartsSearch(body: unknown, lang: Lang): ChartsSearch {
  const value = readSchema(body, lang);
  if (value.fromDate && value.toDate && value.toDate < value.fromDate) {
    const p = new Problems(lang);
    p.add('toDate', 'toBeforeFrom');
    p.throwIfAny();
  }
  return value;
}
