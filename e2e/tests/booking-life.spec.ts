/**
 * A booking's life (issue 26), on a 375 px phone: a pilgrim pays by transfer and sends the proof; her
 * hold passes while the operator has not checked it, and her seats stay hers ("being checked"); the
 * operator, told by e-mail, records the deposit from the proof through the e-mail's link, takes a
 * payment beyond the balance and refunds the over-payment (nothing becomes due), then cancels the
 * paid booking through its refund; the customer's e-mails for each arrive.
 */
import { expect, test } from '@playwright/test';
import { confirmDialog, expectSuccess, logInAsAdmin } from '../support/admin';
import { bookAsVisitor, departureOfItsOwn } from '../support/bookings';
import { withDatabase } from '../support/database';
import { saveScreenshot } from '../support/layout';
import { mailsWithSubjects, mailWithSubject } from '../support/mail';
import { expectAppRunning } from '../support/public-app';
import { transferScreenshot } from '../support/test-pictures';

test.use({ viewport: { width: 375, height: 800 } });
test.describe.configure({ timeout: 180_000 });

/** A booking's status as stored. */
const statusOf = (reference: string) =>
  withDatabase(async (database) => (await database.collection('bookings').findOne({ reference }))?.status);

test('a pilgrim’s transfer keeps her seats past the hold while it is checked; the operator records it, refunds an over-payment and cancels through the refund', async ({
  page,
  browser,
}) => {
  const email = `pilgrim.${Date.now().toString(36)}@example.com`;
  const departure = await departureOfItsOwn(page.request, 10, 240);
  const booked = await bookAsVisitor(page.request, departure.id, [{ fullName: 'Maryam Checked' }], {
    name: 'Maryam Checked',
    phone: '0803 444 0126',
    email,
  });
  // Another booking whose hold passes with no proof: when it has expired, holds were looked at.
  const unpaid = await bookAsVisitor(page.request, departure.id, [{ fullName: 'Musa Unpaid' }], {
    name: 'Musa Unpaid',
    phone: '0803 444 0127',
    email: `unpaid.${email}`,
  });
  const manage = new URL(booked.manageUrl);

  await page.goto(`${manage.pathname}${manage.search}`);
  await expectAppRunning(page);
  const form = page.getByRole('form', { name: 'Send your proof of payment' });
  await form.getByLabel('Your proof of payment').setInputFiles(await transferScreenshot('deposit.png'));
  await form.getByRole('button', { name: 'Send the proof' }).click();
  await page.getByRole('alertdialog', { name: 'Proof received' }).getByRole('button').click();
  await expect(page.getByText('Payment being checked: your seats stay held')).toBeVisible();

  // The hold passes before the operator looks at the proof.
  await withDatabase((database) =>
    database
      .collection('bookings')
      .updateMany(
        { reference: { $in: [booked.reference, unpaid.reference] } },
        { $set: { holdExpiresAt: new Date(Date.now() - 60_000) } },
      ),
  );
  await expect.poll(() => statusOf(unpaid.reference), { timeout: 20_000 }).toBe('expired');
  expect(await statusOf(booked.reference)).toBe('checking');
  await page.reload();
  await expect(page.getByText('Payment being checked: your seats stay held')).toBeVisible();
  await expect(page.getByText(/^We are checking the proof you sent/)).toBeVisible();
  await saveScreenshot(page, 'booking-life-being-checked');

  // The operator, on a phone too: from the e-mail's one-tap link to the deposit recorded.
  const told = await mailWithSubject(new RegExp(`^Proof to check: ${booked.reference}, ₦300,000 due now$`));
  const link = new URL(told.text?.match(/https?:\/\/\S+\?proof=\w+/)?.[0] ?? '');
  const operator = await browser.newPage({ viewport: { width: 375, height: 800 } });
  await logInAsAdmin(operator);
  await operator.goto(`${link.pathname}${link.search}`);
  const deposit = operator.getByRole('dialog', { name: 'Record a payment' });
  await expect(deposit.getByLabel('Method')).toHaveValue('transfer');
  await deposit.getByLabel('Amount (₦)').fill('300000');
  await deposit.getByRole('button', { name: 'Record payment' }).click();
  await expectSuccess(operator, 'Payment recorded');
  const amounts = operator.getByRole('region', { name: 'Amounts' });
  await expect(amounts).toContainText('Paid₦300,000Balance₦950,000');

  // The rest, and ₦50,000 more than the balance: recorded, shown to refund, refunded; nothing falls due.
  await operator.getByRole('button', { name: 'Record a payment' }).click();
  const balance = operator.getByRole('dialog', { name: 'Record a payment' });
  await balance.getByLabel('Amount (₦)').fill('1000000');
  await expect(balance).toContainText('This is more than the balance of ₦950,000.');
  await balance.getByLabel('Method').selectOption('transfer');
  await balance.getByRole('button', { name: 'Record payment' }).click();
  await expectSuccess(operator, 'Payment recorded');
  await expect(amounts).toContainText('₦50,000 to refund');
  await amounts.getByRole('button', { name: 'Refund ₦50,000' }).click();
  const overpayment = operator.getByRole('dialog', { name: 'Record a refund' });
  await expect(overpayment.getByLabel('Amount (₦)')).toHaveValue('50000');
  await overpayment.getByLabel('Method').selectOption('transfer');
  await overpayment.getByRole('button', { name: 'Record refund' }).click();
  await expectSuccess(operator, 'Refund recorded');
  await expect(amounts).not.toContainText('to refund');
  await expect(amounts).toContainText('Balance₦0');
  await saveScreenshot(operator, 'booking-life-operator-paid');

  // Cancelling the paid booking leads straight to its refund.
  await operator.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(operator.getByRole('dialog', { name: 'Cancel booking?' })).toContainText(
    '₦1,250,000 was paid on it',
  );
  await confirmDialog(operator, 'Cancel booking?');
  const ended = operator.getByRole('dialog', { name: 'Record a refund' });
  await expect(ended.getByLabel('Amount (₦)')).toHaveValue('1250000');
  await ended.getByLabel('Method').selectOption('transfer');
  await ended.getByRole('button', { name: 'Record refund' }).click();
  await expectSuccess(operator, 'Refund recorded');
  await expect(operator.getByRole('region', { name: 'History' })).toContainText('Cancelled');
  await expect(amounts).not.toContainText('to refund');
  await operator.close();

  await page.reload();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'How to pay' })).toHaveCount(0);

  // The customer was told at each step.
  const reference = booked.reference;
  const mails = await mailsWithSubjects([
    new RegExp(`^Your booking ${reference}: `),
    new RegExp(`^We received your proof of transfer for ${reference}$`),
    new RegExp(`^Payment receipt SAFA-\\d{4}-\\d{6} for your booking ${reference}$`),
    new RegExp(`^Refund receipt SAFA-\\d{4}-\\d{6} for your booking ${reference}$`),
    new RegExp(`^Your booking ${reference} is cancelled$`),
  ]);
  for (const mail of mails) expect(mail.to).toMatchObject({ text: email });
});
