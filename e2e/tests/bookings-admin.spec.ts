/**
 * The operator's side of a booking, on a phone and on a laptop: a departure added beside its package,
 * a booking of two travellers made as the public form will make it, then the dashboard, the list, the
 * booking's details, the manifest (its CSV and its page for paper), and the cancellation that gives the
 * seats back.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { confirmDialog, expectSuccess, logInAsAdmin, openSection, uniqueName } from '../support/admin';
import { bookAsVisitor, lagosDayIn } from '../support/bookings';

const PACKAGE = 'Dubai City Break';

const shortDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** Adds a departure of the package through its Departures page; answers its id, read from its Bookings link. */
async function addDeparture(page: Page, departsOn: string): Promise<string> {
  await openSection(page, 'Packages');
  await page.getByRole('searchbox', { name: 'Search packages' }).fill(PACKAGE);
  await page.getByRole('link', { name: `Departures of ${PACKAGE}` }).click();
  await expect(page.getByRole('heading', { name: `Departures of ${PACKAGE}`, level: 2 })).toBeVisible();

  await page.getByRole('button', { name: '+ New Departure' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Departure' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByLabel('Date out')).toHaveAccessibleDescription('Departure date is required.');
  await dialog.getByLabel('Date out').fill(departsOn);
  await dialog.getByLabel('Seats').fill('12');
  await dialog.getByLabel('Double').fill('1450000');
  await expect(dialog.getByLabel('Double')).toHaveAccessibleDescription('₦1,450,000 per person');
  await dialog.getByLabel('Deposit per person (₦)').fill('300000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectSuccess(page, 'Departure saved');
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: shortDay(departsOn) });
  await expect(row).toContainText('0 of 12 booked · 12 left');
  const bookings = await row.getByRole('link', { name: /^Bookings/ }).getAttribute('href');
  const departureId = new URL(bookings ?? '', 'http://x').searchParams.get('departureId');
  if (!departureId) throw new Error('The departure has no Bookings link');
  return departureId;
}

for (const viewport of [
  { name: 'phone', width: 375, height: 740, departsInDays: 3 },
  { name: 'laptop', width: 1280, height: 800, departsInDays: 4 },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a booking of two travellers is seen, its manifest downloaded and printed, and it is cancelled', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const departsOn = lagosDayIn(viewport.departsInDays);
      const lead = uniqueName('Amina');
      const partner = uniqueName('Musa');
      await logInAsAdmin(page);
      const departureId = await addDeparture(page, departsOn);

      const booking = await bookAsVisitor(request, departureId, [
        { fullName: lead, passportNumber: 'A01234567', dateOfBirth: '1985-03-02' },
        { fullName: partner, passportNumber: 'B76543289', dateOfBirth: '1983-11-20' },
      ]);
      expect(booking).toMatchObject({ status: 'held', total: 2_900_000, depositDue: 600_000 });

      // The dashboard: held bookings, and the new departure among the next ones.
      await page.reload();
      const summary = page.getByRole('region', { name: 'What needs doing' });
      if (viewport.width < 1024) {
        await expect(summary.locator('summary')).toContainText(/\d+ bookings? held/);
        await summary.locator('summary').click();
      }
      const next = summary.getByRole('list', { name: 'Seats left on the next departures' });
      await expect(
        next.getByRole('listitem').filter({ hasText: `${PACKAGE}, ${shortDay(departsOn)}` }),
      ).toContainText('10 of 12 seats left');
      await summary.getByRole('link', { name: /bookings? held awaiting payment/ }).click();

      // Bookings: the held ones, the new one among them, passports masked.
      await expect(page).toHaveURL(/\/admin\/bookings\?status=held$/);
      await expect(page.getByRole('heading', { name: 'Bookings', level: 2 })).toBeVisible();
      await page
        .getByRole('searchbox', { name: 'Search by reference, name or phone' })
        .fill(booking.reference);
      const row = page.getByRole('row').filter({ hasText: booking.reference });
      await expect(row).toContainText(lead);
      await expect(row).toContainText('•••••••67');
      await expect(row).not.toContainText('A01234567');

      // Its details: both travellers whole.
      await row.getByRole('link', { name: `View booking ${booking.reference}` }).click();
      await expect(page.getByRole('heading', { name: `Booking ${booking.reference}` })).toBeVisible();
      const travellers = page.getByRole('region', { name: 'Travellers (2)' });
      await expect(travellers).toContainText(lead);
      await expect(travellers).toContainText('A01234567');
      await expect(travellers).toContainText(partner);
      await expect(travellers).toContainText('B76543289');
      await expect(
        page.getByRole('region', { name: 'Lead contact' }).getByRole('link', { name: 'Call' }),
      ).toHaveAttribute('href', 'tel:+2348031234567');

      // The manifest of its departure: the CSV as the BFF names it, with both names.
      await page.getByRole('link', { name: 'All bookings' }).click();
      await expect(page).toHaveURL(/\/admin\/bookings\?status=held$/);
      await page
        .getByRole('combobox', { name: 'Departure' })
        .selectOption({ label: `${PACKAGE}, ${shortDay(departsOn)}` });
      const manifest = page.getByRole('group', { name: 'Departure paperwork' });
      const downloading = page.waitForEvent('download');
      await manifest.getByRole('button', { name: 'Download manifest (CSV)' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`manifest-${departsOn}-dubai-city-break.csv`);
      const csv = await readFile(await download.path(), 'utf8');
      const manifestRow = (name: string, born: string, passport: string) =>
        `"${name}","","${born}","","${passport}","","","Adult","0803 123 4567","Double room (2 sharing)","","Not started","","${booking.reference}"`;
      expect(csv).toContain(manifestRow(lead, '1985-03-02', 'A01234567'));
      expect(csv).toContain(manifestRow(partner, '1983-11-20', 'B76543289'));
      await expectSuccess(page, 'Downloaded', 'Manifest downloaded');

      // …and its page for paper.
      await manifest.getByRole('link', { name: 'Manifest print view' }).click();
      await expect(page.getByRole('heading', { name: `Manifest: ${PACKAGE}` })).toBeVisible();
      await expect(page.getByRole('note')).toContainText('Personal data.');
      const table = page.getByRole('table', { name: 'Travellers' });
      await expect(table).toContainText(lead);
      await expect(table).toContainText('B76543289');
      await page.evaluate(() => {
        window.print = () => document.body.setAttribute('data-printed', 'yes');
      });
      await page.getByRole('button', { name: 'Print' }).click();
      await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('navigation', { name: 'Dashboard sections' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
      await expect(table).toBeVisible();
      await page.emulateMedia({ media: 'screen' });

      // Cancelled: its seats go back to the departure.
      await page.goto(`/admin/bookings?departureId=${departureId}`);
      await page
        .getByRole('row')
        .filter({ hasText: booking.reference })
        .getByRole('link', { name: /^View/ })
        .click();
      await page.getByRole('button', { name: 'Cancel booking' }).click();
      await expect(page.getByRole('dialog', { name: 'Cancel booking?' })).toContainText(
        'Its seats go back to the departure.',
      );
      await confirmDialog(page, 'Cancel booking?');
      await expectSuccess(page, 'Booking cancelled');
      await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'History' })).toContainText('Cancelled');

      await openSection(page, 'Packages');
      await page.getByRole('searchbox', { name: 'Search packages' }).fill(PACKAGE);
      await page.getByRole('link', { name: `Departures of ${PACKAGE}` }).click();
      const departure = page.getByRole('row').filter({ hasText: shortDay(departsOn) });
      await expect(departure).toContainText('0 of 12 booked · 12 left');

      // Once booked it is never deleted (archived instead); closed, so that visitors no longer see a test's departure.
      await expect(departure.getByRole('button', { name: 'Delete' })).toHaveCount(0);
      await expect(departure.getByRole('button', { name: 'Archive' })).toBeVisible();
      await departure.getByRole('button', { name: 'Close' }).click();
      await confirmDialog(page, 'Close departure?');
      await expectSuccess(page, 'Departure closed');
      await expect(departure).toContainText('Closed');
    });
  });
}
