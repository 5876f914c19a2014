/**
 * A list's filters as data: the same vocabulary as `x-resource.list.filters`
 * (@schema/list-filters.ts), with what a screen needs to draw them (labels, the referenced
 * resource, the options). A schema list derives its declarations from its schema
 * (schema-screens/schema-filters.ts); a bespoke list writes them (JSON) and gets the same bar:
 *   - filterFieldsOf: the ListFilters fields (a date range is two dates, From and To);
 *   - filterParamsOf: the URL / request parameter names (usePagedList's `filters` option);
 *   - filterRequestOf: the URL's values as the request's keys, typed, blanks left out.
 * Pure, no React (DeclaredFilters is the component).
 */
import type { FilterKind } from '@schema/list-filters.js';
import type { Lang, LocalText } from '@schema/types.js';
import type { FilterField } from './ListFilters.js';

/** One filter of a list, as data. */
export interface FilterDeclaration {
  /** The field filtered; names the parameters by default. */
  field: string;
  kind: FilterKind;
  label: LocalText;
  /** The parameter names: `value` (default: the field), or for a date range `from`/`to` (default `<field>From`/`<field>To`). */
  params?: { value?: string; from?: string; to?: string };
  /**
   * `reference`: the resource whose rows the dropdown lists (useOptions), their label, a fixed
   * query; `dependsOn`: while the filter `param` is set, only the rows whose lookup key `query`
   * equals it (the cities of the chosen country), and a new value there clears this one.
   */
  reference?: {
    resource: string;
    label: string;
    query?: Record<string, string | number | boolean>;
    dependsOn?: { param: string; query: string };
  };
  /** `enum`: the values and their labels, in the dropdown's order. */
  options?: { value: string | number; label: LocalText }[];
}

/** A request value: a text, an id or an enum's number, yes/no. */
export type FilterRequestValue = string | number | boolean;

const words: Record<Lang, { yes: string; no: string; from: string; to: string }> = {
  en: { yes: 'Yes', no: 'No', from: '{label} from', to: '{label} to' },
  fr: { yes: 'Oui', no: 'Non', from: '{label} : du', to: '{label} : au' },
};

/** The parameter names of one declaration, in order (from, to for a date range). */
export function declarationParams(d: FilterDeclaration): string[] {
  if (d.kind === 'dateRange') return [d.params?.from ?? `${d.field}From`, d.params?.to ?? `${d.field}To`];
  return [d.params?.value ?? d.field];
}

/** Every parameter the declarations use: the URL's filter names and the request's keys. */
export function filterParamsOf(declarations: readonly FilterDeclaration[]): string[] {
  return declarations.flatMap(declarationParams);
}

/** The ListFilters fields of the declarations, labelled in `lang`. */
export function filterFieldsOf(declarations: readonly FilterDeclaration[], lang: Lang): FilterField[] {
  const w = words[lang];
  return declarations.flatMap((d): FilterField[] => {
    const label = d.label[lang];
    const [name, second] = declarationParams(d);
    switch (d.kind) {
      case 'dateRange':
        return [
          { name, label: w.from.replace('{label}', label), type: 'date' },
          { name: second, label: w.to.replace('{label}', label), type: 'date' },
        ];
      case 'reference':
        return d.reference
          ? [
              {
                name,
                label,
                type: 'reference',
                resource: d.reference.resource,
                optionLabel: d.reference.label,
                query: d.reference.query,
                dependsOn: d.reference.dependsOn,
              },
            ]
          : [{ name, label, type: 'integer' }];
      case 'enum':
        return [
          {
            name,
            label,
            type: 'select',
            options: (d.options ?? []).map((o) => ({ value: String(o.value), label: o.label[lang] })),
          },
        ];
      case 'boolean':
        return [
          {
            name,
            label,
            type: 'select',
            options: [
              { value: 'true', label: w.yes },
              { value: 'false', label: w.no },
            ],
          },
        ];
      default:
        return [{ name, label, type: 'text' }];
    }
  });
}

/**
 * The request's keys of the values a filter bar holds (the URL's): blanks left out; a reference
 * as its id (a number), yes/no as a boolean, an enum as its declared value (number or text),
 * a date as `YYYY-MM-DD`, a text as typed.
 * @example filterRequestOf(decls, { agencyId: '4', requestDateFrom: '' }) // → { agencyId: 4 }
 */
export function filterRequestOf(
  declarations: readonly FilterDeclaration[],
  values: Readonly<Record<string, string | undefined>>,
): Record<string, FilterRequestValue> {
  const out: Record<string, FilterRequestValue> = {};
  for (const d of declarations) {
    for (const param of declarationParams(d)) {
      const raw = (values[param] ?? '').trim();
      if (!raw) continue;
      if (d.kind === 'reference' && /^\d+$/.test(raw)) out[param] = Number(raw);
      else if (d.kind === 'boolean') out[param] = raw === 'true';
      else if (d.kind === 'enum') out[param] = d.options?.find((o) => String(o.value) === raw)?.value ?? raw;
      else out[param] = raw;
    }
  }
  return out;
}
