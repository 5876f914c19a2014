/**
 * The declared filters' bar: on the schema list (payment accounts: category, active, ref) and
 * on a bespoke list drawing its bar from declarations as data (a reference, a date range and
 * an enum). Each filter set goes to the URL and to the request.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, type DataProvider } from 'react-admin';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DeclaredFilters } from '@admin/primitives/DeclaredFilters.js';
import {
  filterFieldsOf,
  filterParamsOf,
  filterRequestOf,
  type FilterDeclaration,
} from '@admin/primitives/filter-declarations.js';
import { ListFilters } from '@admin/primitives/ListFilters.js';
import { ListFrame } from '@admin/primitives/ListFrame.js';
import { schemaFilterDeclarations } from '@admin/schema-screens/schema-filters.js';
import { loadSchemas as readSchemaFiles } from '@schema/load-dir';
import { listFrameProps, usePagedList, type PageRequest } from '@admin/primitives/usePagedList.js';
import { en } from '../i18n-texts';
import { fakeApi, renderList } from './harness.js';

const listCalls = (calls: { path: string; params: Record<string, string> }[]) =>
  calls.filter((c) => c.path === '/finance/paymentaccount/get');

/** Picks `label` in the open dropdown named `name`. */
async function choose(name: string, label: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name }));
  fireEvent.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: label }));
}

describe('the schema list’s filter bar (payment accounts)', () => {
  it('shows the declared filters; a category and yes/no set the URL and the request', async () => {
    const api = fakeApi();
    renderList({ fetchJson: api.fetchJson });
    await screen.findByText('Showing 1 to 10 of 12 results');
    const bar = screen.getByRole('group', { name: 'Filters' });
    expect(within(bar).getByRole('combobox', { name: 'Payment Category' })).toBeTruthy();
    expect(within(bar).getByRole('combobox', { name: 'Active' })).toBeTruthy();
    expect(within(bar).getByRole('textbox', { name: 'Ref' })).toBeTruthy();

    await choose('Payment Category', 'Cash');
    await waitFor(() => expect(window.location.hash).toBe('#/?infraTypeId=4'));
    await waitFor(() => expect(listCalls(api.calls).at(-1)!.params).toMatchObject({ infraTypeId: '4' }));
    await choose('Active', 'No');
    await waitFor(() => expect(window.location.hash).toBe('#/?infraTypeId=4&isActive=false'));
    await waitFor(() =>
      expect(listCalls(api.calls).at(-1)!.params).toMatchObject({ infraTypeId: '4', isActive: 'false' }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(window.location.hash).toBe('#/'));
    await waitFor(() => expect(listCalls(api.calls).at(-1)!.params).not.toHaveProperty('infraTypeId'));
  }, 60_000);

  it('sends a ref typed in the box 300 ms after the last key, and opens a link with its filters set', async () => {
    const api = fakeApi();
    renderList({ fetchJson: api.fetchJson, query: '?isActive=true' });
    await screen.findByText(/Showing 1 to/);
    expect(listCalls(api.calls)[0].params).toMatchObject({ isActive: 'true' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Ref' }), { target: { value: 'ref-1' } });
    await waitFor(() => expect(listCalls(api.calls).at(-1)!.params).toMatchObject({ ref: 'ref-1', isActive: 'true' }));
    expect(window.location.hash).toBe('#/?isActive=true&ref=ref-1');
  }, 60_000);
});

const DECLARATIONS: FilterDeclaration[] = [
  {
    field: 'agencyId',
    kind: 'reference',
    label: { en: 'Agency', fr: 'Agence' },
    reference: { resource: 'agency', label: 'title' },
  },
  { field: 'requestDate', kind: 'dateRange', label: { en: 'Request date', fr: 'Date de demande' } },
  {
    field: 'invoiceStatus',
    kind: 'enum',
    label: { en: 'Status', fr: 'Statut' },
    options: [
      { value: 0, label: { en: 'Pending', fr: 'En attente' } },
      { value: 7, label: { en: 'Paid', fr: 'Payée' } },
    ],
  },
];

/** A bespoke list with the bar of DECLARATIONS; `load` receives the request body. */
function Bespoke({ load }: { load: (body: Record<string, unknown>) => void }) {
  const list = usePagedList(
    async (r: PageRequest<Record<string, string>>) => {
      load({ pageIndex: r.page, ...filterRequestOf(DECLARATIONS, r.filters) });
      return { rows: [], paging: { totalRecords: 0 } };
    },
    { filters: filterParamsOf(DECLARATIONS) },
  );
  return (
    <ListFrame
      title="Invoices"
      {...listFrameProps(list)}
      filters={<DeclaredFilters declarations={DECLARATIONS} values={list.filters} onChange={list.setFilters} />}
    >
      <p>rows</p>
    </ListFrame>
  );
}

// The date picker's chunk, imported once before the tests rather than inside a test's wait.
beforeAll(() => import('@admin/primitives/DatePickerField.js').then(() => undefined), 60_000);

describe('a bespoke list’s bar from declarations as data', () => {
  it('turns the declarations into the parameter names and the request’s typed keys', () => {
    expect(filterParamsOf(DECLARATIONS)).toEqual(['agencyId', 'requestDateFrom', 'requestDateTo', 'invoiceStatus']);
    expect(
      filterRequestOf(DECLARATIONS, {
        agencyId: '4',
        requestDateFrom: '',
        requestDateTo: '2026-03-01',
        invoiceStatus: '7',
      }),
    ).toEqual({ agencyId: 4, requestDateTo: '2026-03-01', invoiceStatus: 7 });
  });

  it('sets a reference and a date range in the URL and the request', async () => {
    const lookup = vi.fn(async (resource: string) => ({
      data:
        resource === 'agency'
          ? [
              { id: 3, title: 'Atlas Voyages' },
              { id: 5, title: 'Évasion Tours' },
            ]
          : [],
    }));
    const load = vi.fn();
    window.history.replaceState(null, '', '/');
    render(
      <AdminContext
        dataProvider={{ lookup } as unknown as DataProvider}
        i18nProvider={polyglotI18nProvider(() => ({ ...englishMessages, ...en }), 'en')}
      >
        <Bespoke load={load} />
      </AdminContext>,
    );
    await choose('Agency', 'Évasion Tours');
    expect(lookup).toHaveBeenCalledWith('agency', {});
    await waitFor(() => expect(window.location.hash).toBe('#/?agencyId=5'));
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ pageIndex: 1, agencyId: 5 }));

    // The picker replaces the stand-in shown while its chunk loads (deferred in a list's bar).
    const dateField = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
    await waitFor(() => expect(dateField('Request date from').hasAttribute('disabled')).toBe(false), {
      timeout: 15_000,
    });
    fireEvent.change(dateField('Request date from'), { target: { value: '03/01/2026' } });
    await waitFor(() => expect(dateField('Request date to').hasAttribute('disabled')).toBe(false));
    fireEvent.change(dateField('Request date to'), { target: { value: '03/31/2026' } });
    await waitFor(() =>
      expect(window.location.hash).toBe('#/?agencyId=5&requestDateFrom=2026-03-01&requestDateTo=2026-03-31'),
    );
    await waitFor(() =>
      expect(load).toHaveBeenLastCalledWith({
        pageIndex: 1,
        agencyId: 5,
        requestDateFrom: '2026-03-01',
        requestDateTo: '2026-03-31',
      }),
    );
    await choose('Status', 'Paid');
    await waitFor(() => expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ invoiceStatus: 7 })));
  }, 60_000);
});

describe('a dependent reference filter (the cities of the chosen country)', () => {
  it('is derived from a dependent x-ref, asks the rows of the chosen parent, and is cleared when the parent changes', async () => {
    const hotel = readSchemaFiles('schemas').find((s) => s.name === 'hotel')!;
    const declarations = schemaFilterDeclarations(hotel);
    expect(declarations.find((d) => d.field === 'cityId')!.reference).toEqual({
      resource: 'city',
      label: 'title',
      dependsOn: { param: 'countryId', query: 'countryId' },
    });
    const lookup = vi.fn(async (resource: string, query: Record<string, unknown>) => ({
      data:
        resource === 'country'
          ? [
              { id: 1, title: 'France' },
              { id: 2, title: 'Japan' },
            ]
          : query.countryId === '2'
            ? [{ id: 20, title: 'Tokyo' }]
            : [{ id: 10, title: 'Paris' }],
    }));
    const onChange = vi.fn();
    const fields = filterFieldsOf(
      declarations.filter((d) => d.field === 'countryId' || d.field === 'cityId'),
      'en',
    );
    const { rerender } = render(
      <AdminContext
        dataProvider={{ lookup } as unknown as DataProvider}
        i18nProvider={polyglotI18nProvider(() => ({ ...englishMessages, ...en }), 'en')}
      >
        <ListFilters fields={fields} values={{ countryId: '2', cityId: '20' }} onChange={onChange} />
      </AdminContext>,
    );
    await waitFor(() => expect(lookup).toHaveBeenCalledWith('city', { countryId: '2' }));
    await choose('Country', 'France');
    expect(onChange).toHaveBeenLastCalledWith({ countryId: '1', cityId: '' });
    rerender(
      <AdminContext
        dataProvider={{ lookup } as unknown as DataProvider}
        i18nProvider={polyglotI18nProvider(() => ({ ...englishMessages, ...en }), 'en')}
      >
        <ListFilters fields={fields} values={{ countryId: '1', cityId: '' }} onChange={onChange} />
      </AdminContext>,
    );
    await waitFor(() => expect(lookup).toHaveBeenCalledWith('city', { countryId: '1' }));
    await choose('City', 'Paris');
    // Only what changed: the list merges it into the filters it holds.
    expect(onChange).toHaveBeenLastCalledWith({ cityId: '10' });
  }, 60_000);
});
