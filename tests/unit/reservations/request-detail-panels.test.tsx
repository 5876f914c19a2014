import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RequestDetailPage } from '@resources/reservations/detail';
import type { ActivityEntry, RequestComment } from '@resources/reservations/detail/detail-api';
import { renderAdmin } from '../audit/render-admin';
import { GUID, requestDetail } from './detail-fixture';

// Whole-page jsdom renders on a busy 2-core machine (a first render can take most of the ui project's 20 s):
// waits and tests get more room than the defaults; they are not timing assertions.
configure({ asyncUtilTimeout: 5000 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const VIEW = 'Reservations.Reservation.ViewList';
const ADD = 'Reservations.Reservation.Add';
const AMEND = 'Reservations.Amendments.Add';
const API = '/api/reservation/request';

const comment = (id: number, message: string): RequestComment => ({
  id,
  requestGuid: GUID,
  message,
  dateCreated: '2026-11-21T10:00:00Z',
  createdByName: 'Ada Admin',
});

const entries: ActivityEntry[] = [
  {
    id: 8,
    requestGuid: GUID,
    activityType: 'amendment',
    statusId: 3,
    status: 'Pending',
    description: 'Amendment request',
    dateCreated: '2026-11-22T10:00:00Z',
    createdByName: 'Agnes Agent',
    changes: [{ field: 'requestPassengers[2].firstName', before: 'Tom', after: 'Thomas' }],
  },
  {
    id: 7,
    requestGuid: GUID,
    activityType: 'edit',
    statusId: 1,
    status: 'Approved',
    description: 'Hotel processing updated',
    dateCreated: '2026-11-21T10:00:00Z',
    createdByName: 'Ada Admin',
    // As the server records them: an id and its name, both changed.
    changes: [
      { field: 'requestDestinations[0].destinationHotels[0].statusId', before: 3, after: 1 },
      { field: 'requestDestinations[0].destinationHotels[0].status', before: 'Pending', after: 'Confirmed' },
      { field: 'requestDestinations[0].destinationHotels[0].supplierId', before: null, after: 4 },
      { field: 'requestDestinations[0].destinationHotels[0].supplierName', before: null, after: 'Britannia Incoming' },
    ],
  },
];

function serve(options: { comments?: RequestComment[]; activity?: ActivityEntry[] } = {}) {
  const decisions: Record<string, unknown>[] = [];
  let reads = 0;
  server.use(
    http.get(`${API}/getbyid`, () => {
      reads += 1;
      return HttpResponse.json(requestDetail());
    }),
    http.get(`${API}/getcomments`, () => HttpResponse.json(options.comments ?? [])),
    http.post('/api/reservation/requestactivity/get', () =>
      HttpResponse.json({
        activity: options.activity ?? entries,
        paginationModel: { pageIndex: 1, pageSize: 10, totalRecords: (options.activity ?? entries).length },
      }),
    ),
    http.put('/api/reservation/requestactivity/update', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      decisions.push(body);
      return HttpResponse.json({
        ...entries[0],
        statusId: body.statusId,
        status: body.statusId === 1 ? 'Approved' : 'Rejected',
      });
    }),
  );
  return { decisions, reads: () => reads };
}

const open = (permissions: string[], claims?: Record<string, unknown>) =>
  renderAdmin(<RequestDetailPage requestGuid={GUID} />, { permissions, claims });

/** Approve or Reject on an entry opens its dialog; its own button (reason left empty unless typed) decides. */
async function confirmDecision(entry: HTMLElement, action: 'Approve' | 'Reject', reason?: string) {
  fireEvent.click(within(entry).getByRole('button', { name: action }));
  const dialog = await screen.findByRole('dialog', { name: `${action} amendment` });
  if (reason !== undefined) {
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), { target: { value: reason } });
  }
  fireEvent.click(within(dialog).getByRole('button', { name: action }));
}

describe('the comments panel', { timeout: 40_000 }, () => {
  it('should put a new comment on top, keep the others shown while posting, and show markup as text', async () => {
    serve({ comments: [comment(2, 'Second'), comment(1, 'First')] });
    let release: () => void = () => undefined;
    const posted = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: unknown[] = [];
    server.use(
      http.post(`${API}/addcomments`, async ({ request }) => {
        const body = (await request.json()) as { message: string };
        sent.push(body);
        await posted;
        return HttpResponse.json(comment(3, body.message));
      }),
    );
    open([VIEW, ADD]);
    const panel = await screen.findByRole('region', { name: 'Comments' });
    await within(panel).findByText('Second');
    fireEvent.change(within(panel).getByRole('textbox', { name: 'New comment' }), {
      target: { value: '<b>Hotel</b> confirmed' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(sent).toEqual([{ requestGuid: GUID, message: '<b>Hotel</b> confirmed' }]));
    // While the post runs, the existing comments stay.
    expect(within(panel).getByText('Second')).toBeTruthy();
    expect(within(panel).getByText('First')).toBeTruthy();
    // What is typed meanwhile is not wiped when the post ends.
    fireEvent.change(within(panel).getByRole('textbox', { name: 'New comment' }), { target: { value: 'Next one' } });
    release();
    const items = await waitFor(() => {
      const list = within(within(panel).getByRole('list', { name: 'Comments' })).getAllByRole('listitem');
      expect(list).toHaveLength(3);
      return list;
    });
    expect(items[0].textContent).toContain('<b>Hotel</b> confirmed');
    expect(items[0].querySelector('b')).toBeNull();
    expect(items[0].textContent).toContain('Ada Admin');
    expect(items[1].textContent).toContain('Second');
    expect((within(panel).getByRole('textbox', { name: 'New comment' }) as HTMLTextAreaElement).value).toBe('Next one');
  });
});

describe('the activity log', { timeout: 40_000 }, () => {
  it('should list entries with type, status, who and a readable diff', async () => {
    serve();
    open([VIEW]);
    fireEvent.click(await screen.findByRole('button', { name: 'Activity log' }));
    const log = await screen.findByRole('region', { name: 'Activity log' });
    const [amendment, edit] = await within(log).findAllByRole('article');
    expect(within(amendment).getByText('Amendment')).toBeTruthy();
    expect(within(amendment).getByText('Pending')).toBeTruthy();
    expect(within(amendment).getByText('Agnes Agent')).toBeTruthy();
    const row = within(amendment).getByRole('row', { name: /Passenger 3 › First name/ });
    expect(row.textContent).toContain('Tom');
    expect(row.textContent).toContain('Thomas');
    const hotelRow = within(edit).getByRole('row', { name: /Destination 1 › Hotel 1 › Status/ });
    expect(hotelRow.textContent).toContain('Pending');
    expect(hotelRow.textContent).toContain('Confirmed');
    // A field recorded as an id and as a name reads once, by its name.
    expect(within(edit).getAllByRole('row', { name: /Destination 1 › Hotel 1 › Status/i })).toHaveLength(1);
    const supplierRows = within(edit).getAllByRole('row', { name: /Destination 1 › Hotel 1 › Supplier/ });
    expect(supplierRows.map((r) => r.textContent)).toEqual([expect.stringContaining('Britannia Incoming')]);
    // Without the amendment permission: no decision.
    expect(within(amendment).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it("should end with the request's creation: 'Created', by whom and when, no status to decide", async () => {
    const created: ActivityEntry = {
      id: 6,
      requestGuid: GUID,
      activityType: 'create',
      statusId: 1,
      status: 'Approved',
      description: null,
      dateCreated: '2026-11-20T09:00:00Z',
      createdByName: 'Agnes Agent',
      changes: [],
    };
    serve({ activity: [...entries, created] });
    open([VIEW]);
    fireEvent.click(await screen.findByRole('button', { name: 'Activity log' }));
    const log = await screen.findByRole('region', { name: 'Activity log' });
    const articles = await within(log).findAllByRole('article');
    const last = articles[articles.length - 1];
    expect(within(last).getByText('Created')).toBeTruthy();
    expect(within(last).getByText('Agnes Agent')).toBeTruthy();
    expect(within(last).queryByText('Approved')).toBeNull();
    expect(within(log).queryByText('No activity yet.')).toBeNull();
  });

  it('should approve a pending amendment, toast it and read the request again', async () => {
    const { decisions, reads } = serve();
    open([VIEW, ADD, AMEND]);
    fireEvent.click(await screen.findByRole('button', { name: 'Activity log' }));
    const log = await screen.findByRole('region', { name: 'Activity log' });
    const [amendment] = await within(log).findAllByRole('article');
    await confirmDecision(amendment, 'Approve');
    expect(await screen.findByText('Amendment request Approved successfully')).toBeTruthy();
    // With the request's version as shown: a request changed since is refused (409) instead of overwritten.
    expect(decisions).toEqual([{ id: 8, statusId: 1, version: 4 }]);
    await waitFor(() => expect(reads()).toBe(2));
  });

  it('should reject, and say so when processing fails', async () => {
    const { decisions } = serve();
    open([VIEW, ADD, AMEND]);
    fireEvent.click(await screen.findByRole('button', { name: 'Activity log' }));
    const [amendment] = await within(await screen.findByRole('region', { name: 'Activity log' })).findAllByRole(
      'article',
    );
    await confirmDecision(amendment, 'Reject');
    expect(await screen.findByText('Amendment request Rejected successfully')).toBeTruthy();
    expect(decisions).toEqual([{ id: 8, statusId: 2, version: 4 }]);
    server.use(
      http.put('/api/reservation/requestactivity/update', async () => {
        await delay(10);
        return HttpResponse.json(
          { status: 409, detail: 'Only a pending amendment can be processed.' },
          { status: 409 },
        );
      }),
    );
    await confirmDecision(amendment, 'Approve');
    expect(await screen.findByText(/^Error occurred while processing amendment request/)).toBeTruthy();
  });

  it('should send the reason typed in the decision dialog and show it in the log', async () => {
    serve();
    const decided: ActivityEntry = {
      ...entries[0],
      statusId: 2,
      status: 'Rejected',
      description: 'No room left',
      decidedByName: 'Ada Admin',
      dateDecided: '2026-11-23T09:00:00Z',
    };
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.post('/api/reservation/requestactivity/get', () =>
        HttpResponse.json({
          activity: sent.length ? [decided, entries[1]] : entries,
          paginationModel: { pageIndex: 1, pageSize: 10, totalRecords: 2 },
        }),
      ),
      http.put('/api/reservation/requestactivity/update', async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(decided);
      }),
    );
    open([VIEW, ADD, AMEND]);
    fireEvent.click(await screen.findByRole('button', { name: 'Activity log' }));
    const log = await screen.findByRole('region', { name: 'Activity log' });
    const [amendment] = await within(log).findAllByRole('article');
    await confirmDecision(amendment, 'Reject', '  No room left ');
    expect(await screen.findByText('Amendment request Rejected successfully')).toBeTruthy();
    expect(sent).toEqual([{ id: 8, statusId: 2, version: 4, description: 'No room left' }]);
    await waitFor(() => expect(within(log).getAllByRole('article')[0].textContent).toContain('No room left'));
    expect(within(log).getAllByRole('article')[0].textContent).toContain('Rejected');
    expect(screen.queryByRole('dialog', { name: 'Reject amendment' })).toBeNull();
  });

  it('should not offer decisions to agency users', async () => {
    serve();
    open([VIEW, ADD, AMEND], { agencyId: 3 });
    fireEvent.click(await screen.findByRole('button', { name: 'Activity log' }));
    const [amendment] = await within(await screen.findByRole('region', { name: 'Activity log' })).findAllByRole(
      'article',
    );
    expect(within(amendment).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Amend' })).toBeTruthy();
  });
});
