/**
 * The generic `export` endpoint of every schema list: the list's own search, filters and sort
 * (its query, or its body when the list is POST) without the paging, the columns of
 * `x-resource.list.columns` with the list screen's headers, every matching row streamed as CSV
 * through a database cursor (csv/ and Db.stream). Each value is made text in SQL: amounts and
 * numbers `::text` (`1250.00`; the writer puts a decimal comma in French), dates `YYYY-MM-DD`, date-times ISO 8601 UTC, booleans the
 * screen's words (Active / In-Active, Yes / No) in the caller's language, rich text its text.
 */
import { columnLabel } from '@schema/list-columns.js';
import type { ColumnAnnotation, EntitySchema, Lang } from '@schema/types.js';
import { isoDateTime, sendCsv, type CsvColumn } from '../csv/index.js';
import { asInput } from '../http/body.js';
import type { ResourceContext } from './context.js';
import type { Call } from './endpoints.js';
import { readListQuery } from './list-query.js';
import type { Params } from './model.js';
import { listStatement } from './repository.js';

const WORDS: Record<Lang, { active: [string, string]; boolean: [string, string] }> = {
  en: { active: ['Active', 'In-Active'], boolean: ['Yes', 'No'] },
  fr: { active: ['Actif', 'Inactif'], boolean: ['Oui', 'Non'] },
};

const TIMESTAMPS = new Set(['dateCreated', 'lastModifiedDate']);

/** The SQL text of one column's value. */
function textOf(schema: EntitySchema, column: ColumnAnnotation, expr: string, params: Params, lang: Lang): string {
  const prop = schema.properties[column.field];
  if (column.format === 'datetime' || prop?.format === 'date-time' || TIMESTAMPS.has(column.field))
    return isoDateTime(expr);
  if (column.format === 'active' || prop?.type === 'boolean') {
    const [yes, no] = WORDS[lang][column.format === 'active' ? 'active' : 'boolean'];
    return `CASE WHEN ${expr} THEN ${params.add(yes)}::text WHEN NOT ${expr} THEN ${params.add(no)}::text END`;
  }
  return `(${expr})::text`;
}

export async function exportList(c: ResourceContext, call: Call): Promise<unknown> {
  const { schema } = c.model;
  const { resource } = schema;
  const input = resource.paging.method === 'POST' ? asInput(call.body) : call.query;
  const q = readListQuery(c.model, input, call.lang);
  const listed = resource.list.columns;
  const columns: CsvColumn[] = listed.map((column, i) => ({
    key: `c${i}`,
    header: { en: columnLabel(schema, column, 'en'), fr: columnLabel(schema, column, 'fr') },
    html: column.format === 'html' || schema.properties[column.field]?.['x-widget'] === 'richtext',
    // Money and other decimals: the decimal mark of the caller's convention (`1250,00` in French).
    amount: column.format === 'money' || schema.properties[column.field]?.type === 'number',
  }));
  const { sql, params } = await listStatement(c.db, c.model, call.scope, { ...q, page: undefined }, (p) =>
    listed
      .map((column, i) => `${textOf(schema, column, c.model.expr(column.field)!, p, call.lang)} AS "c${i}"`)
      .join(', '),
  );
  return sendCsv(call.reply, {
    name: { en: resource.text.en.many, fr: resource.text.fr.many },
    lang: call.lang,
    columns,
    batches: c.db.stream(sql, params),
  });
}
