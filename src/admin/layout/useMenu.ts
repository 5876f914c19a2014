import { useMemo } from 'react';
import { useLocation, useResourceDefinitions, useTranslate } from 'react-admin';
import { useLang } from '../i18n/useLang';
import { useSchemasState } from '../schemas/schemas-store';
import { currentPermissions } from '../session/useCan';
import {
  activeEntry,
  buildMenu,
  schemaOwners,
  type BespokeEntry,
  type BespokeMenu,
  type MenuEntry,
  type MenuGroup,
} from './menu-model';
import { useModuleMenuOwners } from './menu-owners';

/** The menu groups of the signed-in user in the UI language. */
export function useMenu(): MenuGroup[] {
  const { schemas } = useSchemasState();
  const lang = useLang();
  const permissions = currentPermissions().join('\n');
  const translate = useTranslate();
  const definitions = useResourceDefinitions();
  const bespoke = useMemo(
    () =>
      Object.values(definitions).flatMap((d): BespokeEntry[] => {
        const menu = (d.options as { menu?: BespokeMenu } | undefined)?.menu;
        return menu
          ? [
              {
                route: d.name,
                label: translate(menu.labelKey),
                group: menu.group,
                order: menu.order,
                permission: menu.permission,
              },
            ]
          : [];
      }),
    [definitions, translate],
  );
  return useMemo(
    () => buildMenu(schemas, permissions ? permissions.split('\n') : [], lang, bespoke),
    [schemas, permissions, lang, bespoke],
  );
}

/**
 * The menu entry of the page open (activeEntry): the one the side menu highlights and the
 * breadcrumbs name. Pages that declare their entry: the modules' routes with a `menu`, the
 * schemas' detail pages.
 */
export function useActiveEntry(groups: readonly MenuGroup[]): MenuEntry | undefined {
  const { pathname } = useLocation();
  const { schemas } = useSchemasState();
  const moduleOwners = useModuleMenuOwners();
  const owners = useMemo(() => [...moduleOwners, ...schemaOwners(schemas)], [moduleOwners, schemas]);
  return useMemo(() => activeEntry(groups, pathname, owners), [groups, pathname, owners]);
}
