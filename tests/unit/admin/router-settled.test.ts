import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTER_MODULE, routerStoresOnlyChanges } from '../../../scripts/router-settled.js';

// The installed ra-core's router hook, as the build reads it (its ES module build; ra-core's
// exports do not include its package.json, so it is found where npm puts it).
const routerPath = join('node_modules', 'ra-core', 'dist', 'core', 'useConfigureAdminRouterFromChildren.js');
const installed = readFileSync(routerPath, 'utf8');

/** The patched module's comparison, run as the browser would. */
function sameRoutesAndResources(): (a: unknown, b: unknown) => boolean {
  const patched = routerStoresOnlyChanges(installed);
  const source = patched.slice(patched.indexOf('function sameRoutesAndResources'));
  return new Function(`${source}; return sameRoutesAndResources;`)() as (a: unknown, b: unknown) => boolean;
}

describe("react-admin's router stores its routes again only when they changed (scripts/router-settled.ts)", () => {
  it('finds the installed module by its path', () => {
    expect(routerPath).toMatch(ROUTER_MODULE);
  });

  it('keeps the state when the same elements are read again, takes new ones otherwise', () => {
    const patched = routerStoresOnlyChanges(installed);
    expect(patched).not.toContain('setRoutesAndResources(newRoutesAndResources);');
    expect(patched).toContain(
      'setRoutesAndResources((previous) => (sameRoutesAndResources(previous, newRoutesAndResources) ? previous : newRoutesAndResources));',
    );
    const same = sameRoutesAndResources();
    const [resource, routes] = [{ name: 'a' }, [{ path: '/x' }]];
    const state = { resources: [resource], customRoutesWithLayout: [routes], customRoutesWithoutLayout: [] };
    expect(
      same(state, { resources: [resource], customRoutesWithLayout: [routes], customRoutesWithoutLayout: [] }),
    ).toBe(true);
    expect(
      same(state, { resources: [{ name: 'a' }], customRoutesWithLayout: [routes], customRoutesWithoutLayout: [] }),
    ).toBe(false);
    expect(same(state, { resources: [resource], customRoutesWithLayout: [], customRoutesWithoutLayout: [] })).toBe(
      false,
    );
  });

  it('stops the build when ra-core has changed the line', () => {
    expect(() =>
      routerStoresOnlyChanges(installed.replace('setRoutesAndResources(newRoutesAndResources);', '')),
    ).toThrow(/source changed/);
  });
});
