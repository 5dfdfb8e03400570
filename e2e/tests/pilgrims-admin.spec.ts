/**
 * The pilgrim's file on the operator's phone: a customer completes her traveller and sends her
 * passport page, photograph and meningitis certificate through her booking's link (the API, as her
 * private page will); the operator's readiness board says what is left, then, once the booking is paid
 * in full, a room given and the visa set issued on the booking, "Ready to fly"; the manifest she
 * downloads has the visa-ready columns. On a laptop, the board and the manifest of the demo Umrah
 * departure show every column, their words whole; axe finds nothing moderate or worse on any of the
 * new screens at either width.
 */
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectSuccess, logInAsAdmin, uniqueName } from '../support/admin';
import { axeFindings } from '../support/axe';
import { adminAuthorization, bookAsVisitor, departureOfItsOwn, lagosDayIn } from '../support/bookings';
import { cutOff, wordsBrokenAcrossLines } from '../support/layout';
import { scannedDocument } from '../support/test-pictures';

const PASSPORT = 'A12345678';
const VISA = 'SA4419001';

/** The customer's side, through her private link: her details, then her three documents. */
async function completeByLink(request: APIRequestContext, token: string) {
  const view = await request.get(`/api/bookings/by-link?token=${token}`);
  expect(view.status(), await view.text()).toBe(200);
  const travellerId = ((await view.json()) as { travellers: Array<{ id: string }> }).travellers[0]?.id ?? '';
  const details = await request.put(`/api/bookings/by-link/travellers?token=${token}`, {
    data: {
      travellerId,
      sex: 'F',
      dateOfBirth: '1986-04-12',
      nationality: 'NGA',
      passportNumber: PASSPORT,
      passportIssuedOn: lagosDayIn(-400),
      passportExpiresOn: lagosDayIn(3000),
    },
  });
  expect(details.status(), await details.text()).toBe(200);
  const documents: Array<[string, Record<string, string>]> = [
    ['passport-page.jpg', { kind: 'passport_scan' }],
    ['photo.jpg', { kind: 'photo' }],
    [
      'meningitis-card.jpg',
      { kind: 'vaccination', vaccine: 'Meningococcal ACWY', vaccinatedOn: lagosDayIn(-30) },
    ],
  ];
  for (const [name, what] of documents) {
    const query = new URLSearchParams({ token, traveller: travellerId, ...what });
    const sent = await request.post(`/api/bookings/by-link/documents?${query}`, {
      multipart: { document: await scannedDocument(name) },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  return travellerId;
}

/** The row of `name` on the readiness board (a card on a phone). */
const boardRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a traveller goes from missing to ready to fly on the readiness board, and into the manifest', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const departure = await departureOfItsOwn(request, 4, 120, { packageTitle: 'Ramadan Umrah Package' });
    const lead = uniqueName('Zainab');
    const booking = await bookAsVisitor(request, departure.id, [{ fullName: lead }], {
      name: lead,
      phone: '0803 555 0199',
      email: 'zainab@example.com',
    });
    const token = new URL(booking.manageUrl).searchParams.get('token') ?? '';
    const travellerId = await completeByLink(request, token);

    // The board, from the departure's bookings: all sent, the rest to do.
    await logInAsAdmin(page);
    await page.goto(`/admin/bookings?departureId=${departure.id}`);
    await page
      .getByRole('group', { name: 'Departure paperwork' })
      .getByRole('link', { name: 'Readiness board' })
      .click();
    await expect(page.getByRole('status')).toHaveText('0 of 1 ready to fly');
    const row = boardRow(page, lead);
    for (const said of ['Complete', 'All sent', 'Not started', 'Not placed yet', 'Not ready yet']) {
      await expect(row).toContainText(said);
    }

    // Paid in full and given a room (through the API, as the booking's and the rooming list's screens do).
    const headers = await adminAuthorization(request);
    const bookingId = new URL(
      (await row.getByRole('link', { name: new RegExp(`^${booking.reference}`) }).getAttribute('href')) ?? '',
      'http://x',
    ).pathname
      .split('/')
      .at(-1);
    const paid = await request.post('/api/payments', {
      headers,
      data: { bookingId, amount: booking.total, method: 'transfer', paidOn: lagosDayIn(0) },
    });
    expect(paid.status(), await paid.text()).toBe(201);
    const roomed = await request.put(`/api/departures/${departure.id}/rooming`, {
      headers,
      data: { rooms: [{ number: '301', travellerIds: [travellerId] }] },
    });
    expect(roomed.status(), await roomed.text()).toBe(200);
    await page.reload();
    await expect(row).toContainText('Room 301');
    await expect(row).toContainText('Not ready yet');

    // The visa, on her booking: its passport page read in the background, whose zone this picture has not.
    await row.getByRole('link', { name: new RegExp(`^${booking.reference}`) }).click();
    const traveller = page.getByRole('article', { name: `1. ${lead}` });
    await expect(async () => {
      await page.reload();
      await expect(traveller).toContainText('Its machine-readable zone could not be read', { timeout: 1000 });
    }).toPass({ timeout: 60_000 });
    await traveller.getByRole('button', { name: `Set visa of ${lead}` }).click();
    const visa = page.getByRole('dialog', { name: 'Visa' });
    await visa.getByLabel('Visa status').selectOption({ label: 'Issued' });
    await visa.getByLabel('Visa number').fill(VISA);
    await visa.getByLabel('Issued on').fill(lagosDayIn(0));
    await visa.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Visa saved');
    await expect(traveller).toContainText('Ready to fly');
    await expect(page.getByRole('region', { name: 'History' })).toContainText(`${lead}: visa issued`);

    // Ready to fly on the board.
    await page.goBack();
    await expect(page.getByRole('status')).toHaveText('1 of 1 ready to fly');
    await expect(row).toContainText('Ready to fly');

    // The manifest: the visa-ready columns, labels, a byte-order mark.
    await page.getByRole('link', { name: 'Manifest' }).click();
    await expect(page.getByRole('table', { name: 'Travellers' })).toContainText(lead);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download manifest (CSV)' }).click();
    const csv = await readFile(await (await downloading).path(), 'utf8');
    const [header, line] = csv.split('\r\n');
    expect(header).toBe(
      '\uFEFF"Name as in passport","Sex","Date of birth","Nationality","Passport number","Passport issued","Passport expires","Traveller","Contact phone","Room type","Room number","Visa status","Visa number","Booking reference"',
    );
    expect(line).toBe(
      [
        lead,
        'Female',
        '1986-04-12',
        'NGA',
        PASSPORT,
        lagosDayIn(-400),
        lagosDayIn(3000),
        'Adult',
        '0803 555 0199',
        'Double room (2 sharing)',
        '301',
        'Issued',
        VISA,
        booking.reference,
      ]
        .map((value) => `"${value}"`)
        .join(','),
    );
    await expectSuccess(page, 'Downloaded', 'Manifest downloaded');
  });
});

interface DemoBooking {
  id: string;
  contact: { email: string };
  trip: { packageId: string; departureId: string };
}

/** Aisha Bello's booking of the demo Umrah departure, whose travellers are at every stage of readiness. */
async function demoUmrahBooking(request: APIRequestContext): Promise<DemoBooking> {
  const bookings = await request.get('/api/bookings', { headers: await adminAuthorization(request) });
  const demo = ((await bookings.json()) as DemoBooking[]).find(
    (booking) => booking.contact.email === 'aisha.bello@example.com',
  );
  if (!demo) throw new Error('The demo data has no Umrah booking of Aisha Bello');
  return demo;
}

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the readiness board and the manifest show every column, breaking lines between words only', async ({
    page,
    request,
  }) => {
    const demo = await demoUmrahBooking(request);
    await logInAsAdmin(page);
    for (const [path, table] of [
      ['readiness', 'Travellers’ readiness table'],
      ['manifest', 'Travellers table'],
    ]) {
      await page.goto(`/admin/bookings/${path}/${demo.trip.departureId}`);
      const region = page.getByRole('region', { name: table });
      await expect(region.getByRole('row').filter({ hasText: 'Aisha Bello' })).toBeVisible();
      expect.soft(await cutOff(region), `${path}: columns cut off (px)`).toBe(0);
      expect.soft(await wordsBrokenAcrossLines(region), `${path}: words broken`).toEqual([]);
    }
  });
});

test("axe finds nothing moderate or worse on the pilgrim's screens, on a phone and a laptop", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const demo = await demoUmrahBooking(request);
  await logInAsAdmin(page);
  const screens: Array<[string, string, (() => Promise<void>)?]> = [
    ['booking details', `/admin/bookings/${demo.id}`],
    ['readiness board', `/admin/bookings/readiness/${demo.trip.departureId}`],
    ['rooming list', `/admin/bookings/rooming/${demo.trip.departureId}`],
    ['manifest', `/admin/bookings/manifest/${demo.trip.departureId}`],
    ['travel rules', '/admin/packages/travel-rules'],
    [
      'departure form',
      `/admin/packages/${demo.trip.packageId}/departures`,
      async () => {
        await page.getByRole('button', { name: '+ New Departure' }).click();
        await expect(page.getByRole('dialog', { name: 'New Departure' })).toBeVisible();
      },
    ],
  ];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const [name, path, open] of screens) {
      await page.goto(path);
      await expect(page.getByRole('main').locator('h2:not(.visually-hidden)').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await open?.();
      expect.soft(await axeFindings(page), `${name} at ${width} px`).toEqual([]);
    }
  }
});
