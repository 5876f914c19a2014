/**
 * The generic lists' search: what `x-resource.list.search` names, contains the typed text,
 * case- and accent-insensitive (`search_fold`, migration 013; 'emilie' finds 'Émilie'). The
 * entity's own columns through their trigram index (db/entity-tables.ts, searchExpression);
 * a reference's label shown in the list (`x-ref.as`, e.g. `cityName`) through the ids of the
 * referenced rows whose label matches, so a renamed city is found by its new name at once.
 * The text is one bound parameter, its `%`, `_` and `\` plain characters.
 */
import type { EntitySchema } from '@schema/types.js';
import { columnOf, searchExpression } from '../db/entity-tables.js';
import { ident, likeContains } from '../db/sql.js';
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

/** The WHERE condition of a search for `text` over rows aliased `t`; undefined when nothing is searched. */
export function searchCondition(
  schema: EntitySchema,
  labels: SearchedLabel[],
  params: Params,
  text: string,
): string | undefined {
  const own = searchExpression(schema, 't');
  if (!own && !labels.length) return undefined;
  const pattern = `search_fold(${params.add(likeContains(text))})`;
  // `= ANY(ARRAY(...))`, not `IN (...)`: the ids are computed once and the reference's btree
  // index serves them, so the planner can OR them with the trigram index's bitmap.
  const arms = [
    ...(own ? [`${own} LIKE ${pattern}`] : []),
    ...labels.map(
      (l) => `t.${l.column} = ANY(ARRAY(SELECT "id" FROM ${l.table} WHERE search_fold(${l.label}) LIKE ${pattern}))`,
    ),
  ];
  return arms.length === 1 ? arms[0] : `(${arms.join(' OR ')})`;
}
