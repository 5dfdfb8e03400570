import { addDays, bookingSchema, bookingViewSchema, departureSchema, PAYMENT_MESSAGES } from '@safa/contract';
import { Types } from 'mongoose';
import pino from 'pino';
import { bookingServices } from '../src/booking-services';
import { BookingModel } from '../src/modules/bookings/booking.model';
import { startBookingReminders } from '../src/modules/bookings/booking-reminders';
import { JOB_TIMING, startJobWorker } from '../src/modules/jobs/job-queue';
import { PAYSTACK_CHARGE_JOB, paystackChargeHandler } from '../src/modules/payments/paystack-events';
import { VIRTUAL_ACCOUNT_JOB } from '../src/modules/payments/virtual-accounts';
import { bookThroughApi } from './support/booked';
import { aBooking, aDeparture, aPackage, dayFromNow } from './support/bookings';
import { type PaymentsTestApp, setUpPaymentsApp } from './support/payments-app';
import { TEST_CIPHER } from './support/test-app';

const silent = pino({ level: 'silent' });
const KOBO = 100;

describe('an account number per booking, payment plans and cards for any amount', () => {
  let app: PaymentsTestApp;
  let planned: string;
  let visitors = 0;

  beforeAll(async () => {
    app = await setUpPaymentsApp({
      // E-mails on (queued, never sent here): the customer is told of their account.
      env: {
        PAYSTACK_DVA: 'true',
        CARD_MIN_AMOUNT: '5000',
        SMTP_URL: 'smtp://127.0.0.1:9',
        NOTIFY_EMAIL: 'desk@safa.example',
      },
    });
    const created = await app.context.http
      .post('/api/departures')
      .set(app.admin())
      .send(
        aDeparture(await aPackage(), {
          seats: 100,
          departsOn: dayFromNow(150),
          returnsOn: dayFromNow(170),
          balanceDueOn: dayFromNow(100),
          plans: ['monthly', 'flexible'],
        }),
      );
    planned = departureSchema.parse(created.body).id;
  });
  afterAll(async () => app.tearDown());

  /** The background jobs (accounts to make, Paystack's events) done now, or at `now`. */
  async function runJobs(now?: Date) {
    const { cards, accounts } = bookingServices(app.context.config, TEST_CIPHER, silent);
    if (!cards || !accounts) throw new Error('cards or accounts are off');
    const worker = startJobWorker(
      {
        [PAYSTACK_CHARGE_JOB]: paystackChargeHandler(cards, accounts, silent),
        [VIRTUAL_ACCOUNT_JOB]: accounts.openHandler,
      },
      { logger: silent, timing: { ...JOB_TIMING, pollMs: 60_000 } },
    );
    await worker.runOnce(now);
    await worker.stop();
  }

  /** Two travellers in a quad (₦15,000,000, a deposit of ₦4,000,000) on the departure with plans. */
  async function book(plan?: 'monthly' | 'flexible') {
    visitors += 1;
    return bookThroughApi(
      app.context.http,
      aBooking(planned, { travellers: 2, ...(plan && { plan }) }),
      `203.0.113.${visitors}`,
    );
  }

  const viewOf = async (token: string) =>
    bookingViewSchema.parse((await app.context.http.get('/api/bookings/by-link').query({ token })).body);

  const postEvent = ({ body, signature }: { body: string; signature: string }) =>
    app.context.http
      .post('/api/paystack/webhook')
      .set('Content-Type', 'application/json')
      .set('X-Paystack-Signature', signature)
      .send(body);

  /** A transfer of `kobo` into the booking's account, its event delivered to the webhook and done. */
  async function transfer(token: string, kobo: number) {
    const { payTo } = await viewOf(token);
    const event = await app.paystack.transfer(payTo.accountNumber, kobo);
    expect((await postEvent(event)).status).toBe(200);
    await runJobs();
    return event;
  }

  const details = async (id: string) =>
    bookingSchema.parse((await app.context.http.get(`/api/bookings/${id}`).set(app.admin())).body);

  it('gives a booking its own account in the background, tried again after Paystack failed, and tells the customer', async () => {
    app.paystack.failNext('/customer');
    const booking = await book();
    await runJobs();
    expect((await viewOf(booking.token)).payTo.dedicated).toBe(false);
    await runJobs(new Date(Date.now() + 60_000));
    const { payTo } = await viewOf(booking.token);
    expect(payTo).toMatchObject({ dedicated: true, amount: 4_000_000 });
    expect(app.paystack.accounts.get(payTo.accountNumber)).toMatchObject({ bank: 'Wema Bank' });
    const stored = await BookingModel.findById(booking.id).select('+mails').lean();
    expect((stored?.mails ?? []).filter((mail) => mail.kind === 'accountReady')).toHaveLength(1);
  });

  it('records three transfers of odd amounts, in order, against the monthly schedule, with receipts and nothing to check', async () => {
    const booking = await book('monthly');
    await runJobs();
    await transfer(booking.token, 1_000_001 * KOBO);
    await transfer(booking.token, 3_500_000 * KOBO);
    await transfer(booking.token, 2_345_678 * KOBO + 50);
    const { ledger, status, amounts, proofs } = await details(booking.id);
    expect(ledger.map((entry) => entry.kind === 'payment' && [entry.amount, entry.method])).toEqual([
      [1_000_001, 'transfer'],
      [3_500_000, 'transfer'],
      [2_345_678, 'transfer'],
    ]);
    const receipts = ledger.map((entry) => (entry.kind === 'adjustment' ? '' : entry.receiptNumber));
    expect(new Set(receipts).size).toBe(3);
    expect(status).toBe('deposit_paid');
    expect(amounts).toMatchObject({ paid: 6_845_679, balance: 8_154_321, toRefund: 0 });
    expect(proofs).toEqual([]);
    const { schedule } = await viewOf(booking.token);
    expect(schedule.plan).toBe('monthly');
    const [deposit, second] = schedule.instalments;
    expect(deposit).toMatchObject({ amount: 4_000_000, paid: 4_000_000, status: 'paid' });
    expect(second).toMatchObject({ paid: Math.min(second?.amount ?? 0, 2_845_679) });
    expect(schedule.instalments.reduce((sum, instalment) => sum + instalment.amount, 0)).toBe(15_000_000);
    // Asked now, by transfer or by card: what is left of the next instalment, not the whole balance.
    const next = schedule.instalments.find((instalment) => instalment.status === 'due');
    const asked = (next?.amount ?? 0) - (next?.paid ?? 0);
    expect(asked).toBeGreaterThan(0);
    expect(asked).toBeLessThan(amounts.balance);
    expect((await viewOf(booking.token)).payTo.amount).toBe(asked);
    expect(
      (await app.context.http.post('/api/bookings/by-link/card-payments').send({ token: booking.token }))
        .status,
    ).toBe(200);
    const [started] = (await BookingModel.findById(booking.id).lean())?.cardPayments ?? [];
    expect(started?.amount).toBe(asked);
  });

  it('changes nothing for an event delivered again or unsigned', async () => {
    const booking = await book();
    await runJobs();
    const event = await transfer(booking.token, 500_000 * KOBO);
    expect((await postEvent(event)).status).toBe(200);
    await runJobs();
    expect((await postEvent({ body: event.body, signature: 'f'.repeat(128) })).status).toBe(401);
    await runJobs();
    expect((await details(booking.id)).ledger).toHaveLength(1);
  });

  it('records a transfer to a cancelled booking’s account and flags it to refund', async () => {
    const booking = await book();
    await runJobs();
    expect(
      (await app.context.http.post(`/api/bookings/${booking.id}/cancel`).set(app.admin()).send({})).status,
    ).toBe(200);
    await transfer(booking.token, 750_000 * KOBO);
    const { ledger, amounts, status } = await details(booking.id);
    expect(status).toBe('cancelled');
    expect(ledger).toEqual([expect.objectContaining({ kind: 'payment', amount: 750_000 })]);
    expect(amounts.toRefund).toBe(750_000);
  });

  it('takes a card payment of a chosen amount from the minimum to the balance, and of everything', async () => {
    const booking = await book('flexible');
    const start = (amount?: number) =>
      app.context.http
        .post('/api/bookings/by-link/card-payments')
        .send({ token: booking.token, ...(amount !== undefined && { amount }) });
    const tooSmall = await start(4_999);
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body.message).toBe(PAYMENT_MESSAGES.cardAmountTooSmall(5000));
    const tooLarge = await start(15_000_001);
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.message).toBe(PAYMENT_MESSAGES.cardAmountTooLarge(15_000_000));
    expect((await start(5_000)).status).toBe(200);
    expect((await start(15_000_000)).status).toBe(200);
    expect((await start()).status).toBe(200);
    const started = (await BookingModel.findById(booking.id).lean())?.cardPayments ?? [];
    expect(started.map((payment) => payment.amount)).toEqual([5_000, 15_000_000, 4_000_000]);
    expect(started.map((payment) => app.paystack.transactions.get(payment.reference)?.amount)).toEqual([
      5_000 * KOBO,
      15_000_000 * KOBO,
      4_000_000 * KOBO,
    ]);
    const [, everything] = started;
    app.paystack.pay(everything?.reference ?? '');
    expect(
      (
        await app.context.http
          .post('/api/bookings/by-link/card-payments/verify')
          .send({ token: booking.token, reference: everything?.reference })
      ).status,
    ).toBe(200);
    expect((await details(booking.id)).status).toBe('paid');
  });

  it('lets the customer choose a plan the departure offers later, and refuses one it does not', async () => {
    const booking = await book();
    const choose = (token: string, plan: string) =>
      app.context.http.put('/api/bookings/by-link/plan').query({ token }).send({ plan });
    const chosen = await choose(booking.token, 'monthly');
    expect(chosen.status).toBe(200);
    expect(bookingViewSchema.parse(chosen.body).schedule.plan).toBe('monthly');
    expect((await details(booking.id)).history.map((event) => event.event)).toContain('plan_chosen');
    const elsewhere = await app.aHeldBooking();
    const refused = await choose(elsewhere.token, 'monthly');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(PAYMENT_MESSAGES.planNotOffered);
  });

  it('reminds of a monthly plan’s instalment three days before its day, once, and releases a balance unpaid past the policy’s days', async () => {
    const monthly = await book('monthly');
    const unpaid = await book();
    await runJobs();
    await transfer(monthly.token, 4_000_000 * KOBO);
    await transfer(unpaid.token, 4_000_000 * KOBO);
    const { instalments } = (await viewOf(monthly.token)).schedule;
    const second = instalments[1]?.dueOn ?? '';
    const dayIn = (day: string, days: number) => new Date(`${addDays(day, days)}T09:00:00Z`);
    const { life } = bookingServices(app.context.config, TEST_CIPHER, silent);
    const reminders = startBookingReminders(life, {
      reminderDays: [],
      releaseUnpaidAfterDays: 7,
      cipher: TEST_CIPHER,
      logger: silent,
      pollMs: 3_600_000,
    });
    try {
      await reminders.runOnce(dayIn(second, -4));
      await reminders.runOnce(dayIn(second, -2));
      await reminders.runOnce(dayIn(second, -1));
      const notices = async (id: string) => (await BookingModel.findById(id).lean())?.notices ?? [];
      expect(await notices(monthly.id)).toEqual([`instalment:${second}`]);
      expect(await notices(unpaid.id)).toEqual([]);
      const { trip } = await viewOf(unpaid.token);
      await reminders.runOnce(dayIn(trip.balanceDueOn, 7));
      expect((await details(unpaid.id)).status).toBe('deposit_paid');
      await reminders.runOnce(dayIn(trip.balanceDueOn, 8));
      const released = await details(unpaid.id);
      expect(released.status).toBe('cancelled');
      expect(released.amounts.toRefund).toBe(4_000_000);
    } finally {
      await reminders.stop();
    }
  });

  it('gives the statement as a PDF through the private link and to the operator', async () => {
    const booking = await book('monthly');
    await runJobs();
    await transfer(booking.token, 4_000_000 * KOBO);
    for (const response of [
      await app.context.http.get('/api/bookings/by-link/statement').query({ token: booking.token }),
      await app.context.http.get(`/api/bookings/${booking.id}/statement`).set(app.admin()),
    ]) {
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(`statement-${booking.reference}.pdf`);
      expect(Buffer.from(response.body).subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(
      (
        await app.context.http
          .get(`/api/bookings/${new Types.ObjectId().toHexString()}/statement`)
          .set(app.admin())
      ).status,
    ).toBe(404);
  });
});
