import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { confirmDialog, expectSuccess, logInAsAdmin, TINY_PNG, uniqueName } from '../support/admin';
import { adminAuthorization, lagosDayIn } from '../support/bookings';
import { saveScreenshot } from '../support/layout';

interface Trip {
  title: string;
  packageId: string;
  soon: { id: string; departsOn: string };
  later: { id: string; departsOn: string };
}

interface DepartureSeats {
  id: string;
  seatsBooked: number;
}

/** A vacation package of this test alone with two departures of six seats, so that nothing else books or sees it. */
async function tripOfItsOwn(request: APIRequestContext): Promise<Trip> {
  const headers = await adminAuthorization(request);
  const title = uniqueName('E2E Caller Trip');
  const created = await request.post('/api/packages', {
    headers,
    data: {
      title,
      name: '',
      category: 'vacation',
      description: 'Booked on the phone: a week by the sea.',
      inclusions: ['Return flights'],
      price: 1_250_000,
      numberOfPeople: 2,
      days: '7',
      images: [`data:image/png;base64,${TINY_PNG.toString('base64')}`],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const packageId = ((await created.json()) as { id: string }).id;
  const departure = async (inDays: number) => {
    const response = await request.post('/api/departures', {
      headers,
      data: {
        packageId,
        departsOn: lagosDayIn(inDays),
        returnsOn: lagosDayIn(inDays + 7),
        seats: 6,
        rooms: [{ type: 'double', price: 1_250_000 }],
        depositPerPerson: 300_000,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: string; departsOn: string };
  };
  return { title, packageId, soon: await departure(120), later: await departure(150) };
}

/** Each departure of the package with the seats its bookings hold, as the operator's API counts them. */
async function seatsBooked(request: APIRequestContext, packageId: string): Promise<Record<string, number>> {
  const response = await request.get(`/api/departures?packageId=${packageId}`, {
    headers: await adminAuthorization(request),
  });
  const departures = (await response.json()) as DepartureSeats[];
  return Object.fromEntries(departures.map((departure) => [departure.id, departure.seatsBooked]));
}

/** "12 Jun 2099" as the admin writes a day. */
const writtenDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/** The operator books two travellers for a customer on the phone, the deposit paid in cash at the office. */
async function bookForCaller(page: Page, trip: Trip): Promise<string> {
  await page.goto('/admin/bookings');
  await page.getByRole('link', { name: 'New booking' }).click();
  const form = page.getByRole('form', { name: 'New booking' });
  await form.getByRole('combobox', { name: 'Package' }).selectOption({ label: trip.title });
  await form.getByRole('combobox', { name: 'Departure' }).selectOption(trip.soon.id);
  await form.getByRole('radio', { name: /^Double room/ }).check();
  await form.getByRole('textbox', { name: 'Full name, as in the passport' }).fill('Kemi Adebayo');
  await form.getByRole('button', { name: 'Add a traveller' }).click();
  await form.getByRole('textbox', { name: 'Full name, as in the passport' }).nth(1).fill('Tunde Adebayo');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Kemi Adebayo');
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('0803 444 1212');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('kemi.caller@example.com');
  await form.getByRole('checkbox', { name: 'The customer paid as they booked' }).check();
  await expect(form.getByRole('spinbutton', { name: 'Amount (₦)' })).toHaveValue('600000');
  await form.getByRole('combobox', { name: 'Method' }).selectOption('cash');
  await form.getByRole('checkbox', { name: 'The customer agreed to the privacy notice' }).check();
  await saveScreenshot(page, 'admin-new-booking');
  await form.getByRole('button', { name: 'Make booking' }).click();
  const made = page.getByRole('alertdialog', { name: /^Booking \S+ made$/ });
  await expect(made).toBeVisible();
  const reference =
    /^Booking (\S+) made$/.exec((await made.getByRole('heading').textContent()) ?? '')?.[1] ?? '';
  await expect(made).toBeHidden();
  await expect(page.getByRole('heading', { name: `Booking ${reference}` })).toBeVisible();
  return reference;
}

test.describe('a booking the operator makes for a caller, then moves', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('made on the phone with the deposit paid in cash, then moved to the later departure: seats follow, one booking throughout', async ({
    page,
    request,
  }) => {
    const trip = await tripOfItsOwn(request);
    await logInAsAdmin(page);

    const reference = await bookForCaller(page, trip);
    await expect(page.getByText('Deposit paid').first()).toBeVisible();
    expect(await seatsBooked(request, trip.packageId)).toEqual({ [trip.soon.id]: 2, [trip.later.id]: 0 });
    await saveScreenshot(page, 'admin-operator-booking');

    await page.getByRole('button', { name: 'Move to another departure' }).click();
    const move = page.getByRole('dialog', { name: 'Move to another departure' });
    await move.getByRole('radio', { name: new RegExp(`^${writtenDay(trip.later.departsOn)}`) }).check();
    await saveScreenshot(page, 'admin-move-booking');
    await move.getByRole('button', { name: 'Move booking' }).click();
    await page
      .getByRole('dialog', { name: 'Move booking?' })
      .getByRole('button', { name: 'Move booking' })
      .click();
    await expectSuccess(page, 'Booking moved', `It now departs on ${writtenDay(trip.later.departsOn)}.`);

    await expect(page.getByRole('heading', { name: `Booking ${reference}` })).toBeVisible();
    await expect(page.getByText('Moved to another departure')).toBeVisible();
    expect(await seatsBooked(request, trip.packageId)).toEqual({ [trip.soon.id]: 0, [trip.later.id]: 2 });
    await page.setViewportSize({ width: 1280, height: 800 });
    await saveScreenshot(page, 'admin-operator-booking');

    const bookingId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await page.goto('/admin/bookings/money');
    await expect(page.getByRole('table', { name: 'Money per departure' })).toContainText(trip.title);
    await saveScreenshot(page, 'admin-money-report');

    // The trip is over for the agency: the package, booked, is archived rather than deleted.
    await page.goto('/admin/packages');
    await page.getByRole('searchbox', { name: 'Search packages' }).fill(trip.title);
    const row = page.getByRole('row', { name: new RegExp(trip.title) });
    await expect(row.getByRole('button', { name: 'Del' })).toHaveCount(0);
    await row.getByRole('button', { name: 'Archive' }).click();
    await confirmDialog(page, 'Archive package?');
    await expectSuccess(page, 'Package archived');
    await expect(row).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Show archived' }).check();
    await expect(row.getByText('Archived')).toBeVisible();
    await saveScreenshot(page, 'admin-packages-archived');

    const listed = (await (await request.get('/api/packages')).json()) as Array<{ id: string }>;
    expect(listed.map((item) => item.id)).not.toContain(trip.packageId);
    expect((await request.get(`/api/packages/${trip.packageId}`)).status()).toBe(404);
    const booking = await request.get(`/api/bookings/${bookingId}`, {
      headers: await adminAuthorization(request),
    });
    const { manageUrl } = (await booking.json()) as { manageUrl: string };
    await page.goto(manageUrl);
    await expect(page.getByText(reference).first()).toBeVisible();
  });
});
