import { useMemo } from 'react';
import { useResourceDefinitions, useTranslate } from 'react-admin';
import { useLang } from '../i18n/useLang';
import { useSchemasState } from '../schemas/schemas-store';
import { currentPermissions } from '../session/useCan';
import { buildMenu, type BespokeEntry, type BespokeMenu, type MenuGroup } from './menu-model';

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
