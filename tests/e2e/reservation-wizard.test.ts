/**
 * The reservation request wizard as its users go through it: the agent makes a
 * two-destination FIT request (a hotel with two rooms, an excursion, a transfer picked from a
 * preset), reloads half-way (the form is kept under reservationFormState), names the
 * passengers, submits with notes and a reference number, and finds the request through the
 * listing API with the right agency, destinations and pax; the administrator meets the FIT room
 * limit (9, with the available rooms shown) and makes a GIT request of 12 rooms.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { accounts, newPage, screenshot, signIn, useBrowser } from './browser.js';

const baseURL = inject('baseURL');
const browser = useBrowser();
const WIZARD = '/reservation-management/reservation/request';

/** A day `days` from today, yyyy-mm-dd: the stay is always ahead. */
/** A day from today as an English user types it in a date field (month first: 12/31/2026). */
const day = (days: number) => {
  const [year, month, date] = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).split('-');
  return `${month}/${date}/${year}`;
};

async function tokenOf(who: keyof typeof accounts): Promise<string> {
  const res = await fetch(`${baseURL}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: accounts[who].email, password: accounts[who].password }),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** A one-page PDF (a ticket): the server checks documents by content. */
const TICKET_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function api<T>(token: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

const step = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

async function addDestination(
  page: Page,
  index: number,
  city: string,
  checkIn: string,
  checkOut: string,
): Promise<Locator> {
  await page.getByRole('button', { name: 'Add destination' }).click();
  await page
    .getByRole('region', { name: `Destination ${index}` })
    .getByLabel('City')
    .selectOption({ label: city });
  const destination = page.getByRole('region', { name: city, exact: true });
  await destination.getByLabel('Check-in').fill(checkIn);
  await destination.getByLabel('Check-out').fill(checkOut);
  return destination;
}

async function addHotel(destination: Locator, name: string): Promise<Locator> {
  await destination.getByLabel('Hotel', { exact: true }).selectOption({ label: name });
  await destination.getByRole('button', { name: 'Add hotel' }).click();
  return destination.getByRole('region', { name, exact: true });
}

async function addRoom(hotel: Locator, hotelName: string, n: number, roomType: string): Promise<Locator> {
  await hotel.getByRole('button', { name: 'Add room' }).click();
  const room = hotel.getByRole('group', { name: `${hotelName} Room ${n}`, exact: true });
  await room.getByLabel('Room type').selectOption({ label: roomType });
  return room;
}

interface ListRow {
  requestGuid: string;
  requestReference: string;
  agencyId: number;
  agencyName: string;
  destinations: string;
  pax: number;
  referenceNumber: string | null;
  requestType: number;
}

describe('reservation request wizard', () => {
  it('the agent submits a two-destination FIT request that survives a reload and is found in the listing', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'agent');
    await page.getByRole('menuitem', { name: 'New request' }).click();
    await page.waitForURL(`**${WIZARD}`);
    await step(page, 'Request').waitFor();
    // Agency users see their agency, read-only; FIT is chosen, OTA cannot be.
    await expect.poll(() => step(page, 'Request').getByLabel('Agency').inputValue()).toBe('Blue Horizon Travel');
    expect(await page.getByRole('radio', { name: /^FIT/ }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /^OTA/ }).isDisabled()).toBe(true);
    // Step 5 waits for the plan and the passengers.
    expect(await page.getByRole('button', { name: 'Complete' }).isDisabled()).toBe(true);
    await screenshot(page, 'wizard-1-request');
    await next(page);

    const plan = step(page, 'Travel Plan');
    const paris = await addDestination(page, 1, 'Paris', day(60), day(63));
    const lumiere = await addHotel(paris, 'Hôtel Lumière Opéra');
    const room1 = await addRoom(lumiere, 'Hôtel Lumière Opéra', 1, 'Standard Double Room');
    await room1.getByLabel('Adults').fill('2');
    await room1.getByLabel('Children with bed').fill('1');
    // A twin room has no space for an extra bed: the option is disabled.
    const room2 = await addRoom(lumiere, 'Hôtel Lumière Opéra', 2, 'Twin Room');
    expect(await room2.getByLabel('Extra bed').isDisabled()).toBe(true);
    await room2.getByLabel('Twin beds').check();
    await paris.getByLabel(/Louvre Skip-the-Line/).check();
    await paris.getByText('Available rooms: 7 of 9').waitFor();
    const istanbul = await addDestination(page, 2, 'Istanbul', day(63), day(66));
    await istanbul.getByLabel(/Bosphorus Dinner Cruise/).check();
    await screenshot(page, 'wizard-2-travel-plan');
    // Ordered by check-in: Paris first.
    expect(await plan.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(['Paris', 'Istanbul']);
    await next(page);

    // The transfer Paris → Istanbul, filled from a preset in one pick.
    await step(page, 'Transportations').waitFor();
    await page.getByLabel('Preset transportation').selectOption({ label: 'AF 1390' });
    expect(await page.getByLabel('Flight / ref. number').inputValue()).toBe('AF 1390');
    expect(await page.getByLabel('Departure time').inputValue()).toBe('09:45');
    await page.getByLabel('Departure date').fill(day(63));
    await page.getByLabel('Departure time').fill('9:45');
    await page.getByRole('button', { name: 'Add transportation' }).click();
    await page.getByText('Arrival and departure times must be in "HH:mm" format.').waitFor();
    await page.getByLabel('Departure time').fill('09:45');
    await page.getByLabel('Arrival date').fill(day(63));
    await page.getByLabel('Adults', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Add transportation' }).click();
    const transports = page.getByRole('table', { name: 'Transportations' });
    await transports.getByRole('cell', { name: 'AF 1390' }).waitFor();
    // The ticket, chosen now and attached to the request once it is submitted (kept across the reload below).
    await page
      .getByTestId('pending-documents-input')
      .setInputFiles({ name: 'af1390-ticket.pdf', mimeType: 'application/pdf', buffer: TICKET_PDF });
    await page.getByText('af1390-ticket.pdf').waitFor();
    await screenshot(page, 'wizard-3-transportations');
    await next(page);

    // Passengers come from the rooms: 2 adults + 1 child, then 1 adult.
    await step(page, 'Passengers').waitFor();
    expect(await page.getByRole('group', { name: /^Room 1 Passenger/ }).count()).toBe(3);
    expect(await page.getByRole('group', { name: /^Room 2 Passenger/ }).count()).toBe(1);
    const lead = page.getByRole('group', { name: 'Room 1 Passenger 1' });
    await lead.getByLabel('First name').fill('Marie');
    await lead.getByLabel('Last name').fill('Curie');
    await lead.getByLabel('Gender').selectOption({ label: 'Female' });
    expect(await page.getByRole('group', { name: 'Room 1 Passenger 3' }).getByLabel('Age group').inputValue()).toBe(
      '2',
    );
    await page.getByRole('group', { name: 'Room 2 Passenger 1' }).getByLabel('First name').fill('Pierre');
    await screenshot(page, 'wizard-4-passengers');

    // A reload keeps the half-written request (localStorage reservationFormState) and offers it back.
    const stored = await page.evaluate(() => localStorage.getItem('reservationFormState'));
    expect(stored).toContain('Marie');
    await page.reload();
    const resume = page.getByRole('dialog', { name: 'An ongoing request' });
    await resume.getByRole('button', { name: 'Continue' }).click();
    await step(page, 'Passengers').waitFor();
    expect(await page.getByRole('group', { name: 'Room 1 Passenger 1' }).getByLabel('First name').inputValue()).toBe(
      'Marie',
    );
    await next(page);

    await step(page, 'Complete').waitFor();
    // The request to check before submitting: rooms with their type, the transfer, the passengers.
    const summary = page.getByRole('region', { name: 'Summary of the request' });
    await summary.getByText(/^Room 1: Standard Double Room, .* — Adults 2, Children with bed 1$/).waitFor();
    await summary.getByText(/^Room 2: Twin Room, /).waitFor();
    await summary.getByText(/AF 1390/).waitFor();
    await summary.getByText('Documents: af1390-ticket.pdf').waitFor();
    await summary.getByText(/^Room 1: Marie Curie \(Adult\), name not given \(Adult\)/).waitFor();
    const reference = `BH-${Date.now()}`;
    await page.getByLabel('Notes').fill('Late arrival; quiet rooms please.');
    await page.getByLabel('Reference number').fill(reference);
    await screenshot(page, 'wizard-5-complete');
    await page.getByRole('button', { name: 'Submit request' }).click();
    // One call stores the request, its notes and reference and its ticket together.
    await page.getByText('Reservation submitted successfully, with its documents').waitFor();
    const shown = await page.getByTestId('request-reference').innerText();
    expect(shown).toMatch(/^ORS-.*FIT-\d{6}$/);
    // Step 6: every step disabled.
    for (const name of ['Request', 'Travel Plan', 'Transportations', 'Passengers', 'Complete']) {
      expect(await page.getByRole('button', { name, exact: true }).isDisabled(), name).toBe(true);
    }
    await screenshot(page, 'wizard-6-submitted');
    const open = page.getByRole('link', { name: 'Open request' });
    const guid = (await open.getAttribute('href'))!.split('/').pop()!;
    expect(await open.getAttribute('href')).toBe(`${WIZARD}/edit/${guid}`);

    // The listing, as the agent sees it: the request of her agency, with its two destinations and pax.
    const token = await tokenOf('agent');
    const requestReference = shown.replace(/^ORS-/, '');
    const { requests } = await api<{ requests: ListRow[] }>(token, '/reservation/request/get', {
      search: requestReference,
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      requestGuid: guid,
      agencyId: 1,
      agencyName: 'Blue Horizon Travel',
      destinations: 'Paris, Istanbul',
      pax: 4,
      referenceNumber: reference,
      requestType: 1,
    });
    const detail = await api<{
      remarks: string;
      requestDestinations: {
        destinationHotels: { destinationHotelRoomPax: unknown[] }[];
        destinationExcursions: unknown[];
      }[];
      requestPassengers: { firstName?: string }[];
      requestTransportations: { refNumber: string; departureTime: string }[];
    }>(token, `/reservation/request/getbyid?requestGuid=${guid}`);
    expect(detail.remarks).toBe('Late arrival; quiet rooms please.');
    expect(
      detail.requestDestinations.map((d) => [
        d.destinationHotels.flatMap((h) => h.destinationHotelRoomPax).length,
        d.destinationExcursions.length,
      ]),
    ).toEqual([
      [2, 1],
      [0, 1],
    ]);
    expect(detail.requestPassengers.map((p) => p.firstName ?? null)).toEqual(['Marie', null, null, 'Pierre']);
    expect(detail.requestTransportations).toMatchObject([{ refNumber: 'AF 1390', departureTime: '09:45' }]);
    const documents = await api<{ fileName: string; contentType: string }[]>(
      token,
      '/documentmanagement/document/getbyid',
      { referenceId: guid },
    );
    expect(documents).toMatchObject([{ fileName: 'af1390-ticket.pdf', contentType: 'application/pdf' }]);

    // New request starts over with an empty form.
    await page.getByRole('button', { name: 'New request' }).click();
    await step(page, 'Request').waitFor();

    // The listing screen finds it by the reference shown at step 6.
    await page.goto(`/reservation-management/reservations?search=${encodeURIComponent(shown)}`);
    await page.getByText('Showing 1 to 1 of 1 result').waitFor();
    const row = page.locator('tbody tr').first();
    expect(await row.locator('td').first().innerText()).toBe(shown);
    expect(await row.innerText()).toContain('Paris, Istanbul');
    await context.close();
  });

  it('the administrator meets the FIT limit of 9 rooms and submits a GIT request of 12 rooms', async () => {
    const { context, page } = await newPage(browser(), baseURL);
    await signIn(page, 'admin');
    await page.goto(WIZARD);
    await step(page, 'Request').waitFor();
    // Company users choose the agency; without one, the travel plan stays closed.
    expect(await page.getByRole('button', { name: 'Travel Plan' }).isDisabled()).toBe(true);
    await step(page, 'Request').getByLabel('Agency').selectOption({ label: 'Sunrise Tours' });
    await next(page);

    const paris = await addDestination(page, 1, 'Paris', day(90), day(94));
    const hotel = await addHotel(paris, 'Le Marais Boutique Hotel');
    for (let n = 1; n <= 9; n += 1) await addRoom(hotel, 'Le Marais Boutique Hotel', n, 'Twin Room');
    await paris.getByText('Available rooms: 0 of 9').waitFor();
    expect(await hotel.getByRole('button', { name: 'Add room' }).isDisabled()).toBe(true);
    await screenshot(page, 'wizard-fit-limit');

    await page.getByRole('button', { name: 'Request', exact: true }).click();
    await page.getByRole('radio', { name: /^GIT/ }).check();
    await page.getByRole('button', { name: 'Travel Plan', exact: true }).click();
    await paris.getByText('Available rooms: 41 of 50').waitFor();
    for (let n = 10; n <= 12; n += 1) await addRoom(hotel, 'Le Marais Boutique Hotel', n, 'Deluxe Room');
    await paris.getByText('Available rooms: 38 of 50').waitFor();
    await next(page); // transportations: none
    await next(page);
    expect(await page.getByRole('group', { name: /^Room \d+ Passenger 1$/ }).count()).toBe(12);
    const lead = page.getByRole('group', { name: 'Room 1 Passenger 1' });
    await lead.getByLabel('First name').fill('Grace');
    await lead.getByLabel('Last name').fill('Hopper');
    await next(page);
    await page.getByRole('button', { name: 'Submit request' }).click();
    await page.getByText('Reservation submitted successfully').waitFor();
    const shown = await page.getByTestId('request-reference').innerText();
    expect(shown).toMatch(/GIT-\d{6}$/);
    const guid = (await page.getByRole('link', { name: 'Open request' }).getAttribute('href'))!.split('/').pop()!;

    const detail = await api<{
      agencyId: number;
      requestType: number;
      requestDestinations: { destinationHotels: { destinationHotelRoomPax: unknown[] }[] }[];
    }>(await tokenOf('admin'), `/reservation/request/getbyid?requestGuid=${guid}`);
    expect(detail.requestType).toBe(2);
    expect(detail.agencyId).toBe(2);
    expect(detail.requestDestinations[0].destinationHotels[0].destinationHotelRoomPax).toHaveLength(12);

    // The amendment of that request: the same steps, filled from the stored request, agency and type fixed.
    await page.goto(`${WIZARD}/amendment/${guid}`);
    await page.getByRole('heading', { name: 'Amendment request' }).waitFor();
    await expect.poll(() => step(page, 'Request').getByLabel('Agency').inputValue()).toBe('Sunrise Tours');
    expect(await page.getByRole('radio', { name: /^GIT/ }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /^FIT/ }).isDisabled()).toBe(true);
    await next(page);
    const amended = page.getByRole('region', { name: 'Paris', exact: true });
    await amended.getByText('Available rooms: 38 of 50').waitFor();
    await amended.getByLabel(/Louvre Skip-the-Line/).check();
    await next(page);
    await next(page);
    expect(await page.getByRole('group', { name: 'Room 1 Passenger 1' }).getByLabel('First name').inputValue()).toBe(
      'Grace',
    );
    await next(page);
    await screenshot(page, 'wizard-amendment');
    await page.getByRole('button', { name: 'Submit amendment request' }).click();
    await page.getByText('Amendment request submitted successfully').waitFor();
    await page.waitForURL(`**${WIZARD}/edit/${guid}`);
    // Stored as a pending amendment; the request itself is unchanged until the provider approves it.
    const log = await api<{ activity: { activityType: string; statusId: number; changes: { field: string }[] }[] }>(
      await tokenOf('admin'),
      '/reservation/requestactivity/get',
      { pageIndex: 1, pageSize: 10, requestGuid: guid },
    );
    expect(log.activity[0]).toMatchObject({ activityType: 'amendment', statusId: 3 });
    expect(log.activity[0].changes.map((c) => c.field).join(' ')).toMatch(/destinationExcursions/);
    await context.close();
  });

  it('fits a phone (390 px): no step scrolls sideways', async () => {
    const context = await browser().newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await signIn(page, 'agent');
    await page.goto(WIZARD);
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    await step(page, 'Request').waitFor();
    expect(await width(), 'Request').toBeLessThanOrEqual(390);
    await screenshot(page, 'phone-wizard-1-request');
    await next(page);
    const paris = await addDestination(page, 1, 'Paris', day(30), day(32));
    const hotel = await addHotel(paris, 'Hôtel Lumière Opéra');
    await addRoom(hotel, 'Hôtel Lumière Opéra', 1, 'Standard Double Room');
    expect(await width(), 'Travel Plan').toBeLessThanOrEqual(390);
    await screenshot(page, 'phone-wizard-2-travel-plan');
    await next(page);
    await page.getByLabel('Preset transportation').selectOption({ label: 'AF 1390' });
    await page.getByLabel('Departure date').fill(day(32));
    await page.getByRole('button', { name: 'Add transportation' }).click();
    await page.getByRole('table', { name: 'Transportations' }).getByRole('cell', { name: 'AF 1390' }).waitFor();
    expect(await width(), 'Transportations').toBeLessThanOrEqual(390);
    await screenshot(page, 'phone-wizard-3-transportations');
    await next(page);
    await step(page, 'Passengers').waitFor();
    expect(await width(), 'Passengers').toBeLessThanOrEqual(390);
    await screenshot(page, 'phone-wizard-4-passengers');
    await context.close();
  });
});
