import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  bookingCreatedSchema,
  bookingSchema,
  bookingViewSchema,
  dashboardSummarySchema,
  departureSchema,
} from '@safa/contract';
import type { PaystackStandIn } from '@safa/test-support/paystack-stand-in';
import { type SmtpInbox, startSmtpInbox } from '@safa/test-support/smtp-inbox';
import { Types, trusted } from 'mongoose';
import pino from 'pino';
import { loadConfig, type NotificationSettings } from '../src/config';
import { mailSources } from '../src/mail-sources';
import { BookingModel } from '../src/modules/bookings/booking.model';
import { bookingLifeFor } from '../src/modules/bookings/booking.service';
import { startBookingReminders } from '../src/modules/bookings/booking-reminders';
import { startHoldExpiry } from '../src/modules/bookings/hold-expiry';
import { DepartureModel } from '../src/modules/departures/departure.model';
import { startNotificationWorker, WORKER_TIMING } from '../src/modules/notifications/notification-worker';
import { aBooking, aDeparture, aPackage, dayFromNow, receiptNumberOf } from './support/bookings';
import { geotaggedPhoto } from './support/camera-photo';
import { type PaymentsTestApp, setUpPaymentsApp } from './support/payments-app';
import { TEST_CIPHER, type TestContext } from './support/test-app';

const AGENCY = 'office@safa.example';
const DAY_MS = 24 * 60 * 60 * 1000;
const silent = pino({ level: 'silent' });

function pdfText(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'receipt-')), 'receipt.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString().replace(/\s+/g, ' ');
}

/**
 * A booking's life as the owner of it keeps it (booking-life.ts): what a customer paid is never lost
 * to a hold that passes, money adds up through refunds and price changes, money that lands where it
 * should not is recorded and flagged, messages wait as long as they are worth sending, and the caps of
 * unpaid seats count the holds there are.
 */
describe("a booking's life", () => {
  let app: PaymentsTestApp;
  let context: TestContext;
  let paystack: PaystackStandIn;
  let inbox: SmtpInbox;
  let departureId: string;
  const config = () =>
    loadConfig({
      NODE_ENV: 'test',
      SMTP_URL: inbox.url,
      NOTIFY_EMAIL: AGENCY,
      BOOKING_SEATS_HELD_MAX: '6',
      BOOKING_SEATS_HELD_PER_ADDRESS: '6',
      BOOKING_MAILS_PER_INBOX: '3',
    });
  const admin = () => app.admin();
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await setUpPaymentsApp({
      env: {
        SMTP_URL: inbox.url,
        NOTIFY_EMAIL: AGENCY,
        BOOKING_SEATS_HELD_MAX: '6',
        BOOKING_SEATS_HELD_PER_ADDRESS: '6',
      },
    });
    ({ context, paystack, departureId } = app);
  });
  afterAll(async () => {
    await inbox.stop();
    await app.tearDown();
  });

  /** Sends every e-mail due now, as the notification worker of a running BFF does. */
  async function sendMail() {
    const settings: NotificationSettings = {
      smtpUrl: inbox.url,
      to: [AGENCY],
      from: AGENCY,
      digestHour: 23,
      enquiryMails: { perSender: { max: 1000, windowMs: 60_000 }, outbox: 1000 },
    };
    const worker = startNotificationWorker(settings, {
      siteUrl: 'https://safa.example',
      logger: silent,
      timing: { ...WORKER_TIMING, pollMs: 60_000 },
      sources: mailSources(TEST_CIPHER, config()),
    });
    await worker.runOnce();
    await worker.stop();
  }
  const mailsTo = (address: string, subject: RegExp) =>
    inbox.mails.filter(
      (mail) => mail.to && JSON.stringify(mail.to).includes(address) && subject.test(mail.subject ?? ''),
    );

  async function runHoldExpiry(now = new Date()) {
    const expiry = startHoldExpiry(bookingLifeFor(config()), {
      logger: silent,
      timing: { pollMs: 60_000, orphanAfterMs: 60_000 },
    });
    await expiry.runOnce(now);
    await expiry.stop();
  }

  const aHeldBooking = (address?: string, travellers = 2) => app.aHeldBooking({ address, travellers });
  const details = async (id: string) =>
    bookingSchema.parse((await context.http.get(`/api/bookings/${id}`).set(admin())).body);
  const pay = (bookingId: string, amount: number, changes = {}) =>
    context.http
      .post('/api/payments')
      .set(admin())
      .send({ bookingId, amount, method: 'transfer', paidOn: today, ...changes });
  const refund = (bookingId: string, amount: number, reason: string, note?: string) =>
    context.http
      .post('/api/refunds')
      .set(admin())
      .send({ bookingId, amount, method: 'transfer', paidOn: today, reason, ...(note && { note }) });
  const uploadProof = async (token: string) => {
    const answer = await context.http
      .post('/api/bookings/by-link/proofs')
      .query({ token })
      .set('X-Forwarded-For', '203.0.113.77')
      .attach('proof', await geotaggedPhoto(), 'transfer.jpg');
    expect(answer.status).toBe(201);
    return bookingViewSchema.parse(answer.body);
  };
  const startCard = async (token: string) => {
    const answer = await context.http.post('/api/bookings/by-link/card-payments').send({ token });
    expect(answer.status).toBe(200);
    return new URL(answer.body.authorizationUrl).pathname.split('/').at(-1) ?? '';
  };
  const verifyCard = (token: string, reference: string) =>
    context.http.post('/api/bookings/by-link/card-payments/verify').send({ token, reference });
  const toRefundOnDashboard = async () =>
    dashboardSummarySchema.parse((await context.http.get('/api/dashboard/summary').set(admin())).body)
      .payments.toRefund;

  describe('a transfer proof', () => {
    it('keeps the booking, checking, past its hold; the operator is told at once and records the deposit from it', async () => {
      const booking = await aHeldBooking();
      const view = await uploadProof(booking.token);
      expect(view.status).toBe('checking');
      const proofId = view.proofs[0]?.id ?? '';

      await BookingModel.updateOne(
        { _id: booking.id },
        { $set: { holdExpiresAt: new Date(Date.now() - 1000) } },
      );
      await runHoldExpiry();
      expect(await departureSeatsBooked()).toBeGreaterThanOrEqual(2);
      expect((await details(booking.id)).status).toBe('checking');

      await sendMail();
      const [told] = mailsTo(
        AGENCY,
        new RegExp(`^Proof to check: ${booking.reference}, ₦4,000,000 due now$`),
      );
      expect(told?.text).toContain(`https://safa.example/admin/bookings/${booking.id}?proof=${proofId}`);
      expect(mailsTo(booking.email, /^We received your proof of transfer/)).toHaveLength(1);

      const recorded = await pay(booking.id, 4_000_000, { proofId });
      expect(recorded.status).toBe(201);
      const after = bookingSchema.parse(recorded.body);
      expect(after).toMatchObject({
        status: 'deposit_paid',
        amounts: { paid: 4_000_000, balance: 11_000_000 },
      });
      expect(after.proofs[0]?.checkedAt).toBeDefined();
      expect(after.history.map(({ event, status }) => [event, status])).toEqual([
        ['held', 'held'],
        ['proof_sent', 'checking'],
        ['payment', 'deposit_paid'],
      ]);
    });

    it('refused, gives the hold back what was left of it, at least a day, and tells the customer why', async () => {
      const booking = await aHeldBooking();
      const proofId = (await uploadProof(booking.token)).proofs[0]?.id ?? '';
      await BookingModel.updateOne(
        { _id: booking.id },
        { $set: { holdExpiresAt: new Date(Date.now() - 1000) } },
      );
      const refused = await context.http
        .post(`/api/proofs/${proofId}/refuse`)
        .set(admin())
        .send({ note: 'No transfer of ₦4,000,000 reached our account on 24 November.' });
      expect(refused.status).toBe(200);
      const after = bookingSchema.parse(refused.body);
      expect(after.status).toBe('held');
      expect(Date.parse(after.holdExpiresAt) - Date.now()).toBeGreaterThan(DAY_MS - 60_000);
      expect(after.proofs[0]).toMatchObject({
        refusal: 'No transfer of ₦4,000,000 reached our account on 24 November.',
      });
      expect(
        (await context.http.post(`/api/proofs/${proofId}/refuse`).set(admin()).send({ note: 'again' }))
          .status,
      ).toBe(409);
      await sendMail();
      expect(mailsTo(booking.email, /^We could not find your transfer/)[0]?.text).toContain(
        'reached our account',
      );
    });

    it('of another booking is refused (400) for a payment, and nothing changes on either', async () => {
      const mine = await aHeldBooking();
      const theirs = await aHeldBooking();
      const theirProof = (await uploadProof(theirs.token)).proofs[0]?.id ?? '';
      const before = await Promise.all([mine.id, theirs.id].map((id) => BookingModel.findById(id).lean()));
      const answer = await pay(mine.id, 4_000_000, { proofId: theirProof });
      expect([answer.status, answer.body.message]).toEqual([400, 'This proof belongs to another booking.']);
      const after = await Promise.all([mine.id, theirs.id].map((id) => BookingModel.findById(id).lean()));
      expect(after).toEqual(before);
    });
  });

  describe('an expired booking', () => {
    it('is reinstated by the operator with its seats taken again, and takes money; 409 with the seats left once they are gone', async () => {
      const packageId = await aPackage('Umrah Ramadan Express');
      const small = departureSchema.parse(
        (
          await context.http
            .post('/api/departures')
            .set(admin())
            .send(aDeparture(packageId, { seats: 3 }))
        ).body,
      );
      const book = (address: string) =>
        context.http
          .post('/api/bookings')
          .set('X-Forwarded-For', address)
          .send(aBooking(small.id, { travellers: 2 }));
      const created = bookingCreatedSchema.parse((await book('192.0.2.10')).body);
      const { _id } = (await BookingModel.findOne({ reference: created.reference }).lean()) ?? {};
      const id = String(_id);
      await BookingModel.updateOne({ _id }, { $set: { holdExpiresAt: new Date(Date.now() - 1000) } });
      await runHoldExpiry();
      expect((await details(id)).status).toBe('expired');

      const reinstated = await context.http.post(`/api/bookings/${id}/reinstate`).set(admin());
      expect(reinstated.status).toBe(200);
      expect(bookingSchema.parse(reinstated.body)).toMatchObject({
        status: 'held',
        amounts: { dueNow: 4_000_000 },
      });
      expect((await DepartureModel.findById(small.id).lean())?.seatsBooked).toBe(2);
      expect(bookingSchema.parse((await pay(id, 4_000_000)).body).status).toBe('deposit_paid');

      await context.http.post(`/api/bookings/${id}/cancel`).set(admin());
      expect((await book('192.0.2.11')).status).toBe(201);
      const again = await context.http.post(`/api/bookings/${id}/reinstate`).set(admin());
      expect([again.status, again.body.message]).toEqual([409, 'Only 1 seat left on this departure.']);
      expect((await details(id)).status).toBe('cancelled');
      expect((await DepartureModel.findById(small.id).lean())?.seatsBooked).toBe(2);
    });
  });

  describe('refunds', () => {
    it('of a price reduction leave nothing due; of an over-payment, up to what was paid beyond the price', async () => {
      const booking = await aHeldBooking();
      expect(bookingSchema.parse((await pay(booking.id, 15_000_000)).body).status).toBe('paid');

      const reduced = await refund(booking.id, 150_000, 'price_reduction', 'Visa fee difference returned');
      expect(reduced.status).toBe(201);
      const afterReduction = bookingSchema.parse(reduced.body);
      expect(afterReduction).toMatchObject({
        status: 'paid',
        amounts: {
          total: 14_850_000,
          paid: 14_850_000,
          refunded: 150_000,
          balance: 0,
          dueNow: 0,
          toRefund: 0,
        },
      });
      expect(afterReduction.ledger.map((entry) => [entry.kind, entry.amount])).toEqual([
        ['payment', 15_000_000],
        ['adjustment', -150_000],
        ['refund', 150_000],
      ]);
      const view = bookingViewSchema.parse(
        (await context.http.get('/api/bookings/by-link').query({ token: booking.token })).body,
      );
      expect(view).toMatchObject({ cardPayment: false, payTo: { amount: 0 } });

      const overpaid = bookingSchema.parse((await pay(booking.id, 300_000)).body);
      expect(overpaid).toMatchObject({ status: 'paid', amounts: { balance: 0, toRefund: 300_000 } });
      expect(await toRefundOnDashboard()).toContainEqual(
        expect.objectContaining({ reference: booking.reference, amount: 300_000, status: 'paid' }),
      );
      const tooMuch = await refund(booking.id, 300_001, 'overpayment');
      expect([tooMuch.status, tooMuch.body.message]).toEqual([
        409,
        'Only ₦300,000 was paid beyond the price.',
      ]);
      const returned = bookingSchema.parse((await refund(booking.id, 300_000, 'overpayment')).body);
      expect(returned).toMatchObject({ status: 'paid', amounts: { balance: 0, toRefund: 0 } });
      expect(await toRefundOnDashboard()).not.toContainEqual(
        expect.objectContaining({ reference: booking.reference }),
      );

      const number = receiptNumberOf(returned, 4);
      const receipt = await context.http
        .get(`/api/bookings/${booking.id}/receipt`)
        .query({ number })
        .set(admin())
        .responseType('blob');
      const text = pdfText(receipt.body as Buffer);
      expect(text).toContain(`Refund receipt ${number}`);
      expect(text).toContain('Refunded to Amina Bello');
      expect(text).toContain('Why Over-payment returned');
      expect(text).not.toContain('Received from');
    });

    it('of a cancelled booking: it shows what was paid, nothing due, and the customer is told', async () => {
      const booking = await aHeldBooking();
      await pay(booking.id, 5_200_000);
      const cancelled = bookingSchema.parse(
        (await context.http.post(`/api/bookings/${booking.id}/cancel`).set(admin())).body,
      );
      expect(cancelled).toMatchObject({
        status: 'cancelled',
        amounts: { paid: 5_200_000, balance: 0, dueNow: 0, toRefund: 5_200_000 },
      });
      const view = bookingViewSchema.parse(
        (await context.http.get('/api/bookings/by-link').query({ token: booking.token })).body,
      );
      expect(view).toMatchObject({
        amounts: { dueNow: 0, toRefund: 5_200_000 },
        payTo: { amount: 0 },
        cardPayment: false,
      });
      const wrongReason = await refund(booking.id, 1_000, 'overpayment');
      expect(wrongReason.status).toBe(409);
      const back = bookingSchema.parse((await refund(booking.id, 5_200_000, 'booking_ended')).body);
      expect(back).toMatchObject({
        status: 'cancelled',
        amounts: { paid: 0, refunded: 5_200_000, toRefund: 0 },
      });
      await sendMail();
      expect(
        mailsTo(booking.email, new RegExp(`^Your booking ${booking.reference} is cancelled$`))[0]?.text,
      ).toContain('We will refund what is due of the ₦5,200,000 you paid');
      expect(mailsTo(booking.email, /^Refund receipt/)).toHaveLength(1);
    });
  });

  describe('card payments', () => {
    it('started in two tabs and both paid are both recorded, the second flagged to refund', async () => {
      const booking = await aHeldBooking();
      const [first, second] = [await startCard(booking.token), await startCard(booking.token)];
      paystack.pay(first);
      paystack.pay(second);
      expect((await verifyCard(booking.token, first)).status).toBe(200);
      const both = await verifyCard(booking.token, second);
      expect(both.status).toBe(200);
      const after = await details(booking.id);
      expect(after.ledger.map((entry) => [entry.kind, entry.amount])).toEqual([
        ['payment', 4_000_000],
        ['payment', 4_000_000],
      ]);
      expect(after).toMatchObject({ status: 'deposit_paid', amounts: { paid: 8_000_000, toRefund: 0 } });

      const paidInFull = await aHeldBooking();
      await pay(paidInFull.id, 11_000_000);
      const [one, two] = [await startCard(paidInFull.token), await startCard(paidInFull.token)];
      paystack.pay(one);
      paystack.pay(two);
      await verifyCard(paidInFull.token, one);
      await verifyCard(paidInFull.token, two);
      expect(await details(paidInFull.id)).toMatchObject({
        status: 'paid',
        amounts: { paid: 19_000_000, balance: 0, toRefund: 4_000_000 },
      });
      expect(await toRefundOnDashboard()).toContainEqual(
        expect.objectContaining({ reference: paidInFull.reference, amount: 4_000_000 }),
      );
      await sendMail();
      expect(
        mailsTo(
          AGENCY,
          new RegExp(`^Card payment ₦4,000,000 for ${paidInFull.reference}: ₦4,000,000 to refund$`),
        ),
      ).toHaveLength(1);
    });

    it('confirmed after the operator cancelled the booking is recorded on it and flagged', async () => {
      const booking = await aHeldBooking();
      const reference = await startCard(booking.token);
      await context.http.post(`/api/bookings/${booking.id}/cancel`).set(admin());
      paystack.pay(reference);
      const { body, signature } = paystack.chargeSuccessEvent(reference);
      const hook = await context.http
        .post('/api/paystack/webhook')
        .set('Content-Type', 'application/json')
        .set('x-paystack-signature', signature)
        .send(body);
      expect(hook.status).toBe(200);
      await runJobs();
      expect(await details(booking.id)).toMatchObject({
        status: 'cancelled',
        amounts: { paid: 4_000_000, toRefund: 4_000_000 },
      });
      expect(await toRefundOnDashboard()).toContainEqual(
        expect.objectContaining({ reference: booking.reference, status: 'cancelled', amount: 4_000_000 }),
      );
    });

    it.each([
      ['a number', 1_764_000_000_000],
      ['not a date', 'yesterday-ish'],
      ['an object', { at: 'now' }],
    ])('is recorded, with no 500, when Paystack says it was paid at %s', async (_shape, paidAt) => {
      const booking = await aHeldBooking();
      const reference = await startCard(booking.token);
      paystack.pay(reference, { paidAt });
      const answer = await verifyCard(booking.token, reference);
      expect(answer.status).toBe(200);
      const [entry] = (await details(booking.id)).ledger;
      expect(entry).toMatchObject({ kind: 'payment', method: 'card', amount: 4_000_000 });
      expect(entry?.kind === 'payment' && entry.paidOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });
  });

  async function runJobs() {
    const { startJobWorker, JOB_TIMING } = await import('../src/modules/jobs/job-queue');
    const { paystackChargeHandler, PAYSTACK_CHARGE_JOB } = await import(
      '../src/modules/payments/paystack-events'
    );
    const { bookingServices } = await import('../src/booking-services');
    const { cards } = bookingServices(
      loadConfig({
        NODE_ENV: 'test',
        PAYSTACK_SECRET_KEY: paystack.secretKey,
        PAYSTACK_BASE_URL: paystack.url,
      }),
      TEST_CIPHER,
      silent,
    );
    if (!cards) throw new Error('cards are off');
    const worker = startJobWorker(
      { [PAYSTACK_CHARGE_JOB]: paystackChargeHandler(cards, undefined, silent) },
      {
        logger: silent,
        timing: { ...JOB_TIMING, pollMs: 60_000 },
      },
    );
    await worker.runOnce();
    await worker.stop();
  }

  async function departureSeatsBooked() {
    return (await DepartureModel.findById(departureId).lean())?.seatsBooked ?? 0;
  }

  describe('messages', () => {
    it('of a booking made 90 days ago still go: a receipt and a balance reminder reach the mail server', async () => {
      const booking = await aHeldBooking();
      await BookingModel.collection.updateOne(
        { _id: new Types.ObjectId(booking.id) },
        { $set: { createdAt: new Date(Date.now() - 90 * DAY_MS) } },
      );
      await pay(booking.id, 4_000_000);
      await DepartureModel.updateOne({ _id: departureId }, { $set: { balanceDueOn: dayFromNow(6) } });
      const reminders = startBookingReminders(bookingLifeFor(config()), {
        reminderDays: [14, 7, 2],
        cipher: TEST_CIPHER,
        logger: silent,
        pollMs: 60_000,
      });
      try {
        await reminders.runOnce();
      } finally {
        await reminders.stop();
        await DepartureModel.updateOne({ _id: departureId }, { $unset: { balanceDueOn: 1 } });
      }
      await sendMail();
      expect(
        mailsTo(
          booking.email,
          new RegExp(`^Payment receipt SAFA-\\d{4}-\\d{6} for your booking ${booking.reference}$`),
        ),
      ).toHaveLength(1);
      expect(mailsTo(booking.email, /^Your balance of ₦11,000,000 for .* is due on/)).toHaveLength(1);
    });

    it('tell the customer 12 hours before an unpaid hold ends, once, and when it has expired', async () => {
      const booking = await aHeldBooking();
      const hours = (count: number) => new Date(Date.now() + count * 60 * 60 * 1000);
      await BookingModel.updateOne(
        { _id: booking.id },
        { $set: { holdFrom: hours(-37), holdExpiresAt: hours(11) } },
      );
      await runHoldExpiry();
      await runHoldExpiry();
      await sendMail();
      await BookingModel.updateOne({ _id: booking.id }, { $set: { holdExpiresAt: hours(-0.01) } });
      await runHoldExpiry();
      await sendMail();
      expect(mailsTo(booking.email, /^Your seats on .* are held until/)).toHaveLength(1);
      expect(
        mailsTo(booking.email, new RegExp(`^Your booking ${booking.reference} has expired$`)),
      ).toHaveLength(1);
    });
  });

  describe('e-mails to an address anyone may type', () => {
    it('hold the booking’s facts and no words of the visitor but the travellers’ names, and go to one inbox at most 3 times a day', async () => {
      const spellings = [
        'Victim.Person@gmail.com',
        'victimperson+a@gmail.com',
        'VICTIMPERSON@googlemail.com',
        'v.i.c.t.i.m.person@gmail.com',
      ];
      const references: string[] = [];
      for (const [index, email] of spellings.entries()) {
        const booking = aBooking(departureId);
        const answer = await context.http
          .post('/api/bookings')
          .set('X-Forwarded-For', `192.0.2.${100 + index}`)
          .send({ ...booking, contact: { ...booking.contact, name: 'Click www.win.example now', email } });
        expect(answer.status).toBe(201);
        references.push(answer.body.reference);
      }
      await sendMail();
      const received = inbox.mails.filter((mail) =>
        references.some((reference) => mail.subject?.startsWith(`Your booking ${reference}`)),
      );
      expect(received).toHaveLength(3);
      for (const mail of received) expect(`${mail.text}${mail.html}`).not.toContain('win.example');
      const dropped = await BookingModel.findOne({ reference: references[3] }).select('+mails').lean();
      expect(dropped?.mails?.find((mail) => mail.kind === 'bookingReceived')).toMatchObject({
        state: 'dropped',
        droppedReason: '3 e-mails of bookings went to this address today already',
      });
    });
  });

  describe('the caps of unpaid seats', () => {
    it('free the share of a booking as soon as its deposit is in, or it is cancelled', async () => {
      const address = '192.0.2.50';
      const first = await aHeldBooking(address, 6);
      const refused = await context.http
        .post('/api/bookings')
        .set('X-Forwarded-For', address)
        .send(aBooking(departureId, { travellers: 1 }));
      expect([refused.status, refused.body.message]).toEqual([
        429,
        'Unpaid bookings made from your network already hold 6 seats (at most 6): pay for them, or call us, before booking more.',
      ]);
      await pay(first.id, 12_000_000);
      const second = await aHeldBooking(address, 6);
      await context.http.post(`/api/bookings/${second.id}/cancel`).set(admin());
      await aHeldBooking(address, 6);
    });

    it('hold one address booking every few seconds across hold expiries to the cap, never above it', async () => {
      const short = await setUpShortHolds();
      const address = '192.0.2.60';
      let highest = 0;
      for (let round = 0; round < 12; round += 1) {
        const answer = await short.book(address);
        expect([201, 429]).toContain(answer.status);
        await short.expireHolds();
        highest = Math.max(highest, await short.unpaidSeats());
        await new Promise((resolve) => setTimeout(resolve, 400));
      }
      expect(highest).toBe(6);
      expect(short.accepted()).toBeGreaterThan(3);
    });
  });

  /** Bookings held for 2 s, as one address keeps making them (2 seats each), and the holds they hold. */
  async function setUpShortHolds() {
    const { createApp } = await import('../src/app');
    const request = (await import('supertest')).default;
    const shortConfig = loadConfig({
      NODE_ENV: 'test',
      BOOKING_HOLD_HOURS: String(2 / 3600),
      BOOKING_SEATS_HELD_MAX: '6',
      BOOKING_SEATS_HELD_PER_ADDRESS: '6',
    });
    const app = createApp({
      config: shortConfig,
      logger: silent,
      tokens: context.tokens,
      cipher: context.cipher,
    });
    const http = request(app.callback());
    const references: string[] = [];
    let accepted = 0;
    return {
      async book(address: string) {
        const answer = await http
          .post('/api/bookings')
          .set('X-Forwarded-For', address)
          .send(aBooking(departureId, { travellers: 2 }));
        if (answer.status === 201) {
          accepted += 1;
          references.push(answer.body.reference);
        }
        return answer;
      },
      async expireHolds() {
        const expiry = startHoldExpiry(bookingLifeFor(shortConfig), {
          logger: silent,
          timing: { pollMs: 60_000, orphanAfterMs: 60_000 },
        });
        await expiry.runOnce();
        await expiry.stop();
      },
      async unpaidSeats() {
        const held = await BookingModel.find({
          reference: trusted({ $in: references }),
          status: 'held',
        }).lean();
        return held.reduce((seats, booking) => seats + booking.travellers.length, 0);
      },
      accepted: () => accepted,
    };
  }
});
