import {
  BOOKING_MESSAGES,
  type Booking,
  bookingSchema,
  type DepartureInput,
  OPERATOR_BOOKING_MESSAGES,
} from '@safa/contract';
import { type SmtpInbox, startSmtpInbox } from '@safa/test-support/smtp-inbox';
import { Types } from 'mongoose';
import pino from 'pino';
import { loadConfig } from '../src/config';
import { bookingLifeFor } from '../src/modules/bookings/booking.service';
import { startHoldExpiry } from '../src/modules/bookings/hold-expiry';
import { DepartureModel } from '../src/modules/departures/departure.model';
import { aBooking, aPackage, createDeparture, dayFromNow } from './support/bookings';
import { snapshotDatabase } from './support/db-snapshot';
import { setUpTestApp, type TestContext, tearDownTestApp } from './support/test-app';

describe('bookings made and changed by the operator', () => {
  let context: TestContext;
  let packageId: string;
  let inbox: SmtpInbox;
  const today = dayFromNow(0);

  beforeAll(async () => {
    // Messages are queued only on the channels set up: e-mail, here.
    inbox = await startSmtpInbox();
    context = await setUpTestApp({ env: { SMTP_URL: inbox.url, NOTIFY_EMAIL: 'bookings@agency.example' } });
    packageId = await aPackage();
  });
  afterAll(async () => {
    await tearDownTestApp();
    await inbox.stop();
  });

  const admin = () => ({ Authorization: context.adminAuth });
  const newDeparture = async (changes: Partial<DepartureInput> = {}, forPackage = packageId) =>
    (await createDeparture(context, forPackage, changes)).id;
  const seatsOf = async (departureId: string) => {
    const departure = await DepartureModel.findById(departureId).lean();
    return {
      seatsBooked: departure?.seatsBooked,
      held: departure?.holds.map((hold) => [hold.bookingId.toHexString(), hold.seats]),
    };
  };
  const bookByOperator = (body: object) =>
    context.http.post('/api/bookings/by-operator').set(admin()).send(body);
  const aBookingByOperator = async (departureId: string, travellers = 1): Promise<Booking> => {
    const response = await bookByOperator(aBooking(departureId, { travellers }));
    expect(response.status).toBe(201);
    return bookingSchema.parse(response.body);
  };
  /** The booking's change as the operator's form sends it: everyone kept, with `changes`. */
  const asItIs = (booking: Booking) => ({
    contact: booking.contact,
    room: booking.room,
    travellers: booking.travellers.map(({ id, fullName, type }) => ({ travellerId: id, fullName, type })),
  });
  const change = (booking: Booking, body: object) =>
    context.http.put(`/api/bookings/${booking.id}`).set(admin()).send(body);
  const move = (booking: Booking, departureId: string) =>
    context.http.post(`/api/bookings/${booking.id}/move`).set(admin()).send({ departureId });

  describe('made for a customer who phoned or walked in', () => {
    it('record what they paid there and then, with its receipt, in the booking’s first write', async () => {
      const departureId = await newDeparture();
      const response = await bookByOperator({
        ...aBooking(departureId, { travellers: 2 }),
        paidNow: { amount: 4_000_000, method: 'cash', paidOn: today, note: 'Paid at the office' },
      });
      expect(response.status).toBe(201);
      const booking = bookingSchema.parse(response.body);
      expect(booking.status).toBe('deposit_paid');
      expect(booking.amounts).toMatchObject({ total: 15_000_000, paid: 4_000_000, balance: 11_000_000 });
      expect(booking.ledger).toEqual([
        expect.objectContaining({ kind: 'payment', amount: 4_000_000, method: 'cash', paidOn: today }),
      ]);
      const [payment] = booking.ledger;
      const receiptNumber = payment?.kind === 'payment' ? payment.receiptNumber : '';
      expect(receiptNumber).toMatch(/^SAFA-\d{4}-\d{6}$/);
      expect(booking.history).toEqual([
        expect.objectContaining({ event: 'held', status: 'held', by: 'admin' }),
        expect.objectContaining({
          event: 'payment',
          status: 'deposit_paid',
          by: 'admin',
          note: `Payment ${receiptNumber}`,
        }),
      ]);
      const toCustomer = booking.messages
        .filter((message) => message.to === 'customer')
        .map((message) => message.kind);
      expect(new Set(toCustomer)).toEqual(new Set(['bookingReceived', 'receipt']));
      expect(booking.messages.filter((message) => message.to === 'agency')).toEqual([]);
      expect(booking.manageUrl).toContain('token=');
      expect(await seatsOf(departureId)).toEqual({ seatsBooked: 2, held: [[booking.id, 2]] });
    });

    it('without a payment are held as the public form’s, by the operator', async () => {
      const departureId = await newDeparture();
      const booking = await aBookingByOperator(departureId);
      expect(booking).toMatchObject({ status: 'held', amounts: { paid: 0, dueNow: 2_000_000 }, ledger: [] });
      expect(booking.history).toEqual([expect.objectContaining({ event: 'held', by: 'admin' })]);
      expect(await seatsOf(departureId)).toEqual({ seatsBooked: 1, held: [[booking.id, 1]] });
    });

    it('are not held to the caps of unpaid seats a visitor meets, and a form sent twice books once', async () => {
      const departureId = await newDeparture();
      const body = {
        ...aBooking(departureId, { travellers: 8 }),
        submission: 'f0f1f2f3-a4a5-4b6b-8c7c-d8d9dadbdcdd',
      };
      const [first, again] = [await bookByOperator(body), await bookByOperator(body)];
      expect([first.status, again.status]).toEqual([201, 201]);
      expect(again.body.reference).toBe(first.body.reference);
      expect(await seatsOf(departureId)).toMatchObject({ seatsBooked: 8 });
    });

    it('are refused when too few seats are left, with the public form’s messages', async () => {
      const departureId = await newDeparture({ seats: 3 });
      const tooMany = await bookByOperator(aBooking(departureId, { travellers: 4 }));
      expect(tooMany.status).toBe(409);
      expect(tooMany.body.message).toBe(BOOKING_MESSAGES.seatsLeft(3));
      await aBookingByOperator(departureId, 3);
      const soldOut = await bookByOperator(aBooking(departureId));
      expect(soldOut.status).toBe(409);
      expect(soldOut.body.message).toBe(BOOKING_MESSAGES.soldOut);
      expect(await seatsOf(departureId)).toMatchObject({ seatsBooked: 3 });
    });

    it('refuse a room its travellers do not fill, bad input and a call without a token, changing nothing', async () => {
      const departureId = await newDeparture();
      const before = await snapshotDatabase();
      const misfit = await bookByOperator({ ...aBooking(departureId, { travellers: 3 }), room: 'double' });
      expect(misfit.status).toBe(400);
      expect(misfit.body.issues).toEqual([expect.objectContaining({ path: ['room'] })]);
      const unpaidPayment = await bookByOperator({
        ...aBooking(departureId),
        paidNow: { amount: -5, method: 'cash', paidOn: today },
      });
      expect(unpaidPayment.status).toBe(400);
      const noConsent = await bookByOperator({ ...aBooking(departureId), consent: false });
      expect(noConsent.status).toBe(400);
      expect(noConsent.body.message).toContain(OPERATOR_BOOKING_MESSAGES.consent);
      const anonymous = await context.http.post('/api/bookings/by-operator').send(aBooking(departureId));
      expect(anonymous.status).toBe(401);
      expect(await snapshotDatabase()).toBe(before);
    });
  });

  describe('changed by the operator', () => {
    it('take a seat for a traveller added, keep the others’ files, and price the booking again over its adjustments', async () => {
      const departureId = await newDeparture();
      const booking = await aBookingByOperator(departureId, 2);
      const discount = await context.http
        .post(`/api/bookings/${booking.id}/adjustments`)
        .set(admin())
        .send({ amount: -500_000, reason: 'Family discount' });
      expect(discount.status).toBe(201);
      const wanted = asItIs(booking);
      const response = await change(booking, {
        ...wanted,
        travellers: [...wanted.travellers, { fullName: 'Zainab Bello', type: 'adult' }],
      });
      expect(response.status).toBe(200);
      const changed = bookingSchema.parse(response.body);
      expect(changed.travellers.map((traveller) => traveller.fullName)).toEqual([
        'Traveller 1 Bello',
        'Traveller 2 Bello',
        'Zainab Bello',
      ]);
      expect(changed.travellers.slice(0, 2)).toEqual(
        booking.travellers.map((traveller) =>
          expect.objectContaining({ id: traveller.id, passportNumber: traveller.passportNumber }),
        ),
      );
      expect(changed.amounts).toMatchObject({ total: 3 * 7_500_000 - 500_000, depositDue: 3 * 2_000_000 });
      expect(changed.history.at(-1)).toMatchObject({
        event: 'details_changed',
        by: 'admin',
        note: 'Added Zainab Bello.',
      });
      expect(await seatsOf(departureId)).toEqual({ seatsBooked: 3, held: [[booking.id, 3]] });
    });

    it('give back the seat of a traveller left out, after the booking changed', async () => {
      const departureId = await newDeparture();
      const booking = await aBookingByOperator(departureId, 3);
      const [kept, , alsoKept] = asItIs(booking).travellers;
      const response = await change(booking, { ...asItIs(booking), travellers: [kept, alsoKept] });
      expect(response.status).toBe(200);
      const changed = bookingSchema.parse(response.body);
      expect(changed.travellers.map((traveller) => traveller.id)).toEqual([
        kept?.travellerId,
        alsoKept?.travellerId,
      ]);
      expect(changed.amounts.total).toBe(2 * 7_500_000);
      expect(changed.history.at(-1)?.note).toBe('Removed Traveller 2 Bello.');
      expect(await seatsOf(departureId)).toEqual({ seatsBooked: 2, held: [[booking.id, 2]] });
    });

    it('are refused when too few seats are left for those added, changing nothing', async () => {
      const departureId = await newDeparture({ seats: 3 });
      const booking = await aBookingByOperator(departureId, 2);
      await aBookingByOperator(departureId, 1);
      const before = await snapshotDatabase();
      const wanted = asItIs(booking);
      const response = await change(booking, {
        ...wanted,
        travellers: [...wanted.travellers, { fullName: 'Zainab Bello', type: 'adult' }],
      });
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(BOOKING_MESSAGES.soldOut);
      expect(await snapshotDatabase()).toBe(before);
    });

    it('refuse a traveller of another booking (400), and a cancelled booking (409), changing nothing', async () => {
      const departureId = await newDeparture();
      const [booking, other] = [await aBookingByOperator(departureId), await aBookingByOperator(departureId)];
      const cancelled = await aBookingByOperator(departureId);
      expect((await context.http.post(`/api/bookings/${cancelled.id}/cancel`).set(admin())).status).toBe(200);
      const before = await snapshotDatabase();
      const stranger = await change(booking, { ...asItIs(booking), travellers: asItIs(other).travellers });
      expect(stranger.status).toBe(400);
      expect(stranger.body.message).toBe(OPERATOR_BOOKING_MESSAGES.travellerNotFound);
      const ended = await change(cancelled, asItIs(cancelled));
      expect(ended.status).toBe(409);
      expect(ended.body.message).toBe(OPERATOR_BOOKING_MESSAGES.ended);
      expect(await snapshotDatabase()).toBe(before);
    });
  });

  describe('moved by the operator', () => {
    it('take the seats on the new departure, give them back on the old, and stay one booking, priced anew', async () => {
      const from = await newDeparture({ departsOn: dayFromNow(100), returnsOn: dayFromNow(114) });
      const to = await newDeparture({
        departsOn: dayFromNow(130),
        returnsOn: dayFromNow(144),
        rooms: [{ type: 'quad', price: 8_000_000 }],
      });
      const booking = await aBookingByOperator(from, 2);
      const paid = await context.http
        .post('/api/payments')
        .set(admin())
        .send({ bookingId: booking.id, amount: 4_000_000, method: 'transfer', paidOn: today });
      expect(paid.status).toBe(201);
      const response = await move(booking, to);
      expect(response.status).toBe(200);
      const moved = bookingSchema.parse(response.body);
      expect(moved).toMatchObject({
        id: booking.id,
        reference: booking.reference,
        manageUrl: booking.manageUrl,
        trip: { departureId: to, departsOn: dayFromNow(130) },
        status: 'deposit_paid',
        amounts: { total: 16_000_000, paid: 4_000_000, balance: 12_000_000 },
      });
      expect(moved.ledger).toEqual(bookingSchema.parse(paid.body).ledger);
      expect(moved.history.at(-1)).toMatchObject({ event: 'moved', by: 'admin' });
      expect(moved.history.at(-1)?.note).toMatch(/^From the departure of .+ to that of .+\.$/);
      expect(moved.messages.filter((message) => message.kind === 'bookingChanged')).toEqual([
        expect.objectContaining({ to: 'customer' }),
      ]);
      expect(await seatsOf(from)).toEqual({ seatsBooked: 0, held: [] });
      expect(await seatsOf(to)).toEqual({ seatsBooked: 2, held: [[booking.id, 2]] });
    });

    it('are refused to another package’s departure, to its own, and where too few seats are left, changing nothing', async () => {
      const from = await newDeparture();
      const full = await newDeparture({
        seats: 1,
        departsOn: dayFromNow(150),
        returnsOn: dayFromNow(164),
      });
      const elsewhere = await newDeparture({}, await aPackage('Umrah Ramadan 2027'));
      const booking = await aBookingByOperator(from, 2);
      const before = await snapshotDatabase();
      const otherPackage = await move(booking, elsewhere);
      expect(otherPackage.status).toBe(400);
      expect(otherPackage.body.message).toBe(OPERATOR_BOOKING_MESSAGES.otherPackage);
      const same = await move(booking, from);
      expect(same.status).toBe(400);
      expect(same.body.message).toBe(OPERATOR_BOOKING_MESSAGES.sameDeparture);
      const tooFew = await move(booking, full);
      expect(tooFew.status).toBe(409);
      expect(tooFew.body.message).toBe(BOOKING_MESSAGES.seatsLeft(1));
      expect(await snapshotDatabase()).toBe(before);
    });

    it('leave no seats behind on the departure a move stopped halfway took them on: the hold sweep gives them back', async () => {
      const [from, to] = [
        await newDeparture(),
        await newDeparture({ departsOn: dayFromNow(150), returnsOn: dayFromNow(164) }),
      ];
      const booking = await aBookingByOperator(from, 2);
      // What a process stopped between the new departure's seats and the booking's write leaves.
      await DepartureModel.updateOne(
        { _id: to },
        {
          $inc: { seatsBooked: 2 },
          $push: {
            holds: {
              bookingId: new Types.ObjectId(booking.id),
              seats: 2,
              at: new Date(Date.now() - 3_600_000),
            },
          },
        },
      );
      const sweeper = startHoldExpiry(bookingLifeFor(loadConfig({ NODE_ENV: 'test' })), {
        logger: pino({ level: 'silent' }),
        timing: { pollMs: 60_000, orphanAfterMs: 60_000 },
      });
      await sweeper.runOnce();
      await sweeper.stop();
      expect(await seatsOf(to)).toEqual({ seatsBooked: 0, held: [] });
      expect(await seatsOf(from)).toEqual({ seatsBooked: 2, held: [[booking.id, 2]] });
    });
  });
});
