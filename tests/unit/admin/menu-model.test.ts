import { describe, expect, it } from 'vitest';
import { loadSchemas } from '@schema/load-dir.js';
import { activeEntry, areaRedirects, schemaOwners } from '@admin/layout/menu-model.js';

const schemas = loadSchemas('schemas');

describe('areaRedirects', () => {
  it('sends the spec areas to their first screen', () => {
    const to = Object.fromEntries(areaRedirects(schemas).map((r) => [r.area, r.to]));
    expect(to.accommodation).toBe('accommodation/hotel');
    expect(to['agency-management']).toBe('agency-management/agency');
    expect(to['supplier-management']).toBe('supplier-management/supplier');
  });

  it('only uses the screens the user may open', () => {
    const withoutHotels = schemas.filter((s) => s.name !== 'hotel');
    const to = Object.fromEntries(areaRedirects(withoutHotels).map((r) => [r.area, r.to]));
    expect(to.accommodation).not.toBe('accommodation/hotel');
    expect(areaRedirects([])).toEqual([]);
  });
});

describe('activeEntry', () => {
  const entry = (route: string, group = 'reservationManagement') => ({ route, label: route, group, order: 0 });
  const groups = [
    {
      group: 'reservationManagement',
      entries: [entry('reservation-management/reservations'), entry('reservation-management/reservation/request')],
    },
    { group: 'finance', entries: [entry('finance/payment-account', 'finance'), entry('finance/pay', 'finance')] },
  ];
  const owners = [
    {
      path: '/reservation-management/reservation/request/edit/:requestGuid',
      menu: 'reservation-management/reservations',
    },
  ];
  const routeOf = (path: string) => activeEntry(groups, path, owners)?.route;

  it('gives a page that declares its entry that entry, not the one whose path starts its address', () => {
    expect(routeOf('/reservation-management/reservation/request/edit/5f0c')).toBe(
      'reservation-management/reservations',
    );
    // Without the declaration the longest prefix would claim it: the bug of 'New request' highlighted.
    expect(activeEntry(groups, '/reservation-management/reservation/request/edit/5f0c')?.route).toBe(
      'reservation-management/reservation/request',
    );
  });

  it('otherwise takes the entry with the longest route the path is or lies under, whole segments only', () => {
    expect(routeOf('/reservation-management/reservation/request')).toBe('reservation-management/reservation/request');
    expect(routeOf('/finance/payment-account/trash')).toBe('finance/payment-account');
    expect(routeOf('/finance/payment')).toBeUndefined();
    expect(routeOf('/dashboard')).toBeUndefined();
  });

  it("gives a schema's detail page its list's entry", () => {
    const amenities = schemas.find((s) => s.name === 'amenity')!;
    const withAmenities = [{ group: 'infrastructure', entries: [entry('infrastructure/amenities', 'infrastructure')] }];
    expect(activeEntry(withAmenities, '/infrastructure/amenity-details/7', schemaOwners([amenities]))?.route).toBe(
      'infrastructure/amenities',
    );
  });
});
