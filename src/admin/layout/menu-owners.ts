import { createContext, useContext } from 'react';
import type { MenuOwner } from './menu-model';

/**
 * The module routes that belong to a menu entry (`ModuleRoute.menu`), provided by the shell
 * (App.tsx) from the module list, so the side menu and the breadcrumbs name no module.
 */
export const ModuleMenuOwners = createContext<readonly MenuOwner[]>([]);

export function useModuleMenuOwners(): readonly MenuOwner[] {
  return useContext(ModuleMenuOwners);
}
