/**
 * Payments that reconcile themselves (issue 31), on a 375 px phone, against a BFF with an account
 * number per booking (accounts-stack.ts): a pilgrim books with monthly instalments, sees her booking's
 * own account and its schedule; two transfers reach the account (the Paystack stand-in sends their
 * signed events), and her page, schedule and receipts, and the operator's view of the booking, follow
 * with no proof checked by anyone; the statement PDF (read with pdftotext) lists both.
 */
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { type AccountsStack, startAccountsStack } from '../support/accounts-stack';
import { logInAsAdmin } from '../support/admin';
import { adminAuthorization, demoPackageId } from '../support/bookings';
import { saveScreenshot } from '../support/layout';
import { URLS } from '../support/stack';
import { dayFromToday } from './public-helpers';

test.use({ baseURL: URLS.accountsShell, viewport: { width: 375, height: 800 } });

let accounts: AccountsStack;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  accounts = await startAccountsStack();
});
test.afterAll(async () => accounts?.stop());

const KOBO = 100;

test('a pilgrim pays her monthly plan by transfers to her booking’s own account, recorded by themselves', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const created = await request.post('/api/departures', {
    headers: await adminAuthorization(request),
    data: {
      packageId: await demoPackageId(request, 'Ramadan Umrah Package'),
      departsOn: dayFromToday(150),
      returnsOn: dayFromToday(164),
      balanceDueOn: dayFromToday(100),
      seats: 10,
      rooms: [{ type: 'double', price: 1_250_000 }],
      depositPerPerson: 300_000,
      plans: ['monthly', 'flexible'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const departure = (await created.json()) as { id: string; packageId: string };

  await page.goto(`/book?package=${departure.packageId}&departure=${departure.id}`);
  const form = page.getByRole('form', { name: 'Booking' });
  await form.getByRole('radio', { name: /Double room/ }).check();
  await form.getByLabel('Full name, as in the passport').first().fill('Zainab Musa');
  await form.getByRole('radio', { name: 'Deposit now, then monthly instalments' }).check();
  await form.getByLabel('Name', { exact: true }).fill('Zainab Musa');
  await form.getByLabel('Phone').fill('0803 555 0311');
  await form.getByLabel('Email').fill('zainab.plans@example.com');
  await form.getByRole('checkbox', { name: /privacy notice/ }).check();
  await form.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByText('Booking received')).toBeVisible();

  // The account is made in the background: the page shows it once it is there.
  const pay = page.getByRole('region', { name: 'How to pay' });
  await expect(async () => {
    await page.reload();
    await expect(pay).toContainText('This account is your booking’s own', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  const accountNumber = (await pay.getByTestId('account-number').textContent()) ?? '';
  expect(accountNumber).toMatch(/^\d{10}$/);
  const schedule = page.getByRole('list', { name: 'Payments by date' });
  // The deposit, the booking's day of the next three months, and the balance's day (100 days on).
  await expect(schedule.getByRole('listitem')).toHaveCount(5);
  await expect(schedule.getByRole('listitem').first()).toContainText('Deposit · Due next₦300,000');
  await expect(page.getByRole('form', { name: 'Send your proof of payment' })).toHaveCount(0);
  await saveScreenshot(page, 'payment-plans-account-and-schedule');

  await accounts.paystack.transfer(accountNumber, 300_000 * KOBO);
  await accounts.paystack.transfer(accountNumber, 123_457 * KOBO);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('booking-paid')).toHaveText('₦423,457', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(schedule.getByRole('listitem').first()).toContainText('Deposit · Paid');
  await expect(schedule.getByRole('listitem').nth(1)).toContainText('₦123,457 paid');
  const receipts = page
    .getByRole('list', { name: 'Payments and refunds' })
    .getByRole('link', { name: /Receipt/ });
  await expect(receipts).toHaveCount(2);
  const receiptNumbers = (await receipts.allTextContents()).map((text) => /SAFA-\d{4}-\d{6}/.exec(text)?.[0]);
  await saveScreenshot(page, 'payment-plans-two-transfers');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Statement of this booking (PDF)' }).click();
  const statement = execFileSync('pdftotext', ['-layout', (await (await download).path()) ?? '', '-'], {
    encoding: 'utf8',
  });
  for (const number of receiptNumbers) expect(statement).toContain(number);
  expect(statement).toContain('NGN 300,000');
  expect(statement).toContain('NGN 123,457');
  expect(statement).toContain('Deposit now, then monthly instalments');

  // The operator finds the booking paid its deposit, nothing to check.
  const reference = (await page.getByTestId('booking-reference').textContent()) ?? '';
  await logInAsAdmin(page);
  const listed = await request.get(`/api/bookings?page=1&search=${encodeURIComponent(reference)}`, {
    headers: await adminAuthorization(request),
  });
  const [booking] = ((await listed.json()) as { items: Array<{ id: string }> }).items;
  await page.goto(`/admin/bookings/${booking?.id}`);
  await expect(page.getByText('Deposit paid').first()).toBeVisible();
  for (const number of receiptNumbers) await expect(page.getByText(number ?? '').first()).toBeVisible();
  await saveScreenshot(page, 'payment-plans-operator-booking');
});
