/**
 * A pilgrim completes their file on a 375 px phone (issue 29's customer side): the booking made
 * through the API, the customer opens its private link, types a traveller's passport details, sends
 * the passport's photo page and a meningitis certificate, and sees the checklist follow; then follows
 * the stop link of the SMS the booking sent (issue 30), and the next booking's SMS to that phone is
 * not sent. Without JavaScript, the same forms are plain posts the shell sends on.
 */

import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { passportPage } from '@safa/test-support/passport-page';
import { axeFindings } from '../support/axe';
import { adminAuthorization, bookAsVisitor, departureOfItsOwn, lagosDayIn } from '../support/bookings';
import { saveScreenshot } from '../support/layout';
import { smsSent } from '../support/phone-messages';
import { expectAppRunning } from '../support/public-app';
import { cameraPhoto } from '../support/test-pictures';
import { expectDialog, phoneWithoutJavaScript, uniqueTag, useOwnClientAddress } from './public-helpers';

test.use({ viewport: { width: 375, height: 800 } });
test.beforeEach(async ({ page }) => useOwnClientAddress(page));

/** The made-up passport of the traveller, as its zone writes it, and as the customer types it. */
const HOLDER = {
  surname: 'BELLO',
  givenNames: 'AMINA',
  number: 'A12345678',
  nationality: 'NGA',
  born: '850302',
  sex: 'F',
  expires: '320109',
} as const;

/** A Nigerian mobile of this test alone, as typed and as the SMS gateway is given it. */
function mobileOfItsOwn() {
  const subscriber = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return { typed: `0803 ${subscriber.slice(0, 3)} ${subscriber.slice(3)}`, digits: `234803${subscriber}` };
}

/** The text messages sent so far to `digits` (E.164 digits, as the gateway is given them). */
const smsTo = async (digits: string) => (await smsSent()).filter((sms) => sms.to === digits);

/** The customer's choice of text messages alone (WhatsApp is on in the run, and on by default for a mobile). */
const SMS_ALONE = { channels: { whatsapp: false, sms: true } };

/** The text messages sent to `digits`, once there are `count` of them (the BFF sends within seconds). */
async function smsOnceThere(digits: string, count: number) {
  await expect.poll(async () => (await smsTo(digits)).length, { timeout: 30_000 }).toBe(count);
  return smsTo(digits);
}

/** The SMS of a booking to its customer's phone as the operator's booking lists it. */
async function smsOfBooking(request: APIRequestContext, reference: string) {
  const headers = await adminAuthorization(request);
  const [listed] = (await (await request.get(`/api/bookings?search=${reference}`, { headers })).json()) as {
    id: string;
  }[];
  const booking = (await (await request.get(`/api/bookings/${listed?.id}`, { headers })).json()) as {
    messages: { channel: string; state: string; droppedReason?: string }[];
  };
  return booking.messages.filter((message) => message.channel === 'sms');
}

/** A day as the site writes it: `2027-02-25` → `25 Feb 2027`. */
function writtenDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const month = date.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  return `${date.getUTCDate()} ${month} ${date.getUTCFullYear()}`;
}

const checklistOf = (page: Page) => page.getByTestId('traveller-checklist');

test('a customer completes a traveller, sends the passport page and a vaccination certificate, and stops SMS', async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const phone = mobileOfItsOwn();
  const departure = await departureOfItsOwn(request, 4, 120, { packageTitle: 'Hajj 2026 Premium Package' });
  const booked = await bookAsVisitor(
    request,
    departure.id,
    [{ fullName: 'Amina Bello' }],
    {
      name: 'Amina Bello',
      phone: phone.typed,
      email: `file-${tag}@example.com`,
    },
    SMS_ALONE,
  );
  const dueOn = writtenDay(lagosDayIn(90));

  await test.step('the private page says what the traveller still needs, by when', async () => {
    await page.goto(new URL(booked.manageUrl).pathname + new URL(booked.manageUrl).search);
    // With the app, its forms are sent in place, each answered in a dialog.
    await expectAppRunning(page);
    await expect(checklistOf(page)).toContainText(`Still needed by ${dueOn}:`);
    await expect(checklistOf(page)).toContainText(
      'Passport details: sex, date of birth, nationality, passport number, passport issue date, passport expiry date',
    );
    await expect(checklistOf(page)).toContainText('Meningococcal ACWY vaccination certificate');
  });

  await test.step('the traveller’s details, typed as in the passport, and the number masked once saved', async () => {
    const details = page.getByRole('form', { name: 'Amina Bello: details' });
    await details.getByLabel('Sex, as in the passport').selectOption('Female');
    await details.getByLabel('Date of birth').fill('1985-03-02');
    await details.getByLabel(/^Nationality/).fill('NGA');
    await details.getByLabel(/^Passport number/).fill(HOLDER.number);
    await details.getByLabel('Passport issued on').fill('2022-01-10');
    await details.getByLabel('Passport expires on').fill('2032-01-09');
    await details.getByRole('button', { name: 'Save the details' }).click();
    await expectDialog(page, 'Details saved');
    await expect(checklistOf(page)).not.toContainText('Passport details');
    await expect(details.getByLabel(/^Passport number/)).toHaveValue('');
    await expect(details.getByText('saved: •••••••78')).toBeVisible();
  });

  await test.step('the passport’s photo page and a meningitis certificate, each sent and checked off', async () => {
    const documents = page.getByRole('form', { name: 'Amina Bello: send a document' });
    await documents.getByLabel('Which document').selectOption('Passport photo page');
    await documents.getByLabel('The document').setInputFiles({
      name: 'passport.png',
      mimeType: 'image/png',
      buffer: await passportPage(HOLDER),
    });
    await documents.getByRole('button', { name: 'Send the document' }).click();
    await expectDialog(page, 'Document received');
    await expect(checklistOf(page)).not.toContainText('Passport photo page');

    await documents.getByLabel('Which document').selectOption('Meningococcal ACWY vaccination certificate');
    await documents.getByLabel('Date of the vaccination').fill(lagosDayIn(-30));
    await documents.getByLabel('The document').setInputFiles({
      name: 'acwy.jpg',
      mimeType: 'image/jpeg',
      buffer: await cameraPhoto({ width: 1200, height: 900 }),
    });
    await documents.getByRole('button', { name: 'Send the document' }).click();
    await expectDialog(page, 'Document received');
    await expect(checklistOf(page)).not.toContainText('Meningococcal ACWY');
    await expect(checklistOf(page)).toContainText('Passport photograph');
    await expect(page.getByRole('list', { name: 'Documents' })).toContainText(
      /Passport photo pageSent .*Passport photographNot sent yetMeningococcal ACWY vaccination certificateSent/,
    );
    expect(await axeFindings(page), 'axe').toEqual([]);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await saveScreenshot(page, 'pilgrim-file');
    }
    await page.setViewportSize({ width: 375, height: 800 });
  });

  await test.step('the SMS’s stop link stops SMS, and the next booking’s SMS to that phone is not sent', async () => {
    const [received] = await smsOnceThere(phone.digits, 1);
    const stopLink = /Stop SMS: (\S+)$/.exec(received?.text ?? '')?.[1] ?? '';
    expect(stopLink).toMatch(/\/stop\?token=sms\./);
    await page.goto(new URL(stopLink).pathname + new URL(stopLink).search);
    await expectAppRunning(page);
    await expect(page.getByRole('heading', { name: 'Stop our text messages (SMS)?' })).toBeVisible();
    expect(await axeFindings(page), 'axe').toEqual([]);
    await page.getByRole('button', { name: 'Stop text messages (SMS)' }).click();
    await expect(page.getByRole('status')).toContainText(
      'You will get no more text messages from Safa Travels & Tours about your bookings.',
    );

    const next = await bookAsVisitor(
      request,
      departure.id,
      [{ fullName: 'Amina Bello' }],
      {
        name: 'Amina Bello',
        phone: phone.typed,
        email: `file-${tag}@example.com`,
      },
      SMS_ALONE,
    );
    await expect
      .poll(async () => smsOfBooking(request, next.reference), { timeout: 30_000 })
      .toEqual([
        expect.objectContaining({ state: 'dropped', droppedReason: expect.stringContaining('stopped SMS') }),
      ]);
    expect(await smsTo(phone.digits)).toHaveLength(1);
  });
});

test('without JavaScript, a traveller’s details come back refused at their field, then save, and a document is sent', async ({
  browser,
  request,
}) => {
  const tag = uniqueTag();
  const departure = await departureOfItsOwn(request, 4, 120, { packageTitle: 'Hajj 2026 Premium Package' });
  const booked = await bookAsVisitor(request, departure.id, [{ fullName: 'Musa Bello' }], {
    name: 'Musa Bello',
    phone: mobileOfItsOwn().typed,
    email: `file-plain-${tag}@example.com`,
  });
  const page = await phoneWithoutJavaScript(browser);
  await page.goto(new URL(booked.manageUrl).pathname + new URL(booked.manageUrl).search);

  const details = page.getByRole('form', { name: 'Musa Bello: details' });
  // The field takes three characters at most: a digit among them is what the contract refuses.
  await details.getByLabel(/^Nationality/).fill('NG1');
  await details.getByRole('button', { name: 'Save the details' }).click();
  await expect(
    details.getByText('A nationality is three letters, as in the passport (NGA for Nigeria).'),
  ).toBeVisible();
  await expect(details.getByLabel(/^Nationality/)).toHaveValue('NG1');

  await details.getByLabel(/^Nationality/).fill('NGA');
  await details.getByLabel('Sex, as in the passport').selectOption('Male');
  await details.getByRole('button', { name: 'Save the details' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Details saved' })).toBeVisible();
  await expect(checklistOf(page)).toContainText('Passport details: date of birth, passport number');
  await expect(checklistOf(page)).not.toContainText('nationality');

  const documents = page.getByRole('form', { name: 'Musa Bello: send a document' });
  await documents.getByLabel('Which document').selectOption('Passport photograph');
  await documents.getByLabel('The document').setInputFiles({
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: await cameraPhoto({ width: 600, height: 800 }),
  });
  await documents.getByRole('button', { name: 'Send the document' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Document received' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Documents' })).toContainText(/Passport photographSent/);
  await page.context().close();
});
