import { describe, expect, it } from 'vitest';
import { loadSchemas } from '@schema/load-dir.js';
import { areaRedirects } from '@admin/layout/menu-model.js';

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
