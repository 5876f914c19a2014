/**
 * The first request of a schema's list screen (src/admin/list-request.ts), as the boot script
 * asks it early and the list screen asks it again: the address's page, search and order over
 * the schema's defaults, the same query as the data provider's getList.
 */
import { describe, expect, it } from 'vitest';
import { firstListRequest, listRequest, screenListParams } from '@admin/list-request';
import { loadSchemas } from '@schema/load-dir';

const schemas = loadSchemas('schemas');
const accounts = schemas.find((s) => s.resource.route === 'finance/payment-account')!;
/** Every view permission there is (an administrator). */
const ALL = schemas.map((s) => s.resource.permissions.view);

describe('the first request of a list screen', () => {
  it('is page 1 of the default order at a bare address', () => {
    expect(firstListRequest(schemas, ALL, '/finance/payment-account', '')).toEqual({
      method: 'GET',
      path: '/finance/paymentaccount/get?search=&pageIndex=1&pageSize=10&sort=id&order=DESC',
      endpoint: 'get',
    });
  });

  it('follows the page, search and order of the address', () => {
    expect(
      firstListRequest(schemas, ALL, '/finance/payment-account/', '?page=3&search=%20visa%20&sort=title&order=asc')
        ?.path,
    ).toBe('/finance/paymentaccount/get?search=visa&pageIndex=3&pageSize=10&sort=title&order=ASC');
  });

  it('is what the list screen asks the data provider for in that state', () => {
    const url = { page: 2, search: 'bank', sort: { field: 'title', order: 'ASC' as const } };
    expect(
      firstListRequest(schemas, ALL, '/finance/payment-account', '?page=2&search=bank&sort=title&order=ASC'),
    ).toEqual(listRequest(accounts, screenListParams(accounts, url)));
  });

  it('pages stations, transportation providers and excursions by 10 (the 1,000 of the spec is their dropdown loads)', () => {
    expect(firstListRequest(schemas, ALL, '/infrastructure/stations', '')?.path).toContain('&pageSize=10&');
    expect(firstListRequest(schemas, ALL, '/infrastructure/transportation-providers', '')?.path).toContain(
      '&pageSize=10&',
    );
    expect(firstListRequest(schemas, ALL, '/services/excursions', '')?.path).toMatch(/currentPage=1&pageSize=10&/);
  });

  it("is none where no schema list is: a singleton's page, a trash, another screen", () => {
    const settings = schemas.find((s) => s.resource.singleton === true)!;
    for (const path of [`/${settings.resource.route}`, '/finance/payment-account/trash', '/dashboard', '/']) {
      expect(firstListRequest(schemas, ALL, path, ''), path).toBeUndefined();
    }
  });

  it('is none for a list the user may not view (the shell shows the not-found page; asking would be refused)', () => {
    const agent = ALL.filter((p) => !p.startsWith('Finance.PaymentAccounts.'));
    expect(firstListRequest(schemas, agent, '/finance/payment-account', '')).toBeUndefined();
    expect(firstListRequest(schemas, agent, '/infrastructure/countries', '')).toBeDefined();
    expect(firstListRequest(schemas, [], '/infrastructure/countries', '')).toBeUndefined();
  });
});
