import type { EntitySchema, Lang } from '@schema/types.js';
import { columnLabel } from './cells.js';

/**
 * The labels of what a generated list's search looks in (`x-resource.list.search`), as its
 * columns name them ("Title, City, Country"): the search box's hint.
 */
export function searchedFieldLabels(schema: EntitySchema, lang: Lang): string[] {
  const { columns, search } = schema.resource.list;
  const labels = search.map((field) => columnLabel(schema, columns.find((c) => c.field === field) ?? { field }, lang));
  return [...new Set(labels)];
}
