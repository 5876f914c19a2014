import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSchemaResource } from '@admin/schema-screens';
import { RoleFormDialog } from '@resources/user-management/roles/RoleFormDialog';
import { UserFormDialog } from '@resources/user-management/users/UserFormDialog';
import type { RoleRow, UserRow } from '@resources/user-management/api';
import { renderAdmin, schemaNamed } from './render-admin';

const STALE = {
  type: 'about:blank',
  title: 'Conflict',
  status: 409,
  code: 'stale-version',
  detail: 'This record was changed by someone else. Reload it and try again.',
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** One payment account on a server that refuses an update whose version is not the current one. */
function paymentAccountServer() {
  const state = {
    row: {
      id: 1,
      title: 'Account 1',
      ref: 'REF-1',
      initial: 'AC1',
      infraTypeId: 3,
      infraTypeName: 'Bank',
      isActive: true,
      description: null,
      version: 3,
    },
    updates: [] as Record<string, unknown>[],
  };
  server.use(
    http.get('*/api/finance/paymentaccount/get', () =>
      HttpResponse.json({
        financeListing: { paymentAccounts: [state.row] },
        paginationModel: { totalRecords: 1 },
      }),
    ),
    http.get('*/api/finance/paymentaccount/getbyid', () => HttpResponse.json(state.row)),
    http.put('*/api/finance/paymentaccount/update', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      state.updates.push(body);
      if (body.version !== state.row.version) return HttpResponse.json(STALE, { status: 409 });
      state.row = { ...state.row, ...body, version: state.row.version + 1 } as typeof state.row;
      return HttpResponse.json(state.row);
    }),
    http.get('*/api/infrastructure/infratype/getByTypeGroupId', () =>
      HttpResponse.json([
        { id: 3, title: 'Bank' },
        { id: 4, title: 'Cash' },
      ]),
    ),
  );
  return state;
}

const PERMISSIONS = [
  'Finance.PaymentAccounts.ViewList',
  'Finance.PaymentAccounts.Add',
  'Finance.PaymentAccounts.Delete',
];

describe("a save over someone else's change (409 stale-version)", () => {
  it('keeps the engine form open with the input, says so, and reloads the current row on Reload', async () => {
    const state = paymentAccountServer();
    const List = createSchemaResource(schemaNamed('payment-account')).list;
    renderAdmin(<List />, { permissions: PERMISSIONS, resource: 'finance/payment-account' });
    await screen.findByText('Showing 1 to 1 of 1 result');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Account' });
    const title = (await within(dialog).findByLabelText(/^Title/, {}, { timeout: 5000 })) as HTMLInputElement;
    await waitFor(() => expect(title.value).toBe('Account 1'));

    // Someone else saves the row meanwhile.
    state.row = { ...state.row, title: 'Changed elsewhere', ref: 'REF-9', version: 4 };
    fireEvent.change(title, { target: { value: 'My title' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('This record was changed by someone else. Reload it and try again.');
    expect(state.updates[0]).toMatchObject({ id: 1, title: 'My title', version: 3 });
    expect((within(dialog).getByLabelText(/^Title/) as HTMLInputElement).value).toBe('My title');
    expect(screen.queryByText('Payment account updated successfully!')).toBeNull();

    fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect((within(dialog).getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Changed elsewhere'),
    );
    expect((within(dialog).getByLabelText(/^Ref/) as HTMLInputElement).value).toBe('REF-9');
    const notice = within(dialog).getByRole('status');
    expect(notice.textContent).toContain('The current version is shown');
    expect(notice.textContent).toContain('Your changes: Title: My title');

    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'My title' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Payment account updated successfully!');
    expect(state.updates[1]).toMatchObject({ title: 'My title', ref: 'REF-9', version: 4 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment Account' })).toBeNull());
  }, 20_000);

  it("keeps a user's input, says so, and reloads the current user", async () => {
    const read: UserRow & { version: number } = {
      id: 7,
      firstName: 'Zoe',
      lastName: 'Finance',
      fullName: 'Zoe Finance',
      email: 'zoe@example.com',
      agencyId: null,
      agencyName: null,
      isLocked: false,
      roles: [{ id: 2, title: 'finance' }],
      dateCreated: '2026-01-01T00:00:00Z',
      version: 2,
    };
    const current = {
      ...read,
      lastName: 'Accounts',
      fullName: 'Zoe Accounts',
      roles: [{ id: 3, title: 'reservations' }],
      version: 3,
    };
    const updates: Record<string, unknown>[] = [];
    server.use(
      http.get('*/api/authorization/user/rolesbytypeid', () =>
        HttpResponse.json([
          { id: 2, title: 'finance', typeId: 1 },
          { id: 3, title: 'reservations', typeId: 1 },
        ]),
      ),
      http.get('*/api/agencymanagement/agency/getall', () => HttpResponse.json([])),
      http.put('*/api/authorization/user/update', async ({ request }) => {
        updates.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(STALE, { status: 409 });
      }),
      http.get('*/api/authorization/user/getbyid', () => HttpResponse.json(current)),
    );
    renderAdmin(<UserFormDialog row={read} onClose={() => undefined} onSaved={() => undefined} />, {
      permissions: ['UserManagement.Users.Add'],
    });
    const dialog = await screen.findByRole('dialog', { name: 'User' });
    fireEvent.change(within(dialog).getByLabelText(/^First Name/), { target: { value: 'Zoé' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('This record was changed by someone else.');
    expect(updates[0]).toMatchObject({ id: 7, firstName: 'Zoé', version: 2 });
    expect(updates[0]).not.toHaveProperty('password');
    expect((within(dialog).getByLabelText(/^First Name/) as HTMLInputElement).value).toBe('Zoé');

    fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect((within(dialog).getByLabelText(/^Last Name/) as HTMLInputElement).value).toBe('Accounts'),
    );
    expect((within(dialog).getByLabelText(/^First Name/) as HTMLInputElement).value).toBe('Zoe');
    expect(within(dialog).getByRole('status').textContent).toContain('Your changes: First Name: Zoé');
  }, 20_000);

  it("keeps a role's input, says so, and reloads the current role and its permissions", async () => {
    const read: RoleRow = {
      id: 4,
      title: 'Auditor',
      typeId: 1,
      userCount: 0,
      permissionCount: 1,
      dateCreated: '2026-01-01T00:00:00Z',
      version: 4,
    };
    const catalogue = {
      areas: [
        {
          area: 'Finance',
          entities: [
            {
              entity: 'Invoices',
              permissions: [
                { name: 'Finance.Invoices.ViewList', action: 'ViewList' },
                { name: 'Finance.Invoices.Add', action: 'Add' },
              ],
            },
          ],
        },
      ],
      permissions: [],
    };
    const updates: Record<string, unknown>[] = [];
    server.use(
      http.put('*/api/authorization/user/updaterole', async ({ request }) => {
        updates.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(STALE, { status: 409 });
      }),
      http.get('*/api/authorization/user/roles', () =>
        HttpResponse.json({
          roles: [{ ...read, title: 'Auditors', version: 5 }],
          paginationModel: { pageIndex: 1, pageSize: 1000, totalRecords: 1 },
        }),
      ),
      http.get('*/api/authorization/user/role/getpermissionsbyroleid', () =>
        HttpResponse.json({
          roleId: 4,
          permissions: ['Finance.Invoices.ViewList', 'Finance.Invoices.Add'],
          version: 5,
        }),
      ),
    );
    renderAdmin(
      <RoleFormDialog
        row={read}
        catalogue={catalogue}
        initialPermissions={['Finance.Invoices.ViewList']}
        onClose={() => undefined}
        onSaved={() => undefined}
      />,
      { permissions: ['UserManagement.Roles.Add'] },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Role' });
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Audit team' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('This record was changed by someone else.');
    expect(updates[0]).toMatchObject({
      id: 4,
      title: 'Audit team',
      permissions: ['Finance.Invoices.ViewList'],
      version: 4,
    });
    expect((within(dialog).getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Audit team');

    fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect((within(dialog).getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Auditors'));
    expect((within(dialog).getByRole('checkbox', { name: 'Invoices: Add/Update' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(within(dialog).getByRole('status').textContent).toContain('Your changes: Title: Audit team');
  }, 20_000);
});
