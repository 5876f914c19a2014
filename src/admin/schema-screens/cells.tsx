import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { formatsFor } from '../i18n/format.js';
import { useTenantCurrency } from '../tenant-currency.js';
import type { ColumnAnnotation, EntitySchema, Lang } from '@schema/types.js';
import { CellText } from './unbreakable.js';

// The header is shared with the list's CSV export (server), so it lives in @schema.
export { columnLabel } from '@schema/list-columns.js';

const PREVIEW_LENGTH = 120;

/** The text of an HTML value, tags and scripts dropped (DOMParser runs nothing), shortened. */
export function htmlPreview(html: string): string {
  const text =
    typeof DOMParser === 'undefined'
      ? html.replace(/<[^>]*>/g, ' ')
      : (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '');
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH - 1)}…` : flat;
}

/** A column's format: its own, else the date or date-time of the property it shows. */
function formatOf(column: ColumnAnnotation, schema?: EntitySchema): ColumnAnnotation['format'] {
  if (column.format) return column.format;
  const format = schema?.properties[column.field]?.format;
  return format === 'date' ? 'date' : format === 'date-time' ? 'datetime' : undefined;
}

/** An amount in the tenant's currency, in the language ('€1,250.00', « 1 250,00 € »). */
function MoneyCell({ value, lang }: { value: number | string; lang: Lang }) {
  const { currencyInitial } = useTenantCurrency();
  return <>{formatsFor(lang).amount(value, currencyInitial)}</>;
}

/** One table cell's content, per the column's format (or its property's, given the schema). */
export function CellValue({
  column,
  value,
  lang,
  schema,
}: {
  column: ColumnAnnotation;
  value: unknown;
  lang: Lang;
  schema?: EntitySchema;
}) {
  const translate = useTranslate();
  const format = formatOf(column, schema);
  if (format === 'active') {
    const active = value === true;
    return (
      <Chip
        size="small"
        color={active ? 'success' : 'default'}
        label={translate(active ? 'list.active' : 'list.inactive')}
      />
    );
  }
  if (value === null || value === undefined || value === '') return null;
  switch (format) {
    case 'html':
      return <>{htmlPreview(String(value))}</>;
    case 'date':
      return <>{formatsFor(lang).date(String(value))}</>;
    case 'datetime':
      return <>{formatsFor(lang).dateTime(String(value))}</>;
    case 'money':
      return typeof value === 'number' || typeof value === 'string' ? <MoneyCell value={value} lang={lang} /> : null;
    default:
      // Whole numbers are ids and counts, written as stored; a decimal takes the language's separator.
      return typeof value === 'number' && !Number.isInteger(value) ? (
        <>{formatsFor(lang).number(value)}</>
      ) : (
        <CellText text={String(value)} />
      );
  }
}
