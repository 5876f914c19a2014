/**
 * The attachments panel against msw (the server's answers as the contract gives them): the
 * spec's listing ('Attachments', 'No attachments found', delete with the confirmation), the
 * uploader (base64 bodies, the client-side refusals, the server's message as a toast), the file
 * download with the bearer, and the picker of files chosen before a request exists.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuditLog } from '@resources/audit/AuditLog';
import {
  AttachmentsPanel,
  PendingDocumentsPicker,
  uploadPendingDocuments,
  type StoredDocument,
} from '@resources/documents';
import { fillSchemasStore, renderAdmin } from '../audit/render-admin';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const GUID = '7d0b6c1e-1f5a-4c55-9a43-5b0f8f1c2d3e';
const API = '*/api/documentmanagement/document';
const doc = (
  id: number,
  fileName: string,
  size: number,
  contentType: StoredDocument['contentType'] = 'application/pdf',
): StoredDocument => ({
  id,
  fileName,
  size,
  contentType,
  url: `/api/documentmanagement/document/download?documentId=${id}`,
  dateCreated: '2026-11-20T10:00:00Z',
});
const PERMISSIONS = ['Reservations.Reservation.ViewList', 'Reservations.Reservation.Add'];

/** A server holding `initial` documents: list, add (appends what was sent) and delete. */
function documentsServer(initial: StoredDocument[]) {
  let stored = [...initial];
  const added: { referenceId: string; attachments: { attachmentName: string; base64String: string }[] }[] = [];
  const deleted: string[] = [];
  server.use(
    http.post(`${API}/getbyid`, async ({ request }) => {
      expect(await request.json()).toEqual({ referenceId: GUID });
      return HttpResponse.json(stored);
    }),
    http.post(`${API}/add`, async ({ request }) => {
      const body = (await request.json()) as (typeof added)[number];
      added.push(body);
      const fresh = body.attachments.map((a, i) => doc(100 + stored.length + i, a.attachmentName, 10));
      stored = [...stored, ...fresh];
      return HttpResponse.json(fresh);
    }),
    // Pending uploads (a request still to come): stored apart, never listed.
    http.post(`${API}/addpending`, async ({ request }) => {
      const body = (await request.json()) as (typeof added)[number];
      added.push(body);
      return HttpResponse.json(body.attachments.map((a, i) => doc(900 + i, a.attachmentName, 10)));
    }),
    http.delete(`${API}/delete`, ({ request }) => {
      const id = new URL(request.url).searchParams.get('documentId')!;
      deleted.push(id);
      stored = stored.filter((d) => String(d.id) !== id);
      return HttpResponse.json({ id: Number(id) });
    }),
  );
  return { added, deleted };
}

const renderPanel = (props: Partial<Parameters<typeof AttachmentsPanel>[0]> = {}, locale: 'en' | 'fr' = 'en') =>
  renderAdmin(<AttachmentsPanel referenceId={GUID} canUpload canDelete {...props} />, {
    permissions: PERMISSIONS,
    locale,
  });

const choose = (testId: string, files: File[]) => fireEvent.change(screen.getByTestId(testId), { target: { files } });
const pdf = (name: string, size = 20) => new File([new Uint8Array(size).fill(37)], name, { type: 'application/pdf' });

describe('AttachmentsPanel', () => {
  it('says "No attachments found" under its "Attachments" heading when there are none', async () => {
    documentsServer([]);
    renderPanel();
    expect(await screen.findByText('No attachments found')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /^Attachments/ }).textContent).toBe('Attachments(0 / 50)');
    expect(screen.getByRole('button', { name: /^Upload documents/ })).toBeTruthy();
  });

  it('lists the file names with their sizes in a box of at most 400 px, under the title given', async () => {
    documentsServer([doc(1, 'voucher.pdf', 12_500), doc(2, 'ticket.png', 2_516_582, 'image/png')]);
    renderPanel({ title: 'Vouchers' });
    expect(await screen.findByRole('button', { name: 'voucher.pdf' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /^Vouchers/ })).toBeTruthy();
    expect(screen.getByText(/^12 KB · /)).toBeTruthy();
    expect(screen.getByText(/^2\.4 MB · /)).toBeTruthy();
    expect(screen.queryByText('No attachments found')).toBeNull();
    expect(getComputedStyle(screen.getByTestId('attachments-list')).maxHeight).toBe('400px');
    expect(getComputedStyle(screen.getByTestId('attachments-list')).overflowY).toBe('auto');
  });

  it('shows no delete icon and no uploader without the permissions', async () => {
    documentsServer([doc(1, 'voucher.pdf', 100)]);
    renderPanel({ canUpload: false, canDelete: false });
    await screen.findByRole('button', { name: 'voucher.pdf' });
    expect(screen.queryByRole('button', { name: 'Delete voucher.pdf' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Upload documents/ })).toBeNull();
  });

  it('asks before deleting, naming the file and saying it is final: Cancel keeps it, "Yes, delete it!" deletes it, toasts and lists again', async () => {
    const calls = documentsServer([doc(1, 'voucher.pdf', 100), doc(2, 'ticket.pdf', 100)]);
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete voucher.pdf' }));
    let dialog = await screen.findByRole('dialog', { name: "Delete the file 'voucher.pdf'?" });
    // A document has no trash: the dialog keeps the spec's wording of a final delete.
    expect(within(dialog).getByText("You won't be able to revert this!")).toBeTruthy();
    expect(within(dialog).queryByText(/Trash/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.deleted).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete voucher.pdf' }));
    dialog = await screen.findByRole('dialog', { name: "Delete the file 'voucher.pdf'?" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Document deleted successfully')).toBeTruthy();
    // The confirmation closes with a transition; until it is gone the page behind is hidden from roles.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'voucher.pdf' })).toBeNull());
    expect(calls.deleted).toEqual(['1']);
    expect(await screen.findByRole('button', { name: 'ticket.pdf' })).toBeTruthy();
  });

  it("shows the server's reason when a delete fails", async () => {
    documentsServer([doc(1, 'voucher.pdf', 100)]);
    server.use(
      http.delete(`${API}/delete`, () =>
        HttpResponse.json(
          { type: 'about:blank', title: 'Not Found', status: 404, detail: 'The requested resource was not found.' },
          { status: 404 },
        ),
      ),
    );
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete voucher.pdf' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Failed to delete document. The requested resource was not found.')).toBeTruthy();
  });

  it('uploads several chosen files as base64, toasts and lists them', async () => {
    const calls = documentsServer([]);
    renderPanel();
    await screen.findByText('No attachments found');
    choose('documents-input', [pdf('a.pdf', 3), new File([new Uint8Array([137, 80])], 'b.png', { type: 'image/png' })]);
    expect(await screen.findByText('Document uploaded successfully')).toBeTruthy();
    expect(calls.added).toEqual([
      {
        referenceId: GUID,
        attachments: [
          { attachmentName: 'a.pdf', base64String: 'JSUl' },
          { attachmentName: 'b.png', base64String: 'iVA=' },
        ],
      },
    ]);
    expect(await screen.findByRole('button', { name: 'a.pdf' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'b.png' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /^Attachments/ }).textContent).toBe('Attachments(2 / 50)');
  });

  it('refuses a file that is not an image or a PDF before sending it', async () => {
    const calls = documentsServer([]);
    renderPanel();
    await screen.findByText('No attachments found');
    choose('documents-input', [pdf('ok.pdf'), new File(['hello'], 'notes.txt', { type: 'text/plain' })]);
    expect(
      await screen.findByText('Only images (PNG, JPEG, GIF, WEBP) and PDF files are accepted: notes.txt'),
    ).toBeTruthy();
    expect(calls.added).toEqual([]);
  });

  it('refuses more files than the room left of 50 before sending them', async () => {
    const calls = documentsServer(Array.from({ length: 49 }, (_, i) => doc(i + 1, `f${i}.pdf`, 10)));
    renderPanel();
    expect(await screen.findByText(/1 more allowed/)).toBeTruthy();
    choose('documents-input', [pdf('a.pdf'), pdf('b.pdf')]);
    expect(await screen.findByText('At most 50 attachments are allowed: 1 more can be added.')).toBeTruthy();
    expect(calls.added).toEqual([]);
  });

  it("shows the server's content check as the failure toast", async () => {
    documentsServer([]);
    server.use(
      http.post(`${API}/add`, () =>
        HttpResponse.json(
          {
            errors: {
              'attachments[0].base64String': [
                'Only images (PNG, JPEG, GIF, WEBP) and PDF files are accepted: invoice.pdf is neither.',
              ],
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderPanel();
    await screen.findByText('No attachments found');
    choose('documents-input', [pdf('invoice.pdf')]);
    expect(
      await screen.findByText(
        'Failed to upload document. Only images (PNG, JPEG, GIF, WEBP) and PDF files are accepted: invoice.pdf is neither.',
      ),
    ).toBeTruthy();
  });

  it('hides the uploader once 50 are stored', async () => {
    documentsServer(Array.from({ length: 50 }, (_, i) => doc(i + 1, `f${i}.pdf`, 10)));
    renderPanel();
    expect(await screen.findByText('The maximum of 50 attachments is reached.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Upload documents/ })).toBeNull();
  });

  it('downloads a file with the bearer when its name is clicked and saves it under its name', async () => {
    documentsServer([doc(5, 'voucher.pdf', 4)]);
    let authorization: string | null = null;
    server.use(
      http.get(`${API}/download`, ({ request }) => {
        authorization = request.headers.get('authorization');
        expect(new URL(request.url).searchParams.get('documentId')).toBe('5');
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:voucher');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'voucher.pdf' }));
    await waitFor(() => expect(saved).toEqual(['voucher.pdf blob:voucher']));
    expect(authorization).toMatch(/^Bearer /);
    expect(createObjectURL.mock.calls[0][0].size).toBe(4);
  });

  it('speaks French', async () => {
    documentsServer([]);
    renderPanel({}, 'fr');
    expect(await screen.findByText('Aucune pièce jointe')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /^Pièces jointes/ })).toBeTruthy();
  });
});

describe('PendingDocumentsPicker and uploadPendingDocuments', () => {
  function Holder({ onFiles }: { onFiles: (files: File[]) => void }) {
    const [files, setFiles] = useState<File[]>([]);
    return (
      <PendingDocumentsPicker
        files={files}
        onChange={(next) => {
          setFiles(next);
          onFiles(next);
        }}
      />
    );
  }

  it('keeps the chosen files (removable, same checks) without sending anything, then uploads them for the new request', async () => {
    let latest: File[] = [];
    renderAdmin(
      <Holder
        onFiles={(f) => {
          latest = f;
        }}
      />,
      { permissions: PERMISSIONS },
    );
    choose('pending-documents-input', [pdf('ticket-1.pdf'), pdf('ticket-2.pdf')]);
    expect(await screen.findByText('ticket-1.pdf')).toBeTruthy();
    choose('pending-documents-input', [new File(['x'], 'run.sh', { type: 'application/x-sh' })]);
    expect(
      await screen.findByText('Only images (PNG, JPEG, GIF, WEBP) and PDF files are accepted: run.sh'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove ticket-1.pdf' }));
    await waitFor(() => expect(screen.queryByText('ticket-1.pdf')).toBeNull());
    expect(latest.map((f) => f.name)).toEqual(['ticket-2.pdf']);

    const calls = documentsServer([]);
    let stored: StoredDocument[] = [];
    await act(async () => {
      stored = await uploadPendingDocuments(GUID, latest);
    });
    expect(calls.added.map((b) => [b.referenceId, b.attachments.map((a) => a.attachmentName)])).toEqual([
      [GUID, ['ticket-2.pdf']],
    ]);
    expect(stored.map((d) => d.fileName)).toEqual(['ticket-2.pdf']);
    expect(await uploadPendingDocuments(GUID, [])).toEqual([]);
    expect(calls.added).toHaveLength(1);
  });
});

describe('documents in the Audit Log', () => {
  it('names the entity and its fields', async () => {
    await fillSchemasStore();
    server.use(
      http.post('*/api/audit/get', () =>
        HttpResponse.json({
          auditEntries: [
            {
              id: 9,
              dateCreated: '2026-11-21T10:15:00Z',
              userId: 2,
              userName: 'Adam Agent',
              entity: 'reservation-request-document',
              entityId: '4',
              operation: 'create',
              changes: [
                { field: 'fileName', before: null, after: 'voucher.pdf' },
                { field: 'referenceKind', before: null, after: 'reservation-request' },
              ],
            },
          ],
          paginationModel: { pageIndex: 1, pageSize: 10, totalRecords: 1 },
        }),
      ),
    );
    renderAdmin(<AuditLog />, { permissions: ['Audit.AuditLog.ViewList'] });
    await screen.findByText('Showing 1 to 1 of 1 result');
    const row = screen.getAllByRole('row')[1];
    expect(within(row).getByText('Request documents')).toBeTruthy();
    expect(within(row).getByText('File name, Attached to')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show changes' }));
    const diff = await screen.findByRole('table', { name: 'Changes' });
    expect(within(diff).getByRole('rowheader', { name: 'Attached to' }).closest('tr')!.textContent).toContain(
      'Reservation request',
    );
  });
});
