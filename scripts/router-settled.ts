/**
 * react-admin's router reads its routes and resources off the admin's children twice: in its
 * first render (the state's initial value) and again in an effect after the first commit, which
 * always stores a new object, so the whole layout (app bar, side menu, breadcrumbs, every reader
 * of the router's context) rendered a second time on a phone's main thread before the page could
 * answer input (~120 ms at 4× slowed CPU), with nothing changed.
 *
 * This build step keeps the state when the routes and resources read again are the same elements
 * in the same order (the same children give the same ones); changed children still update it.
 * Only the production build needs it (scripts/source-patch.ts). The build fails when ra-core's
 * source no longer has the line it replaces: a new react-admin version must be checked (does its
 * router still store them again after the first commit?) before this is changed or dropped.
 */
import type { Plugin } from 'vite';
import { indexOfOnce, sourcePatch } from './source-patch.js';

export const ROUTER_MODULE = /ra-core[\\/]dist[\\/]core[\\/]useConfigureAdminRouterFromChildren\.js$/;
const STORE_ALWAYS = 'setRoutesAndResources(newRoutesAndResources);';
const STORE_WHEN_CHANGED =
  'setRoutesAndResources((previous) => (sameRoutesAndResources(previous, newRoutesAndResources) ? previous : newRoutesAndResources));';
// Appended to the module: a function declaration, hoisted, so its place does not matter.
const SAME = `
function sameRoutesAndResources(a, b) {
    const same = (x, y) => x.length === y.length && x.every((item, i) => item === y[i]);
    return same(a.resources, b.resources) && same(a.customRoutesWithLayout, b.customRoutesWithLayout) && same(a.customRoutesWithoutLayout, b.customRoutesWithoutLayout);
}
`;

/** ra-core's router hook storing its routes and resources only when they changed; throws when the source has changed. */
export function routerStoresOnlyChanges(code: string): string {
  if (indexOfOnce(code, STORE_ALWAYS) < 0 || code.includes('function sameRoutesAndResources')) {
    throw new Error(
      "scripts/router-settled.ts: ra-core's router source changed; check whether it still stores its routes again after the first commit",
    );
  }
  return `${code.replace(STORE_ALWAYS, STORE_WHEN_CHANGED)}${SAME}`;
}

export function routerSettled(): Plugin {
  return sourcePatch(
    'router-settled',
    ROUTER_MODULE,
    routerStoresOnlyChanges,
    "scripts/router-settled.ts: ra-core's useConfigureAdminRouterFromChildren module was not found under its known path",
  );
}
