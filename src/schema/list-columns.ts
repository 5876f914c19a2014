/**
 * A list column's header, shared by the list screen (schema-screens/cells.tsx) and the list's CSV
 * export (server crud/export.ts), so both say the same words.
 */
import { fieldLabel } from './messages.js';
import type { ColumnAnnotation, EntitySchema, Lang } from './types.js';

/** A column's header: its own label, else the label of the property (or of the x-ref it aliases). */
export function columnLabel(schema: EntitySchema, column: ColumnAnnotation, lang: Lang): string {
  if (column.label?.[lang]) return column.label[lang];
  if (schema.properties[column.field]) return fieldLabel(schema, column.field, lang);
  const owner = Object.keys(schema.properties).find((name) => schema.properties[name]['x-ref']?.as === column.field);
  return owner ? fieldLabel(schema, owner, lang) : column.field;
}
