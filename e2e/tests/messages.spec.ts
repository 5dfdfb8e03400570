/**
 * Messages on WhatsApp, SMS and e-mail (issue 30): a booking's life (booked, a transfer proof sent, the
 * deposit recorded, cancelled by the operator) reaches the customer and the operator on WhatsApp, in
 * order, and by e-mail; the operator sees each message and its delivery in the booking's Messages
 * panel, the outbox's state on the dashboard, and a customer's WhatsApp reply in the messages, linked
 * to the booking.
 */

import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  signedWhatsAppEvent,
  type WhatsAppSent,
  whatsAppReplyEvent,
  whatsAppStatusEvent,
} from '@safa/test-support/phone-stand-ins';
import { logInAsAdmin } from '../support/admin';
import { axeFindings } from '../support/axe';
import { adminAuthorization, bookAsVisitor, departureOfItsOwn, lagosDayIn } from '../support/bookings';
import { saveScreenshot } from '../support/layout';
import { mailsWithSubjects } from '../support/mail';
import { smsSent, WHATSAPP, whatsAppReceived } from '../support/phone-messages';
import { transferScreenshot } from '../support/test-pictures';

test.describe.configure({ timeout: 120_000 });

/** A Nigerian mobile number of this run's own (its replies find this booking alone), and its digits. */
const national = `0803${String(Date.now()).slice(-7)}`;
const CUSTOMER = {
  name: 'Aisha Messaged',
  phone: national,
  email: `aisha.${Date.now().toString(36)}@example.com`,
};
/** The customer's phone as WhatsApp and SMS see it (E.164 digits). */
const CUSTOMER_DIGITS = `234${national.slice(1)}`;

/** The WhatsApp messages about `reference`, in the order they were sent, as `<recipient> <template>`. */
async function whatsAppAbout(reference: string): Promise<WhatsAppSent[]> {
  const { sent } = await whatsAppReceived();
  return sent.filter((message) => message.parameters.some((parameter) => parameter.includes(reference)));
}

const templatesTo = (messages: WhatsAppSent[], to: string) =>
  messages.filter((message) => message.to === to).map((message) => message.template);

/** Posts a Cloud API event to the BFF's webhook, signed as Meta signs it. */
async function postToWebhook(request: APIRequestContext, event: unknown): Promise<void> {
  const { body, signature } = signedWhatsAppEvent(event, WHATSAPP.appSecret);
  const response = await request.post('/api/whatsapp/webhook', {
    headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signature },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The booking's life through the API, as the customer's page and the operator's screens make it. */
async function liveABooking(request: APIRequestContext): Promise<{ id: string; reference: string }> {
  const headers = await adminAuthorization(request);
  const departure = await departureOfItsOwn(request, 4, 200);
  const booked = await bookAsVisitor(request, departure.id, [{ fullName: CUSTOMER.name }], CUSTOMER);
  const token = new URL(booked.manageUrl).searchParams.get('token') ?? '';
  const proof = await request.post(`/api/bookings/by-link/proofs?token=${encodeURIComponent(token)}`, {
    multipart: { proof: await transferScreenshot('deposit.png') },
  });
  expect(proof.status(), await proof.text()).toBe(201);

  const found = await request.get(`/api/bookings?search=${booked.reference}`, { headers });
  const [booking] = (await found.json()) as Array<{ id: string; reference: string }>;
  expect(booking?.reference).toBe(booked.reference);
  const id = booking?.id ?? '';
  const details = (await (await request.get(`/api/bookings/${id}`, { headers })).json()) as {
    proofs: Array<{ id: string }>;
  };
  const deposit = await request.post('/api/payments', {
    headers,
    data: {
      bookingId: id,
      amount: booked.depositDue,
      method: 'transfer',
      paidOn: lagosDayIn(0),
      proofId: details.proofs[0]?.id,
    },
  });
  expect(deposit.status(), await deposit.text()).toBe(201);
  const cancelled = await request.post(`/api/bookings/${id}/cancel`, { headers });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  return { id, reference: booked.reference };
}

async function expectNoAxeFindings(page: Page, what: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect.soft(await axeFindings(page), what).toEqual([]);
}

test('a booking’s life reaches the customer and the operator on WhatsApp in order and by e-mail; the operator sees each message’s delivery, the outbox, and the customer’s reply', async ({
  page,
  request,
}) => {
  const booking = await liveABooking(request);
  const { reference } = booking;

  await expect
    .poll(async () => {
      const messages = await whatsAppAbout(reference);
      return {
        customer: templatesTo(messages, CUSTOMER_DIGITS),
        agency: templatesTo(messages, WHATSAPP.operator),
      };
    })
    .toEqual({
      customer: ['safa_booking_received', 'safa_proof_received', 'safa_receipt', 'safa_cancelled'],
      agency: ['safa_booking_to_agency', 'safa_proof_to_agency', 'safa_refund_to_agency'],
    });
  const { sent, media } = await whatsAppReceived();
  const receipt = sent.find(
    (message) => message.template === 'safa_receipt' && message.to === CUSTOMER_DIGITS,
  );
  expect(receipt?.document?.filename).toMatch(/^receipt-SAFA-\d{4}-\d{6}\.pdf$/);
  expect(media[receipt?.document?.id ?? '']).toMatchObject({ type: 'application/pdf' });
  expect(media[receipt?.document?.id ?? '']?.bytes).toBeGreaterThan(1000);
  // WhatsApp took each one: no SMS in their place.
  expect((await smsSent()).filter((sms) => sms.to === CUSTOMER_DIGITS)).toEqual([]);

  const customerMails = await mailsWithSubjects([
    new RegExp(`^Your booking ${reference}: `),
    new RegExp(`^We received your proof of transfer for ${reference}$`),
    new RegExp(`^Payment receipt SAFA-\\d{4}-\\d{6} for your booking ${reference}$`),
    new RegExp(`^Your booking ${reference} is cancelled$`),
  ]);
  for (const mail of customerMails) expect(mail.to).toMatchObject({ text: CUSTOMER.email });
  await mailsWithSubjects([
    new RegExp(`^New booking ${reference}: `),
    new RegExp(`^Proof to check: ${reference}, `),
    new RegExp(`^To refund: ₦300,000 of ${reference}, cancelled$`),
  ]);

  // Meta says the first one was delivered; the customer writes back.
  const received = (await whatsAppAbout(reference))[0];
  await postToWebhook(
    request,
    whatsAppStatusEvent([{ id: received?.id ?? '', status: 'delivered', recipient: CUSTOMER_DIGITS }]),
  );
  const reply = { id: `wamid.REPLY${Date.now()}`, from: CUSTOMER_DIGITS, name: CUSTOMER.name };
  await postToWebhook(request, whatsAppReplyEvent({ ...reply, text: 'When does the next group leave?' }));

  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAsAdmin(page);
  await page.goto(`/admin/bookings/${booking.id}`);
  const panel = page.getByRole('region', { name: 'Messages', exact: true });
  await expect(panel).toContainText('The customer’s channels: E-mail and WhatsApp; SMS when WhatsApp fails');
  const table = panel.getByRole('table', { name: `Messages of ${reference}` });
  const row = (kind: string, channel: string) =>
    table
      .getByRole('row')
      .filter({ has: page.getByText(kind, { exact: true }) })
      .filter({ has: page.getByText(channel, { exact: true }) });
  await expect(row('Booking received', 'WhatsApp').getByRole('cell').last()).toContainText('Delivered');
  for (const kind of ['Proof received', 'Receipt', 'Cancelled']) {
    await expect(row(kind, 'WhatsApp'), kind).toContainText('Customer');
    await expect(row(kind, 'E-mail'), kind).toContainText('Customer');
  }
  for (const kind of ['New booking (agency)', 'Proof to check (agency)', 'Money to refund (agency)']) {
    await expect(row(kind, 'WhatsApp'), kind).toContainText('Agency');
    await expect(row(kind, 'E-mail'), kind).toContainText('Agency');
  }
  const outbox = page.getByRole('region', { name: 'Outgoing messages' });
  await expect(outbox).toContainText('E-mail, WhatsApp and SMS are on.');
  await expectNoAxeFindings(page, 'booking details at 1280 px');
  await saveScreenshot(page, 'messages-booking-panel', panel);
  await saveScreenshot(page, 'messages-outbox', outbox);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(row('Booking received', 'WhatsApp')).toContainText('Delivered');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  await expectNoAxeFindings(page, 'booking details at 375 px');
  await saveScreenshot(page, 'messages-booking-panel', panel);
  await page.getByRole('region', { name: 'What needs doing' }).locator('summary').click();
  await saveScreenshot(page, 'messages-outbox', outbox);

  // The reply, among the enquiries (found by the customer's name: other journeys store enquiries dated
  // after it, admin-lists.spec.ts twelve of them as the newest): marked as one, linked to its booking.
  await page.goto('/admin/messages');
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(CUSTOMER.name);
  const replyRow = page.getByRole('row').filter({ hasText: CUSTOMER.name });
  await expect(replyRow).toContainText('WhatsApp reply');
  await expectNoAxeFindings(page, 'messages at 375 px');
  await saveScreenshot(page, 'messages-inbox-whatsapp-reply');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeFindings(page, 'messages at 1280 px');
  await saveScreenshot(page, 'messages-inbox-whatsapp-reply');
  await replyRow.getByRole('link', { name: `Booking ${reference}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/bookings/${booking.id}$`));
  await expect(page.getByRole('region', { name: 'Messages', exact: true })).toBeVisible();
});
