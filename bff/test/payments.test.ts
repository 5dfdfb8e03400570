import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { bookingListSchema, bookingSchema, bookingViewSchema, dashboardSummarySchema } from '@safa/contract';
import type { PaystackStandIn } from '@safa/test-support/paystack-stand-in';
import { Types } from 'mongoose';
import pino from 'pino';
import sharp from 'sharp';
import request from 'supertest';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { BookingModel } from '../src/modules/bookings/booking.model';
import { bookingLifeFor } from '../src/modules/bookings/booking.service';
import { reminderDue, startBookingReminders } from '../src/modules/bookings/booking-reminders';
import { startHoldExpiry } from '../src/modules/bookings/hold-expiry';
import { DepartureModel } from '../src/modules/departures/departure.model';
import { proofFiles } from '../src/modules/payments/proof-files';
import { startProofRetention } from '../src/modules/payments/proof-storage';
import { dayFromNow, receiptNumberOf } from './support/bookings';
import { geotaggedPhoto } from './support/camera-photo';
import { type PaymentsTestApp, setUpPaymentsApp } from './support/payments-app';
import { TEST_CIPHER, type TestContext } from './support/test-app';

/** The words of a PDF, as Debian's pdftotext reads them. */
export function pdfText(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'receipt-')), 'receipt.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

describe('payments', () => {
  let app: PaymentsTestApp;
  let context: TestContext;
  let paystack: PaystackStandIn;
  let departureId: string;
  const logLines: Array<Record<string, unknown>> = [];
  const admin = () => app.admin();
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    app = await setUpPaymentsApp({ logger: pino({ level: 'info' }, sink) });
    ({ context, paystack, departureId } = app);
  });
  afterAll(() => app.tearDown());

  const aHeldBooking = () => app.aHeldBooking();
  const record = (bookingId: string, amount: number, changes = {}) =>
    context.http
      .post('/api/payments')
      .set(admin())
      .send({ bookingId, amount, method: 'transfer', paidOn: today, ...changes });
  const refund = (bookingId: string, amount: number, reason = 'overpayment') =>
    context.http
      .post('/api/refunds')
      .set(admin())
      .send({ bookingId, amount, method: 'transfer', paidOn: today, reason });

  describe('recorded by the operator', () => {
    it('move the status held → deposit_paid → paid, paid and balance worked out from them', async () => {
      const booking = await aHeldBooking();
      expect(booking).toMatchObject({ total: 15_000_000, depositDue: 4_000_000 });

      const deposit = await record(booking.id, 4_000_000, { note: 'GTBank transfer' });
      expect(deposit.status).toBe(201);
      const afterDeposit = bookingSchema.parse(deposit.body);
      expect(afterDeposit.status).toBe('deposit_paid');
      expect(afterDeposit.amounts).toEqual({
        total: 15_000_000,
        depositDue: 4_000_000,
        paid: 4_000_000,
        refunded: 0,
        balance: 11_000_000,
        dueNow: 11_000_000,
        toRefund: 0,
      });
      expect(afterDeposit.ledger).toEqual([
        expect.objectContaining({
          kind: 'payment',
          amount: 4_000_000,
          method: 'transfer',
          note: 'GTBank transfer',
          receiptNumber: expect.stringMatching(/^SAFA-\d{4}-\d{6}$/),
        }),
      ]);
      expect(afterDeposit.history.map(({ event, status, by }) => [event, status, by])).toEqual([
        ['held', 'held', 'customer'],
        ['payment', 'deposit_paid', 'admin'],
      ]);

      const paid = bookingSchema.parse((await record(booking.id, 11_000_000)).body);
      expect(paid).toMatchObject({ status: 'paid', amounts: { paid: 15_000_000, balance: 0, dueNow: 0 } });
    });

    it('refuse a refund of what was never paid, a fraction and a day to come, and leave the booking as it was', async () => {
      const booking = await aHeldBooking();
      const refundNothing = await refund(booking.id, 1);
      expect(refundNothing.status).toBe(409);
      expect(refundNothing.body.message).toBe(
        'Nothing was paid beyond the price: to give money back, reduce the price.',
      );
      const fraction = await record(booking.id, 1000.5);
      expect(fraction.status).toBe(400);
      const future = await record(booking.id, 1000, { paidOn: dayFromNow(3) });
      expect(future.status).toBe(400);
      expect(future.body.message).toBe('The payment date cannot be in the future.');
      const stored = await BookingModel.findById(booking.id).lean();
      expect(stored).toMatchObject({ status: 'held', ledger: [], revision: 0 });
    });

    it('keep a held booking with any payment from expiring', async () => {
      const booking = await aHeldBooking();
      await record(booking.id, 100_000);
      await BookingModel.updateOne(
        { _id: booking.id },
        { $set: { holdExpiresAt: new Date(Date.now() - 1000) } },
      );
      const config = loadConfig({ NODE_ENV: 'test' });
      const expiry = startHoldExpiry(bookingLifeFor(config), {
        logger: pino({ level: 'silent' }),
        timing: { pollMs: 60_000, orphanAfterMs: 60_000 },
      });
      await expiry.runOnce();
      await expiry.stop();
      expect((await BookingModel.findById(booking.id).lean())?.status).toBe('held');
    });

    it('never issue one receipt number twice, under 20 payments at once', async () => {
      // Booked one after another: the bookings of one departure queue for its lock (503 past 5 s on a
      // loaded machine); the payments are what this races.
      const bookings = [];
      for (let made = 0; made < 20; made += 1) bookings.push(await aHeldBooking());
      const answers = await Promise.all(bookings.map((booking) => record(booking.id, 500_000)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
      const numbers = answers.map((answer) => receiptNumberOf(bookingSchema.parse(answer.body), 0));
      expect(new Set(numbers).size).toBe(20);
      const sequence = numbers.map((number) => Number(number?.slice(-6))).sort((a, b) => a - b);
      expect((sequence.at(-1) ?? 0) - (sequence[0] ?? 0)).toBe(19);
    });

    it('give a PDF receipt with the reference, the amount in figures and words, paid to date and balance', async () => {
      const booking = await aHeldBooking();
      const paid = bookingSchema.parse((await record(booking.id, 4_000_000, { method: 'cash' })).body);
      const number = receiptNumberOf(paid, 0);
      const response = await context.http
        .get(`/api/bookings/${booking.id}/receipt`)
        .query({ number })
        .set(admin())
        .responseType('blob');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="receipt-${number}.pdf"`);
      const text = pdfText(response.body as Buffer).replace(/\s+/g, ' ');
      expect(text).toContain(`Payment receipt ${number}`);
      expect(text).toContain('Safa Travels & Tours');
      expect(text).toContain(booking.reference);
      expect(text).toContain('NGN 4,000,000');
      expect(text).toContain('Four Million Naira Only');
      expect(text).toContain('Paid to date NGN 4,000,000');
      expect(text).toContain('Balance NGN 11,000,000');
      expect(text).toContain('Traveller 1 Bello, Traveller 2 Bello');

      const unknown = await context.http
        .get(`/api/bookings/${booking.id}/receipt`)
        .query({ number: 'SAFA-1999-000001' })
        .set(admin());
      expect(unknown.status).toBe(404);
      const anonymous = await context.http.get(`/api/bookings/${booking.id}/receipt`).query({ number });
      expect(anonymous.status).toBe(401);
    });
  });

  describe('transfer proofs', () => {
    const upload = (token: string, bytes: Buffer, name = 'transfer.jpg') =>
      context.http
        .post('/api/bookings/by-link/proofs')
        .query({ token })
        .set('X-Forwarded-For', '203.0.113.77')
        .attach('proof', bytes, name);

    it('are stored privately without their metadata, reachable by the link and the admin only', async () => {
      const booking = await aHeldBooking();
      const other = await aHeldBooking();
      const photo = await geotaggedPhoto();
      const uploaded = await upload(booking.token, photo);
      expect(uploaded.status).toBe(201);
      const view = bookingViewSchema.parse(uploaded.body);
      const [proof] = view.proofs;
      expect(proof).toMatchObject({ fileName: 'transfer.jpg', contentType: 'image/jpeg' });
      const proofId = proof?.id ?? '';

      const byLink = await context.http
        .get(`/api/bookings/by-link/proofs/${proofId}`)
        .query({ token: booking.token })
        .responseType('blob');
      expect(byLink.status).toBe(200);
      expect(byLink.headers['cache-control']).toBe('no-store');
      const metadata = await sharp(byLink.body as Buffer).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.format).toBe('jpeg');

      expect((await context.http.get(`/api/media/${proofId}`)).status).toBe(404);
      expect(
        (await context.http.get(`/api/bookings/by-link/proofs/${proofId}`).query({ token: other.token }))
          .status,
      ).toBe(404);
      expect((await context.http.get(`/api/bookings/by-link/proofs/${proofId}`)).status).toBe(400);
      expect((await context.http.get(`/api/proofs/${proofId}`)).status).toBe(401);
      expect((await context.http.get(`/api/proofs/${proofId}`).set(admin())).status).toBe(200);

      const summary = dashboardSummarySchema.parse(
        (await context.http.get('/api/dashboard/summary').set(admin())).body,
      );
      expect(summary.payments.proofsToCheck).toBeGreaterThanOrEqual(1);
      const recorded = bookingSchema.parse((await record(booking.id, 4_000_000, { proofId })).body);
      expect(recorded.proofs[0]?.checkedAt).toBeDefined();
    });

    it('refuse what is not a picture or a PDF, and a PDF is kept without its author', async () => {
      const booking = await aHeldBooking();
      const text = await upload(booking.token, Buffer.from('not a transfer at all'), 'proof.txt');
      expect(text.status).toBe(415);
      expect(text.body.message).toBe('A proof must be a picture (JPEG, PNG, WebP) or a PDF.');

      const { PDFDocument } = await import('pdf-lib');
      const pdf = await PDFDocument.create();
      pdf.setAuthor('Musa Bello, 14 Admiralty Way, Lekki');
      pdf.addPage();
      const uploaded = await upload(booking.token, Buffer.from(await pdf.save()), 'receipt.pdf');
      expect(uploaded.status).toBe(201);
      const proofId = bookingViewSchema.parse(uploaded.body).proofs[0]?.id;
      const stored = await context.http.get(`/api/proofs/${proofId}`).set(admin()).responseType('blob');
      expect(stored.headers['content-type']).toBe('application/pdf');
      expect((stored.body as Buffer).toString('latin1')).not.toContain('Musa Bello');
    });

    it('of a booking that ended longer ago than the retention period are deleted, and listed as removed', async () => {
      const old = await aHeldBooking();
      const recent = await aHeldBooking();
      for (const booking of [old, recent]) {
        await upload(booking.token, await geotaggedPhoto());
        await context.http.post(`/api/bookings/${booking.id}/cancel`).set(admin());
      }
      const endedDaysAgo = async (id: string, days: number) => {
        const stored = await BookingModel.findById(id).lean();
        const history = (stored?.history ?? []).map((entry) =>
          entry.event === 'cancelled'
            ? { ...entry, at: new Date(Date.now() - days * 24 * 60 * 60 * 1000) }
            : entry,
        );
        await BookingModel.collection.updateOne({ _id: new Types.ObjectId(id) }, { $set: { history } });
      };
      await endedDaysAgo(old.id, 91);
      await endedDaysAgo(recent.id, 89);
      const retention = startProofRetention(bookingLifeFor(loadConfig({ NODE_ENV: 'test' })), {
        retentionMs: 90 * 24 * 60 * 60 * 1000,
        logger: pino({ level: 'silent' }),
        pollMs: 60_000,
      });
      try {
        expect(await retention.runOnce()).toBe(1);
        expect(await retention.runOnce()).toBe(0);
      } finally {
        await retention.stop();
      }
      const proofOf = async (id: string) =>
        bookingSchema.parse((await context.http.get(`/api/bookings/${id}`).set(admin())).body).proofs[0];
      const [gone, kept] = [await proofOf(old.id), await proofOf(recent.id)];
      expect(gone?.removedAt).toBeDefined();
      expect((await context.http.get(`/api/proofs/${gone?.id}`).set(admin())).status).toBe(404);
      expect(kept?.removedAt).toBeUndefined();
      expect((await context.http.get(`/api/proofs/${kept?.id}`).set(admin())).status).toBe(200);
    });

    it('are refused, with a clear message and nothing stored, once proofs fill their storage', async () => {
      const full = createApp({
        config: loadConfig({ NODE_ENV: 'test', PROOF_STORAGE_MAX_MB: '0.001' }),
        logger: pino({ level: 'silent' }),
        tokens: context.tokens,
        cipher: context.cipher,
      });
      const booking = await aHeldBooking();
      const filesBefore = await proofFiles.files().countDocuments();
      const refused = await request(full.callback())
        .post('/api/bookings/by-link/proofs')
        .query({ token: booking.token })
        .attach('proof', await geotaggedPhoto(), 'transfer.jpg');
      expect([refused.status, refused.body.message]).toEqual([
        507,
        'We cannot take more proofs here just now: please send it to us on WhatsApp.',
      ]);
      expect(await proofFiles.files().countDocuments()).toBe(filesBefore);
      const summary = dashboardSummarySchema.parse(
        (await context.http.get('/api/dashboard/summary').set(admin())).body,
      );
      expect(summary.payments.proofStorage.usedBytes).toBeGreaterThan(0);
      expect(summary.payments.proofStorage.maxBytes).toBe(2048 * 1024 * 1024);
    });

    it('waiting to be checked list their bookings under ?proofs=unchecked, until each is checked', async () => {
      const booking = await aHeldBooking();
      const untouched = await aHeldBooking();
      const photo = await geotaggedPhoto();
      await upload(booking.token, photo, 'first.jpg');
      const [first, second] = bookingViewSchema.parse(
        (await upload(booking.token, photo, 'second.jpg')).body,
      ).proofs;
      const toCheck = async () =>
        bookingListSchema
          .parse((await context.http.get('/api/bookings?proofs=unchecked').set(admin())).body)
          .map((listed) => listed.reference);

      expect(await toCheck()).toContain(booking.reference);
      expect(await toCheck()).not.toContain(untouched.reference);
      await context.http.post(`/api/proofs/${first?.id}/check`).set(admin());
      expect(await toCheck()).toContain(booking.reference);
      await context.http.post(`/api/proofs/${second?.id}/check`).set(admin());
      expect(await toCheck()).not.toContain(booking.reference);

      const unknownFilter = await context.http.get('/api/bookings?proofs=checked').set(admin());
      expect(unknownFilter.status).toBe(400);
    });
  });

  describe('by card through Paystack', () => {
    const start = (token: string) =>
      context.http
        .post('/api/bookings/by-link/card-payments')
        .set('X-Forwarded-For', '203.0.113.90')
        .send({ token });
    const verify = (token: string, reference: string) =>
      context.http
        .post('/api/bookings/by-link/card-payments/verify')
        .set('X-Forwarded-For', '203.0.113.90')
        .send({ token, reference });

    it('start for what is due now in kobo, and record once only what Paystack verifies', async () => {
      const booking = await aHeldBooking();
      const view = bookingViewSchema.parse(
        (await context.http.get('/api/bookings/by-link').query({ token: booking.token })).body,
      );
      expect(view).toMatchObject({
        cardPayment: true,
        payTo: { narration: booking.reference, amount: 4_000_000 },
      });

      const started = await start(booking.token);
      expect(started.status).toBe(200);
      const reference = `${booking.reference}-1`;
      expect(started.body.authorizationUrl).toBe(`${paystack.url}/pay/${reference}`);
      expect(paystack.transactions.get(reference)).toMatchObject({
        amount: 400_000_000,
        currency: 'NGN',
        email: expect.stringMatching(/@example\.com$/),
        callbackUrl: expect.stringMatching(/^https:\/\/safa\.example\/booking\?return=[\w-]{43}$/),
      });
      // The private link never leaves the site: Paystack's way back is a one-time code, good once.
      const callback = new URL(paystack.transactions.get(reference)?.callbackUrl ?? '');
      expect(callback.toString()).not.toContain(booking.token);
      const code = callback.searchParams.get('return') ?? '';
      const redeem = () =>
        context.http
          .post('/api/bookings/card-returns')
          .set('X-Forwarded-For', '203.0.113.90')
          .send({ code, reference });
      const back = await redeem();
      expect([back.status, back.body, back.headers['cache-control']]).toEqual([
        200,
        { token: booking.token },
        'no-store',
      ]);
      const again = await redeem();
      expect([again.status, again.body.message]).toEqual([
        404,
        'This way back from the card payment was used already or has expired: open your booking from the link we sent you.',
      ]);

      const unpaid = await verify(booking.token, reference);
      expect(unpaid.status).toBe(409);
      expect(unpaid.body.message).toBe('The card payment did not go through: nothing was charged.');

      paystack.pay(reference);
      const paid = await verify(booking.token, reference);
      expect(paid.status).toBe(200);
      expect(bookingViewSchema.parse(paid.body)).toMatchObject({
        status: 'deposit_paid',
        amounts: { paid: 4_000_000 },
        ledger: [expect.objectContaining({ method: 'card', amount: 4_000_000 })],
      });
      await verify(booking.token, reference);
      expect((await BookingModel.findById(booking.id).lean())?.ledger).toHaveLength(1);
    });

    it.each([
      ['an amount', { amount: 100 }],
      ['a currency', { currency: 'USD' }],
    ])(
      'record nothing, and log it, when Paystack verifies %s other than started',
      async (_what, verifiedAs) => {
        const booking = await aHeldBooking();
        await start(booking.token);
        const reference = `${booking.reference}-1`;
        paystack.pay(reference, verifiedAs);
        const answer = await verify(booking.token, reference);
        expect(answer.status).toBe(409);
        expect((await BookingModel.findById(booking.id).lean())?.ledger).toEqual([]);
        expect(logLines).toContainEqual(
          expect.objectContaining({
            reference,
            msg: 'card payment not recorded: Paystack verified another amount or currency',
          }),
        );
      },
    );

    it('refuse a webhook whose signature is not the HMAC of its body, recording nothing', async () => {
      const booking = await aHeldBooking();
      await start(booking.token);
      const reference = `${booking.reference}-1`;
      paystack.pay(reference);
      const { body, signature } = paystack.chargeSuccessEvent(reference);
      for (const wrong of ['', 'f'.repeat(128), signature.replace(/^./, (c) => (c === '0' ? '1' : '0'))]) {
        const answer = await context.http
          .post('/api/paystack/webhook')
          .set('Content-Type', 'application/json')
          .set('x-paystack-signature', wrong)
          .send(body);
        expect(answer.status).toBe(401);
      }
      const tampered = await context.http
        .post('/api/paystack/webhook')
        .set('Content-Type', 'application/json')
        .set('x-paystack-signature', signature)
        .send(body.replace('charge.success', 'charge.success '));
      expect(tampered.status).toBe(401);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await BookingModel.findById(booking.id).lean())?.ledger).toEqual([]);
    });
  });

  describe('balance reminders', () => {
    it('fall 14, 7 and 2 days before the balance is due, the nearest reached, none once it is past', () => {
      const days = [14, 7, 2];
      expect([20, 14, 10, 7, 3, 2, 0, -1].map((left) => reminderDue(left, days))).toEqual([
        undefined,
        14,
        14,
        7,
        7,
        2,
        2,
        undefined,
      ]);
    });

    it('are each queued once, with their e-mail, for a booking made before their day', async () => {
      const booking = await aHeldBooking();
      await record(booking.id, 4_000_000);
      // Booked a month ago (mongoose keeps `createdAt` immutable: written to the collection itself).
      await BookingModel.collection.updateOne(
        { _id: new Types.ObjectId(booking.id) },
        { $set: { createdAt: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000) } },
      );
      await DepartureModel.updateOne({ _id: departureId }, { $set: { balanceDueOn: dayFromNow(6) } });
      const reminders = startBookingReminders(bookingLifeFor(loadConfig({ NODE_ENV: 'test' })), {
        reminderDays: [14, 7, 2],
        cipher: TEST_CIPHER,
        logger: pino({ level: 'silent' }),
        pollMs: 60_000,
      });
      try {
        await reminders.runOnce();
        await reminders.runOnce();
      } finally {
        await reminders.stop();
        await DepartureModel.updateOne({ _id: departureId }, { $unset: { balanceDueOn: 1 } });
      }
      const stored = await BookingModel.findById(booking.id).select('+mails').lean();
      expect(stored?.reminders).toEqual([7]);
    });
  });
});
