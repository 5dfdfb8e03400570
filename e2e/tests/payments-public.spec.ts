/**
 * A customer pays their booking (issue 21), on a 375 px phone: how to pay on the private page, a
 * transfer's proof sent with JavaScript and without it, the deposit the operator records against it
 * and its receipt mailed, and the card through Paystack (its stand-in, see
 * test-support/src/paystack-stand-in.ts) there and back, with JavaScript and without it.
 */
import { expect, type Page, test } from '@playwright/test';
import { pdfText } from '@safa/test-support/pdf-text';
import { expectSuccess, logInAsAdmin } from '../support/admin';
import { axeFindings } from '../support/axe';
import { bookAsVisitor, departureOfItsOwn } from '../support/bookings';
import { horizontalOverflow, saveScreenshot } from '../support/layout';
import { mailWithSubject } from '../support/mail';
import { expectAppRunning } from '../support/public-app';
import { BANK_ACCOUNT, URLS } from '../support/stack';
import { transferScreenshot } from '../support/test-pictures';
import { phoneWithoutJavaScript } from './public-helpers';

test.use({ viewport: { width: 375, height: 800 } });
// The journeys run axe on the private page, at two widths each time.
test.describe.configure({ timeout: 180_000 });

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

/** Sends a screenshot of the transfer, named `fileName`, through the proof form as the app sends it. */
async function sendProofWithApp(page: Page, fileName: string) {
  const form = page.getByRole('form', { name: 'Send your proof of payment' });
  await form.getByLabel('Your proof of payment').setInputFiles(await transferScreenshot(fileName));
  await form.getByRole('button', { name: 'Send the proof' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Proof received' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button').click();
}

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

  await sendProofWithApp(page, 'transfer-with-app.png');
  await expect(proofsSent(page)).toHaveCount(1);
  await expect(proofsSent(page).first()).toContainText('transfer-with-app.png');
  await expect(proofsSent(page).first()).toContainText('Being checked');
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

test('the operator records the deposit a customer’s proof shows: the booking is deposit_paid with its balance, and the customer is mailed its receipt', async ({
  page,
  browser,
}) => {
  const { path, reference } = await bookedPrivatePage(page);
  await page.goto(path);
  await expectAppRunning(page);
  await sendProofWithApp(page, 'deposit-transfer.png');

  // The operator, on a laptop: from the dashboard's proofs to check to the booking, the deposit
  // recorded against the proof.
  const operator = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await logInAsAdmin(operator);
  await operator
    .getByRole('region', { name: 'What needs doing' })
    .getByRole('link', { name: /^\d+ payment proofs? to check$/ })
    .click();
  await expect(operator).toHaveURL(/\/admin\/bookings\?proofs=unchecked$/);
  await operator.getByRole('searchbox', { name: 'Search by reference, name or phone' }).fill(reference);
  await operator.getByRole('link', { name: `View booking ${reference}` }).click();
  await operator.getByRole('button', { name: 'Record this payment (deposit-transfer.png)' }).click();
  const form = operator.getByRole('dialog', { name: 'Record a payment' });
  await expect(form.getByLabel('Method')).toHaveValue('transfer');
  await form.getByLabel('Amount (₦)').fill('600000');
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expectSuccess(operator, 'Payment recorded');

  await expect(operator.getByRole('region', { name: 'History' })).toContainText('Deposit paid');
  await expect(operator.getByRole('region', { name: 'Amounts' })).toContainText(
    'Paid₦600,000Balance₦1,900,000',
  );
  const payment = operator
    .getByRole('table', { name: `Ledger of ${reference}` })
    .getByRole('row')
    .nth(1);
  await expect(payment).toContainText('Bank transfer');
  const receiptNumber = (await payment.textContent())?.match(/SAFA-\d{4}-\d{6}/)?.[0] ?? '';
  expect(receiptNumber, 'the payment’s receipt number').not.toBe('');
  await operator.context().close();

  // The customer's page: the deposit in, the balance due now, the proof checked.
  await page.reload();
  await expect(page.getByText('Deposit received')).toBeVisible();
  await expect(page.getByTestId('booking-paid')).toHaveText('₦600,000');
  await expect(page.getByTestId('booking-balance')).toHaveText('₦1,900,000');
  await expect(page.getByRole('region', { name: 'How to pay' }).getByText('Balance due now')).toBeVisible();
  await expect(movements(page)).toHaveCount(1);
  await expect(movements(page).first()).toContainText(receiptNumber);
  await expect(proofsSent(page).first()).toContainText('Checked');

  // The receipt, as the customer's mail brings it: its PDF names the booking and the amount.
  const mail = await mailWithSubject(
    new RegExp(`^Payment receipt ${receiptNumber} for your booking ${reference}$`),
  );
  expect(mail.to).toMatchObject({ text: 'lead@example.com' });
  const receipt = mail.attachments.find((attachment) => attachment.contentType === 'application/pdf');
  expect(receipt?.filename).toBe(`receipt-${receiptNumber}.pdf`);
  const text = await pdfText(receipt?.content ?? Buffer.alloc(0));
  expect(text).toContain(`Payment receipt ${receiptNumber}`);
  expect(text).toMatch(new RegExp(`Booking reference\\s+${reference}`));
  expect(text).toMatch(/Amount received\s+NGN 600,000/);
  expect(text).toMatch(/Balance\s+NGN 1,900,000/);
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
