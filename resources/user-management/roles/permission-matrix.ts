/**
 * The permission matrix as data, no React: the catalogue (GET /api/authorization/user/permissions)
 * grouped by area, one row per entity, one column per action, and the selection maths of
 * its checkboxes (one, a row's "select all", an area's "select all").
 */

export interface CatalogueArea {
  area: string;
  entities: { entity: string; permissions: { name: string; action: string }[] }[];
}

export interface Catalogue {
  areas: CatalogueArea[];
  permissions: string[];
}

/** Column order of the matrix; actions outside it follow in their own order. */
export const ACTION_ORDER = ['Add', 'Delete', 'ViewList', 'ViewReport', 'ViewSettings'];

export type CheckState = 'all' | 'some' | 'none';

/** The actions used in an area, in matrix order (the area's table columns). */
export function areaActions(area: CatalogueArea): string[] {
  const used = [...new Set(area.entities.flatMap((e) => e.permissions.map((p) => p.action)))];
  const rank = (a: string) => (ACTION_ORDER.includes(a) ? ACTION_ORDER.indexOf(a) : ACTION_ORDER.length);
  return used.sort((a, b) => rank(a) - rank(b));
}

/** "PresetTransportationDetails" → "Preset Transportation Details" (SAAS stays one word). */
export function words(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2');
}

const namesOf = (permissions: { name: string }[]) => permissions.map((p) => p.name);
export const entityNames = (entity: CatalogueArea['entities'][number]) => namesOf(entity.permissions);
export const areaNames = (area: CatalogueArea) => area.entities.flatMap(entityNames);

/** Whether all, some or none of `names` are selected. */
export function stateOf(selected: ReadonlySet<string>, names: string[]): CheckState {
  const count = names.filter((n) => selected.has(n)).length;
  return count === 0 ? 'none' : count === names.length ? 'all' : 'some';
}

/** A new selection with `names` all on (`on`) or all off. */
export function setAll(selected: ReadonlySet<string>, names: string[], on: boolean): Set<string> {
  const next = new Set(selected);
  for (const n of names) {
    if (on) next.add(n);
    else next.delete(n);
  }
  return next;
}

/** A "select all" box: when everything is on it clears, otherwise it selects everything. */
export function toggleAll(selected: ReadonlySet<string>, names: string[]): Set<string> {
  return setAll(selected, names, stateOf(selected, names) !== 'all');
}

export function toggleOne(selected: ReadonlySet<string>, name: string): Set<string> {
  return setAll(selected, [name], !selected.has(name));
}

/** What is sent: the selected names that the catalogue knows, sorted. */
export function permissionsToSend(selected: ReadonlySet<string>, catalogue: Catalogue): string[] {
  const known = new Set(catalogue.areas.flatMap(areaNames));
  return [...selected].filter((n) => known.has(n)).sort();
}
