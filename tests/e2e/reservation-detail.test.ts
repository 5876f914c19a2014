/**
 * The request detail as the provider's staff use it: open a request from its address,
 * approve an amendment the agent submitted; change the agency's reference number and a passenger,
 * process a hotel, post two comments, cancel (the edit actions go). The request is made
 * through the API (agency 1, the agent's), so the test does not depend on the demo requests.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accounts, newPage, screenshot, signIn, useBrowser } from './browser.js';

const baseURL = inject('baseURL');
const browser = useBrowser();

async function login(who: keyof typeof accounts): Promise<string> {
  const res = await fetch(`${baseURL}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(accounts[who]),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function api<T>(token: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${baseURL}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

interface Detail {
  requestGuid: string;
  requestReference: string;
  supplierInitial: string;
  requestPassengers: Record<string, unknown>[];
  [key: string]: unknown;
}

/** A FIT request of agency 1: the first hotel with an offered room, two passengers. */
async function newRequest(token: string): Promise<Detail> {
  const [hotel] = await api<{ id: number; cityId: number }[]>(token, '/api/accommodation/hotel/getall');
  const [offer] = await api<{ roomTypeId: number; providingPolicyId: number }[]>(
    token,
    `/api/accommodation/roomType/getRoomTypeProvidingPolicy?hotelId=${hotel.id}`,
  );
  return api<Detail>(token, '/api/reservation/request/add', {
    method: 'POST',
    body: {
      agencyId: 1,
      requestType: 1,
      remarks: 'Late arrival',
      referenceNumber: 'BH-1001',
      requestDestinations: [
        {
          cityId: hotel.cityId,
          checkInDate: '2027-03-01',
          checkOutDate: '2027-03-05',
          destinationHotels: [
            {
              hotelId: hotel.id,
              destinationHotelRoomPax: [
                { roomTypeId: offer.roomTypeId, providingPolicyId: offer.providingPolicyId, adultCount: 2 },
              ],
            },
          ],
        },
      ],
      requestPassengers: [
        { firstName: 'Ada', lastName: 'Lovelace', gender: 2, ageGroup: 1, roomNo: 1 },
        { firstName: 'Charles', lastName: 'Babbage', gender: 1, ageGroup: 1, roomNo: 1 },
      ],
    },
  });
}

const detailUrl = (guid: string) => `/reservation-management/reservation/request/edit/${guid}`;
/** A one-page PDF (a hotel voucher): the server checks documents by content. */
const VOUCHER_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

async function saveDialog(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function openDetail(page: Page, request: Detail): Promise<string> {
  const reference = `${request.supplierInitial}-${request.requestReference}`;
  await page.goto(detailUrl(request.requestGuid));
  await page.getByRole('heading', { level: 1, name: reference }).waitFor();
  return reference;
}

describe('the request detail', () => {
  it("should take an agent's amendment from the amendment page, show it as a diff and replace the request when the administrator approves it", async () => {
    const admin = await login('admin');
    const request = await newRequest(admin);
    // The agent asks for the change: Amend on the request's page, the wizard filled from it, one name changed.
    const agentSession = await newPage(browser(), baseURL);
    const agentPage = agentSession.page;
    await signIn(agentPage, 'agent');
    await openDetail(agentPage, request);
    await agentPage.getByRole('link', { name: 'Amend' }).click();
    await agentPage.getByRole('heading', { name: 'Amendment request' }).waitFor();
    for (const step of ['Travel Plan', 'Transportations', 'Passengers']) {
      await agentPage.getByRole('button', { name: 'Next', exact: true }).click();
      await agentPage.getByRole('region', { name: step, exact: true }).waitFor();
    }
    const lead = agentPage.getByRole('group', { name: 'Room 1 Passenger 1' }).getByLabel('First name');
    expect(await lead.inputValue()).toBe('Ada');
    await lead.fill('Augusta');
    await agentPage.getByRole('button', { name: 'Next', exact: true }).click();
    await agentPage.getByRole('button', { name: 'Submit amendment request' }).click();
    await toast(agentPage, 'Amendment request submitted successfully');
    await agentPage.waitForURL(`**${detailUrl(request.requestGuid)}`);
    // The agent cannot decide it: no Approve for agency users.
    await agentPage.getByRole('button', { name: 'Activity log' }).click();
    await agentPage.getByRole('region', { name: 'Activity log' }).getByText('Amendment submitted').waitFor();
    expect(await agentPage.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await agentSession.context.close();

    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    // From the listing (searched for this request): the row opens it, Back returns to the same search.
    const reference = `${request.supplierInitial}-${request.requestReference}`;
    const listing = `/reservation-management/reservations?search=${request.requestReference}`;
    await page.goto(listing);
    await page.getByRole('row', { name: `Open request ${reference}` }).click();
    await page.getByRole('heading', { level: 1, name: reference }).waitFor();
    const crumbs = page.getByRole('navigation', { name: /breadcrumb/i });
    await crumbs.getByText('Reservation Management').waitFor();
    await crumbs.getByRole('link', { name: 'Reservations' }).waitFor();
    await crumbs.getByText(reference).waitFor();
    await page.getByRole('region', { name: 'Request' }).getByText('Pending').first().waitFor(); // the latest amendment
    await screenshot(page, 'reservation-detail-view-1280');

    await page.getByRole('button', { name: 'Activity log' }).click();
    const log = page.getByRole('region', { name: 'Activity log' });
    const pending = log.getByRole('article').filter({ has: page.getByRole('button', { name: 'Approve' }) });
    const row = pending.getByRole('row', { name: /Passenger 1 › First name/ });
    expect(await row.textContent()).toMatch(/Ada.*Augusta/);
    await screenshot(page, 'reservation-detail-activity-1280');
    await pending.getByRole('button', { name: 'Approve' }).click();
    // The decision's dialog takes an optional reason, shown in the log.
    const decision = page.getByRole('dialog', { name: 'Approve amendment' });
    await decision.getByLabel('Reason (optional)').fill('Name checked against the passport');
    await decision.getByRole('button', { name: 'Approve' }).click();
    await toast(page, 'Amendment request Approved successfully');
    await log.getByRole('article').first().getByText('Approved').waitFor();
    await log.getByRole('article').first().getByText('Name checked against the passport').waitFor();
    expect(await log.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await page.getByRole('button', { name: 'View', exact: true }).click();
    await page.getByRole('table', { name: 'Room 1' }).getByText('Augusta Lovelace').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'reservation-detail-view-390');
    // (At 390 px after a wide start, the side menu turns into a modal drawer that hides the page from the accessibility tree.)
    await page.setViewportSize({ width: 1366, height: 860 });
    await page.getByRole('link', { name: 'Back to reservations' }).click();
    await page.getByRole('row', { name: `Open request ${reference}` }).waitFor();
    expect(new URL(page.url()).search).toBe(`?search=${request.requestReference}`);
    await context.close();
  });

  it('should change the reference number and a passenger, process a hotel, take two comments, a document, and cancel', async () => {
    const request = await newRequest(await login('admin'));
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    await openDetail(page, request);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();

    // The agency's reference number.
    await page.getByRole('button', { name: 'Edit Agency reference number' }).click();
    await page.getByRole('dialog', { name: 'Reference number' }).getByLabel('Agency reference number').fill('BH-2002');
    await saveDialog(page, 'Reference number');
    await toast(page, 'Reference Number updated successfully');
    await page.getByRole('region', { name: 'Request' }).getByText('BH-2002').waitFor();

    // A passenger.
    await page.getByRole('button', { name: 'Edit passengers' }).click();
    const passengers = page.getByRole('dialog', { name: 'Passengers' });
    await passengers.getByRole('group', { name: 'Passenger 2 (room 1)' }).getByLabel('First name').fill('Charlie');
    await saveDialog(page, 'Passengers');
    await toast(page, 'Passengers updated successfully');
    await page.getByRole('table', { name: 'Room 1' }).getByText('Charlie Babbage').waitFor();

    // Hotel processing: a supplier, an operator (a company user), Confirmed, notes.
    await page.getByRole('button', { name: /^Process hotel / }).click();
    const processing = page.getByRole('dialog', { name: 'Hotel processing' });
    await processing.getByRole('option', { name: 'Alice Admin' }).waitFor({ state: 'attached' });
    await processing.getByLabel('Supplier').selectOption({ index: 1 });
    await processing.getByLabel('Operator').selectOption({ label: 'Alice Admin' });
    await processing.getByLabel('Hotel status').selectOption({ label: 'Confirmed' });
    await processing.getByLabel('Notes').fill('Pay on arrival');
    await saveDialog(page, 'Hotel processing');
    await toast(page, 'Hotel Processing updated successfully');
    const hotel = page.getByRole('region', { name: 'Destinations' }).getByRole('article');
    await hotel.getByText('Confirmed').waitFor();
    await hotel.getByText('Pay on arrival').waitFor();
    await hotel.getByText('Alice Admin').waitFor();

    // Two comments: the newest on top.
    const comments = page.getByRole('region', { name: 'Comments' });
    for (const message of ['Supplier asked for a deposit', 'Deposit paid']) {
      await comments.getByLabel('New comment').fill(message);
      await comments.getByRole('button', { name: 'Post comment' }).click();
      await comments.getByRole('listitem').filter({ hasText: message }).waitFor();
    }
    expect(await comments.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining('Deposit paid'),
      expect.stringContaining('Supplier asked for a deposit'),
    ]);
    await screenshot(page, 'reservation-detail-edit-1280');

    // A voucher: uploaded as a PDF, listed, then deleted after the confirmation.
    const attachments = page.getByRole('region', { name: 'Attachments' });
    await attachments.getByText('No attachments found').waitFor();
    await page
      .getByTestId('documents-input')
      .setInputFiles({ name: 'hotel-voucher.pdf', mimeType: 'application/pdf', buffer: VOUCHER_PDF });
    await toast(page, 'Document uploaded successfully');
    await attachments.getByText('hotel-voucher.pdf').waitFor();
    await attachments.getByRole('button', { name: 'Delete hotel-voucher.pdf' }).click();
    await page
      .getByRole('dialog', { name: "Delete the file 'hotel-voucher.pdf'?" })
      .getByRole('button', { name: 'Yes, delete it!' })
      .click();
    await toast(page, 'Document deleted successfully');
    await attachments.getByText('No attachments found').waitFor();

    // The edits are in the activity log, field by field.
    await page.getByRole('button', { name: 'Activity log' }).click();
    await page
      .getByRole('region', { name: 'Activity log' })
      .getByRole('row', { name: /Passenger 2 › First name/ })
      .waitFor();

    // Cancel: the edit actions go.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('button', { name: 'Cancel request' }).click();
    await page.getByRole('button', { name: 'Yes, cancel it!' }).click();
    await toast(page, 'Request has been canceled successfully');
    await page.getByText('This request is cancelled: it cannot be changed.').waitFor();
    expect(await page.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancel request' }).count()).toBe(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'reservation-detail-cancelled-390');
    await context.close();
  });
});
