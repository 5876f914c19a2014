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
 * A page outside the menu that belongs to one of its entries: a module's route that declares
 * its `menu` (a request's detail page belongs to Reservations), a schema's detail page to its list.
 */
export interface MenuOwner {
  /** The page's route (a leading slash or none); a `:name` segment stands for any one segment. */
  path: string;
  /** The route of the menu entry it belongs to. */
  menu: string;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/** Whether `path` is the route `pattern` (`:name` segments match any one segment). */
export function isRoute(pattern: string, path: string): boolean {
  const want = segments(pattern);
  const have = segments(path);
  return want.length === have.length && want.every((s, i) => s.startsWith(':') || s === have[i]);
}

/** Whether `path` is `route` or a page under it, whole segments only (`finance/payment` is not under `finance/pay`). */
function isUnder(route: string, path: string): boolean {
  const want = segments(route);
  const have = segments(path);
  return want.length <= have.length && want.every((s, i) => s === have[i]);
}

/** The detail pages of the schemas (`x-resource.detailRoute`): each belongs to its schema's list. */
export function schemaOwners(schemas: readonly EntitySchema[]): MenuOwner[] {
  return schemas.flatMap(({ resource }) =>
    resource.detailRoute ? [{ path: `${resource.detailRoute}/:id`, menu: resource.route }] : [],
  );
}

/**
 * The menu entry of the page open at `path` (with or without its leading slash), the one the
 * menu highlights and the breadcrumbs name: the entry a page declares (`owners`) when it
 * declares one, else the entry with the longest route the path is or lies under (a list's
 * trash under the list; a request's detail under no 'New request'). None for the dashboard or
 * a page no entry claims.
 */
export function activeEntry(
  groups: readonly MenuGroup[],
  path: string,
  owners: readonly MenuOwner[] = [],
): MenuEntry | undefined {
  const entries = groups.flatMap((g) => g.entries);
  const owner = owners.find((o) => isRoute(o.path, path));
  if (owner) return entries.find((e) => e.route === owner.menu);
  return entries
    .filter((e) => isUnder(e.route, path))
    .sort((a, b) => segments(b.route).length - segments(a.route).length)[0];
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
