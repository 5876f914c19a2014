import type { EntitySchema, Lang } from '@schema/types';
import { pickText } from '../i18n/lang';

/**
 * The side menu as data: schema resources that have a `menu` annotation and whose view
 * permission the user holds, and bespoke resources (`options.menu`) likewise, grouped by `menu.group` (groups in the spec's route order,
 * unknown groups after, by name) and sorted by `menu.order`, then label.
 */
export const GROUP_ORDER = [
  'reservationManagement',
  'finance',
  'infrastructure',
  'accommodation',
  'agencyManagement',
  'supplierManagement',
  'services',
  'userManagement',
  'providerSettings',
];

export interface MenuEntry {
  route: string;
  label: string;
  group: string;
  order: number;
  /** The schema of a schema resource; none for a bespoke one. */
  schema?: EntitySchema;
}

/**
 * A bespoke resource's place in the menu (its `options.menu`): shown when the user holds
 * `permission`, under `group` at `order`, labelled by the i18n key `labelKey`.
 * @example options: { menu: { group: 'userManagement', order: 10, labelKey: 'userManagement.users.title', permission: PERMISSIONS.UserManagement.Users.ViewList } }
 */
export interface BespokeMenu {
  group: string;
  order: number;
  labelKey: string;
  permission: string;
}

/** A bespoke menu entry with its label already translated. */
export interface BespokeEntry extends Omit<BespokeMenu, 'labelKey'> {
  route: string;
  label: string;
}

export interface MenuGroup {
  group: string;
  entries: MenuEntry[];
}

/** Schemas whose view permission is in `permissions`. */
export function viewableSchemas(schemas: readonly EntitySchema[], permissions: readonly string[]): EntitySchema[] {
  return schemas.filter((s) => permissions.includes(s.resource.permissions.view));
}

export function pluralLabel(schema: EntitySchema, lang: Lang): string {
  return pickText(schema.resource.text, lang)?.many ?? schema.title;
}

function groupRank(group: string): number {
  const index = GROUP_ORDER.indexOf(group);
  return index === -1 ? GROUP_ORDER.length : index;
}

export function buildMenu(
  schemas: EntitySchema[],
  permissions: readonly string[],
  lang: Lang,
  bespoke: readonly BespokeEntry[] = [],
): MenuGroup[] {
  const groups = new Map<string, MenuEntry[]>();
  for (const { route, label, group, order, permission } of bespoke) {
    if (permissions.includes(permission))
      groups.set(group, [...(groups.get(group) ?? []), { route, label, group, order }]);
  }
  for (const schema of viewableSchemas(schemas, permissions)) {
    const menu = schema.resource.menu;
    if (!menu) continue;
    const entry: MenuEntry = {
      route: schema.resource.route,
      label: pluralLabel(schema, lang),
      group: menu.group,
      order: menu.order,
      schema,
    };
    groups.set(menu.group, [...(groups.get(menu.group) ?? []), entry]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => groupRank(a) - groupRank(b) || a.localeCompare(b))
    .map(([group, entries]) => ({
      group,
      entries: entries.sort((a, b) => a.order - b.order || a.label.localeCompare(b.label, lang)),
    }));
}

/**
 * Where an area's own path leads (the spec: accommodation → hotel, agency-management →
 * agency, supplier-management → supplier): the first menu entry, by `menu.order`, among the
 * user's screens whose route starts with that area.
 */
export function areaRedirects(schemas: EntitySchema[]): { area: string; to: string }[] {
  const first = new Map<string, EntitySchema>();
  for (const schema of schemas) {
    const { route, menu } = schema.resource;
    const area = route.split('/')[0];
    if (!menu || area === route) continue;
    const current = first.get(area);
    if (!current || menu.order < current.resource.menu!.order) first.set(area, schema);
  }
  return [...first.entries()].map(([area, schema]) => ({ area, to: schema.resource.route }));
}
