import { useMemo } from 'react';
import { useLang } from '../i18n/useLang';
import { useSchemasState } from '../schemas/schemas-store';
import { currentPermissions } from '../session/useCan';
import { buildMenu, type MenuGroup } from './menu-model';

/** The menu groups of the signed-in user in the UI language. */
export function useMenu(): MenuGroup[] {
  const { schemas } = useSchemasState();
  const lang = useLang();
  const permissions = currentPermissions().join('\n');
  return useMemo(() => buildMenu(schemas, permissions ? permissions.split('\n') : [], lang), [schemas, permissions, lang]);
}
