import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuditLog } from '@resources/audit/AuditLog';
import { auditQuery } from '@resources/audit/audit-query';
import { fillSchemasStore, renderAdmin } from './render-admin';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The date picker's chunk, imported once before the tests rather than inside a test's wait (slow on a busy machine).
beforeAll(() => import('@admin/primitives/DatePickerField.js').then(() => undefined), 60_000);
beforeEach(() => fillSchemasStore());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function auditServer() {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('*/api/audit/get', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({
        auditEntries: [
          {
            id: 40,
            dateCreated: '2026-11-21T10:15:00Z',
            userId: 7,
            userName: 'Zoe Finance',
            entity: 'role',
            entityId: '3',
            operation: 'update',
            changes: [
              { field: 'title', before: 'finance', after: 'accounts' },
              { field: 'typeId', before: 1, after: 2 },
            ],
          },
        ],
        paginationModel: { pageIndex: 1, pageSize: 10, totalRecords: 1 },
      });
    }),
    http.get('*/api/authorization/user/get', () =>
      HttpResponse.json({
        users: [
          { id: 7, fullName: 'Zoe Finance', email: 'zoe@example.com' },
          { id: 1, fullName: 'Alice Admin', email: 'admin@example.com' },
        ],
        paginationModel: { pageIndex: 1, pageSize: 1000, totalRecords: 2 },
      }),
    ),
  );
  return bodies;
}

const choose = async (name: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('audit log filters', () => {
  it('should build the request body from the filters, leaving out the empty ones', () => {
    expect(auditQuery({}, 1, 10)).toEqual({ pageIndex: 1, pageSize: 10 });
    expect(
      auditQuery({ entity: 'user', entityId: ' 5 ', userId: '3', fromDate: '2026-01-01', toDate: '2026-01-31' }, 2, 10),
    ).toEqual({
      entity: 'user',
      entityId: '5',
      userId: 3,
      fromDate: '2026-01-01',
      toDate: '2026-01-31',
      pageIndex: 2,
      pageSize: 10,
    });
    expect(auditQuery({ entity: '', userId: 'x', fromDate: '01/02/2026' }, 1, 10)).toEqual({
      pageIndex: 1,
      pageSize: 10,
    });
  });
});

describe('Audit Log', () => {
  it('keeps its page and filters in the URL: a link opens them, a new filter goes back to page 1', async () => {
    const bodies = auditServer();
    renderAdmin(<AuditLog />, { permissions: ['Audit.AuditLog.ViewList'], query: '?page=2&entity=user&userId=7' });
    await waitFor(() => expect(bodies[0]).toEqual({ entity: 'user', userId: 7, pageIndex: 2, pageSize: 10 }));
    expect((screen.getByRole('textbox', { name: 'User ID' }) as HTMLInputElement).value).toBe('7');
    const entityId = screen.getByRole('textbox', { name: 'Entity ID' });
    fireEvent.change(entityId, { target: { value: '5' } });
    fireEvent.keyDown(entityId, { key: 'Enter' });
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ entity: 'user', entityId: '5', userId: 7, pageIndex: 1, pageSize: 10 }),
    );
    expect(new URLSearchParams(window.location.hash.replace(/^#\/\?/, '')).toString()).toBe(
      'entity=user&userId=7&entityId=5',
    );
  });

  it("reads a reservation request's entries as its activity log does (the reservations module's subject)", async () => {
    const bodies = auditServer();
    server.use(
      http.post('*/api/audit/get', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        const hotel = 'requestDestinations[0].destinationHotels[0]';
        return HttpResponse.json({
          auditEntries: [
            {
              id: 41,
              dateCreated: '2026-11-21T10:15:00Z',
              userId: 1,
              userName: 'Alice Admin',
              entity: 'reservation-request',
              entityId: '613de181-3e68-4063-a010-99472948ff41',
              operation: 'update',
              changes: [
                { field: `${hotel}.statusId`, before: 3, after: 2 },
                { field: `${hotel}.status`, before: 'Pending', after: 'Processing' },
                { field: `${hotel}.supplierId`, before: null, after: 4 },
                { field: `${hotel}.supplierName`, before: null, after: 'Britannia Incoming' },
              ],
            },
          ],
          paginationModel: { pageIndex: 1, pageSize: 10, totalRecords: 1 },
        });
      }),
    );
    renderAdmin(<AuditLog />, { permissions: ['Audit.AuditLog.ViewList'] });
    await screen.findByText('Showing 1 to 1 of 1 result');
    const row = screen.getAllByRole('row')[1];
    expect(within(row).getByText('Reservations')).toBeTruthy();
    expect(within(row).getByText('Destination 1 › Hotel 1 › Status, Destination 1 › Hotel 1 › Supplier')).toBeTruthy();
    await choose('Entity', 'Reservations');
    await waitFor(() => expect(bodies.at(-1)).toEqual({ entity: 'reservation-request', pageIndex: 1, pageSize: 10 }));
  });

  it("names each row as its module declares: a request by its reference (the guid on hover), a comment's entity and field by their labels", async () => {
    const guid = '613de181-3e68-4063-a010-99472948ff41';
    server.use(
      http.post('*/api/audit/get', () =>
        HttpResponse.json({
          auditEntries: [
            {
              id: 43,
              dateCreated: '2026-11-21T10:16:00Z',
              userId: 1,
              userName: 'Alice Admin',
              entity: 'reservation-request-comment',
              entityId: '12',
              entityReference: 'ORS-AZV-FIT-000012',
              operation: 'create',
              changes: [
                { field: 'requestGuid', before: null, after: guid },
                { field: 'message', before: null, after: 'Late arrival' },
              ],
            },
            {
              id: 42,
              dateCreated: '2026-11-21T10:15:00Z',
              userId: 1,
              userName: 'Alice Admin',
              entity: 'reservation-request',
              entityId: guid,
              entityReference: 'ORS-AZV-FIT-000012',
              operation: 'create',
              changes: [{ field: 'remarks', before: null, after: 'Sea view' }],
            },
          ],
          paginationModel: { pageIndex: 1, pageSize: 10, totalRecords: 2 },
        }),
      ),
      http.get('*/api/authorization/user/get', () =>
        HttpResponse.json({ users: [], paginationModel: { pageIndex: 1, pageSize: 1000, totalRecords: 0 } }),
      ),
    );
    renderAdmin(<AuditLog />, { permissions: ['Audit.AuditLog.ViewList'] });
    await screen.findByText('Showing 1 to 2 of 2 results');
    const [comment, request] = screen.getAllByRole('row').slice(1);
    expect(within(request).getByText('ORS-AZV-FIT-000012').getAttribute('title')).toBe(`Entity ID: ${guid}`);
    expect(within(request).queryByText(guid)).toBeNull();
    expect(within(comment).getByText('Request comments')).toBeTruthy();
    expect(within(comment).getByText('ORS-AZV-FIT-000012')).toBeTruthy();
    expect(within(comment).getByText('Comment')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Row' })).toBeTruthy();
  });

  it('filters by entity, entity id, user and days, and opens an entry to its diff', async () => {
    const bodies = auditServer();
    renderAdmin(<AuditLog />, { permissions: ['Audit.AuditLog.ViewList', 'UserManagement.Users.ViewList'] });
    expect(await screen.findByRole('heading', { name: 'Audit Log' })).toBeTruthy();
    await screen.findByText('Showing 1 to 1 of 1 result');
    expect(bodies[0]).toEqual({ pageIndex: 1, pageSize: 10 });
    const row = screen.getAllByRole('row')[1];
    expect(within(row).getByText('Roles')).toBeTruthy();
    expect(within(row).getByText('Zoe Finance')).toBeTruthy();
    expect(within(row).getByText('Title, Type')).toBeTruthy();

    await choose('Entity', 'Payment Accounts');
    await waitFor(() => expect(bodies.at(-1)).toEqual({ entity: 'payment-account', pageIndex: 1, pageSize: 10 }));
    const entityId = screen.getByRole('textbox', { name: 'Entity ID' });
    fireEvent.change(entityId, { target: { value: '5' } });
    fireEvent.keyDown(entityId, { key: 'Enter' });
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ entityId: '5' }));
    await choose('User', 'Zoe Finance (zoe@example.com)');
    // Dates typed as an English user writes them (the date picker loads with the first one shown).
    const dateField = async (label: string) => {
      await waitFor(() => expect((screen.getByLabelText(label) as HTMLInputElement).disabled).toBe(false));
      return screen.getByLabelText(label);
    };
    fireEvent.change(await dateField('From'), { target: { value: '11/01/2026' } });
    fireEvent.change(await dateField('To'), { target: { value: '11/21/2026' } });
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({
        entity: 'payment-account',
        entityId: '5',
        userId: 7,
        fromDate: '2026-11-01',
        toDate: '2026-11-21',
        pageIndex: 1,
        pageSize: 10,
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Show changes' }));
    const diff = await screen.findByRole('table', { name: 'Changes' });
    const cells = (label: string) =>
      [...within(diff).getByRole('rowheader', { name: label }).closest('tr')!.querySelectorAll('td')].map(
        (td) => td.textContent,
      );
    expect(cells('Title')).toEqual(['finance', '→', 'accounts']);
    expect(cells('Type')).toEqual(['Company role', '→', 'Agency role']);
    expect(screen.getByRole('button', { name: 'Hide changes' }).getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ pageIndex: 1, pageSize: 10 }));
  }, 20_000);

  it('takes a user id when the caller may not list users', async () => {
    const bodies = auditServer();
    renderAdmin(<AuditLog />, { permissions: ['Audit.AuditLog.ViewList'] });
    await screen.findByText('Showing 1 to 1 of 1 result');
    expect(screen.queryByRole('combobox', { name: 'User' })).toBeNull();
    const userId = screen.getByRole('textbox', { name: 'User ID' });
    fireEvent.change(userId, { target: { value: '12a' } });
    expect((userId as HTMLInputElement).value).toBe('12');
    await waitFor(() => expect(bodies.at(-1)).toEqual({ userId: 12, pageIndex: 1, pageSize: 10 }));
  }, 20_000);
});
