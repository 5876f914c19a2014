/**
 * The generic lists' search: what `x-resource.list.search` names, contains the typed text,
 * case- and accent-insensitive (`search_fold`, migration 013; 'emilie' finds 'Émilie'). The
 * entity's own columns through their trigram index (db/entity-tables.ts, searchExpression);
 * a reference's label shown in the list (`x-ref.as`, e.g. `cityName`) through the ids of the
 * referenced rows whose label matches, so a renamed city is found by its new name at once.
 * Those ids are read first (matchedLabels, one query over the small referenced tables) and
 * bound as arrays, and a label that matches nothing adds nothing: the planner then sees the
 * same query as a search of the own columns alone and keeps the trigram index (a subquery in
 * the condition made it read the whole table, folding every row: tests/bench/list-100k.ts).
 * The text is one bound parameter, its `%`, `_` and `\` plain characters.
 */
import type { EntitySchema } from '@schema/types.js';
import { columnOf, searchExpression } from '../db/entity-tables.js';
import { ident, likeContains } from '../db/sql.js';
import type { Queryable } from '../db/types.js';
import type { Params } from './model.js';

/** A searched reference label: the entity's reference column, the referenced table and its label column. */
export interface SearchedLabel {
  column: string;
  table: string;
  label: string;
}

/** The `x-ref.as` names of `list.search`, resolved to their tables and columns. */
export function searchedLabels(schema: EntitySchema, byName: Map<string, EntitySchema>): SearchedLabel[] {
  return schema.resource.list.search.flatMap((name) => {
    const owner = Object.keys(schema.properties).find((p) => schema.properties[p]['x-ref']?.as === name);
    const ref = owner ? schema.properties[owner]['x-ref'] : undefined;
    const target = ref && byName.get(ref.resource);
    return ref && target
      ? [{ column: ident(columnOf(owner!)), table: ident(target.resource.table), label: ident(columnOf(ref.label)) }]
      : [];
  });
}

/** Per searched label, the ids of the referenced rows whose label contains `text` (one query). */
export async function matchedLabels(
  db: Pick<Queryable, 'query'>,
  labels: SearchedLabel[],
  text: string,
): Promise<number[][]> {
  if (!labels.length) return [];
  const arrays = labels.map(
    (l, i) =>
      `ARRAY(SELECT "id" FROM ${l.table} WHERE search_fold(${l.label}) LIKE search_fold($1) ORDER BY "id") AS "m${i}"`,
  );
  const [row] = await db.query<Record<string, number[]>>(`SELECT ${arrays.join(', ')}`, [likeContains(text)]);
  return labels.map((_, i) => row[`m${i}`] ?? []);
}

/**
 * The WHERE condition of a search for `text` over rows aliased `t`, given matchedLabels'
 * answer; undefined when the list searches nothing, FALSE when nothing can match.
 */
export function searchCondition(
  schema: EntitySchema,
  labels: SearchedLabel[],
  matched: number[][],
  params: Params,
  text: string,
): string | undefined {
  const own = searchExpression(schema, 't');
  if (!own && !labels.length) return undefined;
  const arms = [
    ...(own ? [`${own} LIKE search_fold(${params.add(likeContains(text))})`] : []),
    ...labels.flatMap((l, i) => (matched[i]?.length ? [`t.${l.column} = ANY(${params.add(matched[i])}::int[])`] : [])),
  ];
  if (!arms.length) return 'FALSE';
  return arms.length === 1 ? arms[0] : `(${arms.join(' OR ')})`;
}
