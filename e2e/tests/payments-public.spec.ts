/**
 * A customer pays their booking (issue 21), on a 375 px phone: how to pay on the private page, a
 * transfer's proof sent with JavaScript and without it, and the card through Paystack (its stand-in,
 * see support/paystack-stand-in.ts) there and back, with JavaScript and without it.
 */
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { axeFindings } from '../support/axe';
import { bookAsVisitor, departureOfItsOwn } from '../support/bookings';
import { horizontalOverflow, saveScreenshot } from '../support/layout';
import { expectAppRunning } from '../support/public-app';
import { BANK_ACCOUNT, URLS } from '../support/stack';
import { phoneWithoutJavaScript } from './public-helpers';

test.use({ viewport: { width: 375, height: 800 } });
// The journeys run axe on the private page, at two widths each time.
test.describe.configure({ timeout: 180_000 });

/** A small PNG, as a phone's screenshot of the bank's transfer receipt would be. */
async function transferScreenshot(name: string) {
  const buffer = await sharp({
    create: { width: 120, height: 200, channels: 3, background: { r: 30, g: 120, b: 80 } },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A booking of two travellers (₦2,500,000, deposit ₦600,000) on a departure of its own: its private page. */
async function bookedPrivatePage(page: Page): Promise<{ path: string; reference: string }> {
  const departure = await departureOfItsOwn(page.request, 20, 200 + Math.floor(Math.random() * 100));
  const booked = await bookAsVisitor(page.request, departure.id, [
    { fullName: 'Zainab Payer' },
    { fullName: 'Umar Payer' },
  ]);
  const address = new URL(booked.manageUrl);
  expect(address.origin, 'private links name the shell the journeys visit').toBe(URLS.shell);
  return { path: `${address.pathname}${address.search}`, reference: booked.reference };
}

const proofsSent = (page: Page) => page.getByRole('list', { name: 'Proofs you sent' }).getByRole('listitem');
const movements = (page: Page) =>
  page.getByRole('list', { name: 'Payments and refunds' }).getByRole('listitem');

/**
 * Nothing wider than the screen, every button of the payment parts a thumb's height, the account
 * number on one line, and nothing axe finds moderate or worse.
 */
async function expectPaymentPartsToFit(page: Page) {
  expect.soft(await horizontalOverflow(page), 'horizontal overflow (px)').toBe(0);
  for (const button of await page.locator('#proof-form button, #card-form button').all()) {
    expect
      .soft((await button.boundingBox())?.height ?? 0, 'a button’s height (px)')
      .toBeGreaterThanOrEqual(44);
  }
  const number = page.getByTestId('account-number');
  const box = await number.boundingBox();
  expect.soft(box?.height ?? 0, 'the account number on one line').toBeLessThan(40);
  expect.soft(await axeFindings(page), 'axe').toEqual([]);
}

/** The payment parts checked at 375 and 1280 px, and the page's screenshot at each as `name`. */
async function expectToFitPhoneAndLaptop(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectPaymentPartsToFit(page);
    await saveScreenshot(page, name);
  }
  await page.setViewportSize({ width: 375, height: 800 });
}

test('a customer sees how to pay, and sends a proof of their transfer with JavaScript and without it', async ({
  page,
  browser,
}) => {
  const { path, reference } = await bookedPrivatePage(page);
  await page.goto(path);
  await expectAppRunning(page);

  const pay = page.getByRole('region', { name: 'How to pay' });
  await expect(pay.getByText('Deposit due now')).toBeVisible();
  await expect(pay.getByTestId('amount-due')).toHaveText('₦600,000');
  await expect(pay.getByText(BANK_ACCOUNT.name)).toBeVisible();
  await expect(pay.getByText(BANK_ACCOUNT.accountName)).toBeVisible();
  await expect(pay.getByTestId('account-number')).toHaveText(BANK_ACCOUNT.accountNumber);
  await expect(pay.getByText(/as the transfer’s narration/)).toContainText(
    `Use your booking reference ${reference} as the transfer’s narration`,
  );
  await expectToFitPhoneAndLaptop(page, 'payments-private-page-before');

  const form = page.getByRole('form', { name: 'Send your proof of payment' });
  await form
    .getByLabel('Your proof of payment')
    .setInputFiles(await transferScreenshot('transfer-with-app.png'));
  await form.getByRole('button', { name: 'Send the proof' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Proof received' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button').click();
  await expect(proofsSent(page)).toHaveCount(1);
  await expect(proofsSent(page).first()).toContainText('transfer-with-app.png');
  await expect(proofsSent(page).first()).toContainText('Not checked yet');
  await expectToFitPhoneAndLaptop(page, 'payments-private-page-proof-sent');

  // The same form, posted by a browser running no script: streamed on by the shell's server.
  const plain = await phoneWithoutJavaScript(browser);
  await plain.goto(path);
  const plainForm = plain.getByRole('form', { name: 'Send your proof of payment' });
  await plainForm
    .getByLabel('Your proof of payment')
    .setInputFiles(await transferScreenshot('transfer-plain.png'));
  await plainForm.getByRole('button', { name: 'Send the proof' }).click();
  await expect(plain).toHaveURL(/\/booking\?token=[\w-]+&sent=proof#proof-form$/);
  await expect(plainForm.getByRole('status')).toContainText('Proof received');
  await expect(proofsSent(plain)).toHaveCount(2);
  await expect(proofsSent(plain).nth(1)).toContainText('transfer-plain.png');

  // Not a proof: the page comes back saying so.
  await plainForm.getByLabel('Your proof of payment').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('I paid on Monday'),
  });
  await plainForm.getByRole('button', { name: 'Send the proof' }).click();
  await expect(plainForm.getByRole('alert')).toContainText(
    'A proof must be a picture (JPEG, PNG, WebP) or a PDF.',
  );
  await expect(proofsSent(plain)).toHaveCount(2);
  await plain.context().close();
});

test('a customer pays the deposit by card with JavaScript and the balance without it: each recorded once, back on their page', async ({
  page,
  browser,
}) => {
  const { path } = await bookedPrivatePage(page);
  await page.goto(path);
  await expectAppRunning(page);

  await page.getByRole('form', { name: 'Pay by card' }).getByRole('button', { name: 'Pay by card' }).click();
  await expect(page).toHaveURL(new RegExp(`^${URLS.shell}/booking\\?token=[\\w-]+$`));
  await expect(page.getByText('Payment received')).toBeVisible();
  await expect(page.getByText('Deposit received')).toBeVisible();
  await expect(page.getByTestId('booking-paid')).toHaveText('₦600,000');
  await expect(movements(page)).toHaveCount(1);
  await expect(movements(page).first()).toContainText('Card');
  await expect(movements(page).first()).toContainText('₦600,000');
  await expect(page.getByRole('region', { name: 'How to pay' }).getByText('Balance due now')).toBeVisible();
  await expectToFitPhoneAndLaptop(page, 'payments-private-page-after');

  // The balance, by a browser running no script: the shell's server leads it to Paystack's page, and
  // the page it comes back to verifies the payment as it is rendered.
  const plain = await phoneWithoutJavaScript(browser);
  await plain.goto(path);
  await plain.getByRole('form', { name: 'Pay by card' }).getByRole('button', { name: 'Pay by card' }).click();
  // (The form's fragment rides along the stand-in's redirects; Paystack's page sends the customer back anew.)
  await expect(plain).toHaveURL(/\/booking\?token=[\w-]+&trxref=[\w-]+&reference=[\w-]+(#card-form)?$/);
  await expect(plain.getByText('Payment received')).toBeVisible();
  await expect(plain.getByText('Paid in full')).toBeVisible();
  await expect(plain.getByTestId('booking-balance')).toHaveText('₦0');
  await expect(plain.getByRole('region', { name: 'How to pay' })).toHaveCount(0);
  // A reload asks again, and nothing is recorded twice.
  await plain.reload();
  await expect(plain.getByText('Payment received')).toBeVisible();
  await expect(movements(plain)).toHaveCount(2);
  await expect(plain.getByTestId('booking-paid')).toHaveText('₦2,500,000');
  await plain.context().close();

  await page.goto(path);
  await expect(movements(page)).toHaveCount(2);
});

test('a card payment that did not go through says so, and records nothing', async ({ page }) => {
  const { path } = await bookedPrivatePage(page);
  const token = new URL(path, URLS.shell).searchParams.get('token') ?? '';
  const started = await page.request.post('/api/bookings/by-link/card-payments', { data: { token } });
  expect(started.status(), await started.text()).toBe(200);
  const { authorizationUrl } = (await started.json()) as { authorizationUrl: string };
  // Back without paying: Paystack's page was left before the card was charged.
  const reference = decodeURIComponent(new URL(authorizationUrl).pathname.split('/').pop() ?? '');

  await page.goto(`${path}&trxref=${reference}&reference=${reference}`);
  await expect(page.getByRole('alert')).toContainText(
    'The card payment did not go through: nothing was charged.',
  );
  await expect(page.getByText('No payment is recorded on this booking yet.')).toBeVisible();
  await expect(page.getByTestId('amount-due')).toHaveText('₦600,000');
});
