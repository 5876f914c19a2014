import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@admin/audit/audit-api';
import { formatValue, listDifference, shorten } from '@admin/audit/audit-values';
import { HistoryDialog } from '@admin/audit/HistoryDialog';
import { createSchemaResource } from '@admin/schema-screens';
import { userSubject } from '@resources/user-management/audit-subjects';
import { renderAdmin, schemaNamed } from './render-admin';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const texts = { yes: 'Yes', no: 'No' };
const LONG = `${'A long description that goes on. '.repeat(6)}The end.`;

const entries: AuditEntry[] = [
  {
    id: 12,
    dateCreated: '2026-11-21T10:15:00Z',
    userId: 1,
    userName: 'Alice Admin',
    entity: 'payment-account',
    entityId: '1',
    operation: 'update',
    changes: [
      { field: 'title', before: 'Account 1', after: 'Main account' },
      { field: 'infraTypeId', before: 3, after: 4 },
      { field: 'isActive', before: true, after: false },
      { field: 'ref', before: null, after: 'REF-1' },
      { field: 'description', before: '<p>Short</p>', after: `<p>${LONG}</p>` },
      { field: 'legacyCode', before: 'x', after: 'y' },
    ],
  },
  {
    id: 13,
    dateCreated: '2026-11-21T09:15:00Z',
    userId: 1,
    userName: 'Alice Admin',
    entity: 'payment-account',
    entityId: '1',
    operation: 'update',
    // The category's name as it was recorded says the same as its id: one row, the names.
    changes: [
      { field: 'infraTypeId', before: 4, after: 3 },
      { field: 'infraTypeName', before: 'Petty cash', after: 'Bank' },
    ],
  },
  {
    id: 11,
    dateCreated: '2026-11-20T09:00:00Z',
    userId: null,
    userName: null,
    entity: 'payment-account',
    entityId: '1',
    operation: 'create',
    changes: [{ field: 'title', before: null, after: 'Account 1' }],
  },
];

describe('value formatting of the diff', () => {
  it('should read booleans yes/no, empty as —, lists joined and known codes by label', () => {
    expect(formatValue(true, {}, 'en', texts)).toBe('Yes');
    expect(formatValue(false, { kind: 'boolean' }, 'en', texts)).toBe('No');
    expect(formatValue(null, {}, 'en', texts)).toBe('—');
    expect(formatValue('', {}, 'en', texts)).toBe('—');
    expect(formatValue([], {}, 'en', texts)).toBe('—');
    expect(formatValue([2, 1], { labels: { 1: 'admin', 2: 'finance' } }, 'en', texts)).toBe('finance, admin');
    expect(formatValue('<p>Hello <b>you</b></p>', { kind: 'html' }, 'en', texts)).toBe('Hello you');
    expect(formatValue('2026-03-04', { kind: 'date' }, 'en', texts)).toBe('Mar 4, 2026');
    expect(formatValue(null, { labels: { null: 'Company user' } }, 'en', texts)).toBe('Company user');
  });

  it('should cut long texts and tell what a list change added and removed', () => {
    expect(shorten('short')).toEqual({ text: 'short', cut: false });
    const cut = shorten('x'.repeat(200));
    expect(cut.cut).toBe(true);
    expect(cut.text).toHaveLength(80);
    expect(listDifference(['A', 'B'], ['B', 'C'], {}, 'en', texts)).toEqual({ added: ['C'], removed: ['A'] });
  });
});

describe('History', () => {
  it('opens from a row of an engine list and shows each entry as a readable diff, newest first', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/finance/paymentaccount/get', () =>
        HttpResponse.json({
          financeListing: {
            paymentAccounts: [
              { id: 1, title: 'Main account', ref: 'REF-1', infraTypeName: 'Cash', isActive: false, version: 2 },
            ],
          },
          paginationModel: { totalRecords: 1 },
        }),
      ),
      http.post('*/api/audit/get', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          auditEntries: entries,
          paginationModel: { pageIndex: 1, pageSize: 10, totalRecords: 3 },
        });
      }),
      http.get('*/api/infrastructure/infratype/getByTypeGroupId', () =>
        HttpResponse.json([
          { id: 3, title: 'Bank' },
          { id: 4, title: 'Cash' },
        ]),
      ),
    );
    const List = createSchemaResource(schemaNamed('payment-account')).list;
    renderAdmin(<List />, { permissions: ['Finance.PaymentAccounts.ViewList'], resource: 'finance/payment-account' });
    await screen.findByText('Showing 1 to 1 of 1 result');
    fireEvent.click(screen.getByRole('button', { name: 'History' }));

    const dialog = await screen.findByRole('dialog', { name: 'History of Main account' });
    await within(dialog).findAllByRole('table', { name: 'Changes' });
    expect(bodies[0]).toEqual({ entity: 'payment-account', entityId: '1', pageIndex: 1, pageSize: 10 });

    const [update, , create] = within(dialog).getAllByRole('region');
    expect(within(update).getByText('Updated')).toBeTruthy();
    expect(within(update).getByText('Alice Admin')).toBeTruthy();
    const row = (label: string) => within(update).getByRole('rowheader', { name: label }).closest('tr')!;
    const cells = (label: string) => [...row(label).querySelectorAll('td')].map((td) => td.textContent);
    expect(cells('Title')).toEqual(['Account 1', '→', 'Main account']);
    await waitFor(() => expect(cells('Payment Category')).toEqual(['Bank', '→', 'Cash']));
    expect(cells('Active')).toEqual(['Yes', '→', 'No']);
    expect(cells('Ref')).toEqual(['—', '→', 'REF-1']);
    expect(cells('legacyCode')).toEqual(['x', '→', 'y']);

    const description = row('Description').querySelectorAll('td')[2];
    expect(description.textContent).toContain('Show more');
    expect(description.textContent).not.toContain('The end.');
    expect(description.querySelector('[title]')?.getAttribute('title')).toBe(LONG.trim());
    fireEvent.click(within(description).getByRole('button', { name: 'Show more' }));
    expect(description.textContent).toContain('The end.');

    const category = within(dialog).getAllByRole('region')[1];
    expect(
      within(category)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Payment Category']);
    expect(
      [...within(category).getByRole('rowheader').closest('tr')!.querySelectorAll('td')].map((td) => td.textContent),
    ).toEqual(['Petty cash', '→', 'Bank']);

    expect(within(create).getByText('Created')).toBeTruthy();
    expect(within(create).getByText('System')).toBeTruthy();
  }, 20_000);

  it('shows a secret as changed, never a value, and an empty history', async () => {
    server.use(
      http.post('*/api/audit/get', () =>
        HttpResponse.json({
          auditEntries: [
            {
              id: 5,
              dateCreated: '2026-11-21T10:15:00Z',
              userId: 1,
              userName: 'Alice Admin',
              entity: 'user',
              entityId: '7',
              operation: 'update',
              changes: [
                { field: 'password', before: null, after: null, redacted: true },
                { field: 'isLocked', before: false, after: true },
                {
                  field: 'roles',
                  before: [{ id: 2, title: 'finance' }],
                  after: [
                    { id: 2, title: 'finance' },
                    { id: 3, title: 'reservations' },
                  ],
                },
                { field: 'agencyId', before: null, after: 4 },
                { field: 'agencyName', before: null, after: 'Sunrise Travel' },
              ],
            },
          ],
          paginationModel: { pageIndex: 1, pageSize: 10, totalRecords: 1 },
        }),
      ),
    );
    const { unmount } = renderAdmin(
      <HistoryDialog subject={userSubject((k) => k)} entityId={7} name="Zoe Finance" onClose={() => undefined} />,
      { permissions: ['UserManagement.Users.ViewList'] },
    );
    const dialog = await screen.findByRole('dialog');
    const password = (await within(dialog).findByRole('rowheader', { name: 'userManagement.users.password' })).closest(
      'tr',
    )!;
    expect(password.textContent).toContain('changed (value not recorded)');
    const cells = (label: string) =>
      [...within(dialog).getByRole('rowheader', { name: label }).closest('tr')!.querySelectorAll('td')].map(
        (td) => td.textContent,
      );
    expect(cells('userManagement.users.roles')).toEqual(['finance', '→', 'finance, reservationsAdded: reservations']);
    expect(cells('userManagement.users.agency')).toEqual(['userManagement.users.companyUser', '→', 'Sunrise Travel']);
    unmount();

    server.use(
      http.post('*/api/audit/get', () =>
        HttpResponse.json({
          auditEntries: [],
          paginationModel: { pageIndex: 1, pageSize: 10, totalRecords: 0 },
        }),
      ),
    );
    renderAdmin(
      <HistoryDialog subject={userSubject((k) => k)} entityId={8} name="Nobody" onClose={() => undefined} />,
      { permissions: [] },
    );
    expect(await screen.findByText('No changes recorded yet.')).toBeTruthy();
  });
});
