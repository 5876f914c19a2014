import { useMemo } from 'react';
import { useLang } from '../i18n/useLang.js';
import { filterFieldsOf, type FilterDeclaration } from './filter-declarations.js';
import { ListFilters, type FilterValues } from './ListFilters.js';

/**
 * The filter bar of declarations as data (filter-declarations.ts), in the user's language:
 * what a schema list shows, and what a bespoke list shows from its own declarations.
 * @example
 * const list = usePagedList(load, { filters: filterParamsOf(FILTERS) });
 * <ListFrame filters={<DeclaredFilters declarations={FILTERS} values={list.filters} onChange={list.setFilters} />} … />
 */
export function DeclaredFilters({
  declarations,
  values,
  onChange,
}: {
  declarations: readonly FilterDeclaration[];
  /** The values by parameter, as the URL holds them (usePagedList's `filters`); '' or absent is "any". */
  values: Readonly<Record<string, string | undefined>>;
  onChange: (values: FilterValues) => void;
}) {
  const lang = useLang();
  const fields = useMemo(() => filterFieldsOf(declarations, lang), [declarations, lang]);
  const shown = Object.fromEntries(fields.map((f) => [f.name, values[f.name] ?? '']));
  return <ListFilters fields={fields} values={shown} onChange={onChange} />;
}
