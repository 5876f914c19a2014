import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TrashList } from '@admin/schema-screens/TrashList';
import { renderAdmin, schemaNamed } from './render-admin';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** 12 deleted payment accounts, newest deleted first; restore takes one out. */
function trashServer() {
  const state = {
    trash: Array.from({ length: 12 }, (_, i) => ({
      id: i + 1,
      title: `Old account ${i + 1}`,
      ref: `R-${i + 1}`,
      initial: 'OLD',
      infraTypeName: 'Bank',
      isActive: true,
      deletedDate: `2026-11-${String(20 - i).padStart(2, '0')}T08:30:00Z`,
      version: 2,
    })),
    trashCalls: [] as Record<string, string>[],
    restored: [] as unknown[],
  };
  server.use(
    http.get('*/api/finance/paymentaccount/trash', ({ request }) => {
      const params = Object.fromEntries(new URL(request.url).searchParams);
      state.trashCalls.push(params);
      const found = state.trash.filter(
        (r) => !params.search || r.title.toLowerCase().includes(params.search.toLowerCase()),
      );
      const page = Number(params.pageIndex);
      const size = Number(params.pageSize);
      return HttpResponse.json({
        financeListing: { paymentAccounts: found.slice((page - 1) * size, page * size) },
        paginationModel: { totalRecords: found.length },
      });
    }),
    http.post('*/api/finance/paymentaccount/restore', async ({ request }) => {
      const body = (await request.json()) as { id: number };
      state.restored.push(body);
      state.trash = state.trash.filter((r) => r.id !== body.id);
      return HttpResponse.json({ id: body.id, version: 3 });
    }),
  );
  return state;
}

describe('trash of a resource', () => {
  it('lists the deleted rows with when they were deleted, pages and searches them', async () => {
    const state = trashServer();
    renderAdmin(<TrashList schema={schemaNamed('payment-account')} />, {
      permissions: ['Finance.PaymentAccounts.ViewList', 'Finance.PaymentAccounts.Delete'],
      resource: 'finance/payment-account',
    });
    expect(await screen.findByRole('heading', { name: 'Payment Accounts: Trash' })).toBeTruthy();
    await screen.findByText('Showing 1 to 10 of 12 results');
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeTruthy();
    const first = screen.getAllByRole('row')[1];
    expect(within(first).getByText('Old account 1')).toBeTruthy();
    // Deleted, not the row's own Active chip.
    expect(within(first).getByText('Deleted')).toBeTruthy();
    expect(within(first).queryByText('Active')).toBeNull();
    expect(within(first).getByText(/Nov 20, 2026/)).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Restore' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'History' })).toBeTruthy();
    expect(state.trashCalls[0]).toEqual({ pageIndex: '1', pageSize: '10', search: '' });

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 11 to 12 of 12 results');
    expect(state.trashCalls.at(-1)).toEqual({ pageIndex: '2', pageSize: '10', search: '' });

    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'account 12' } });
    await screen.findByText('Showing 1 to 1 of 1 result');
    expect(state.trashCalls.at(-1)).toEqual({ pageIndex: '1', pageSize: '10', search: 'account 12' });
  }, 20_000);

  it('restores a row after the confirmation, says so, and the row leaves the trash', async () => {
    const state = trashServer();
    renderAdmin(<TrashList schema={schemaNamed('payment-account')} />, {
      permissions: ['Finance.PaymentAccounts.ViewList', 'Finance.PaymentAccounts.Delete'],
      resource: 'finance/payment-account',
    });
    await screen.findByText('Showing 1 to 10 of 12 results');
    fireEvent.click(within(screen.getAllByRole('row')[1]).getByRole('button', { name: 'Restore' }));
    const confirm = await screen.findByRole('dialog', { name: "Restore the payment account 'Old account 1'?" });
    expect(within(confirm).getByText('It will be back in the list of Payment Accounts.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Restore' }));
    await screen.findByText('Payment account restored successfully!');
    expect(state.restored).toEqual([{ id: 1 }]);
    await screen.findByText('Showing 1 to 10 of 11 results');
    await waitFor(() => expect(screen.queryByText('Old account 1')).toBeNull());
  }, 20_000);
});
