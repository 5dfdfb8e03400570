import { Writable } from 'node:stream';
import {
  bookingCreatedSchema,
  bookingListSchema,
  bookingSchema,
  bookingViewSchema,
  type DepartureInput,
  dashboardSummarySchema,
  departureListSchema,
  departureSchema,
  MANIFEST_COLUMNS,
} from '@safa/contract';
import pino from 'pino';
import { loadConfig } from '../src/config';
import { BookingModel } from '../src/modules/bookings/booking.model';
import { bookingLifeFor } from '../src/modules/bookings/booking.service';
import { startHoldExpiry } from '../src/modules/bookings/hold-expiry';
import { DepartureModel } from '../src/modules/departures/departure.model';
import { aBooking, aDeparture, aPackage, createDeparture, dayFromNow } from './support/bookings';
import { snapshotDatabase } from './support/db-snapshot';
import { setUpTestApp, type TestContext, tearDownTestApp } from './support/test-app';

describe('departures and bookings', () => {
  let context: TestContext;
  const logLines: Array<Record<string, unknown>> = [];
  let packageId: string;

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    context = await setUpTestApp({
      logger: pino({ level: 'info' }, sink),
      env: { BOOKING_SEATS_HELD_MAX: '6', BOOKING_SEATS_HELD_PER_ADDRESS: '6' },
    });
    packageId = await aPackage();
  });
  afterAll(tearDownTestApp);

  const admin = () => ({ Authorization: context.adminAuth });
  const newDeparture = (changes: Partial<DepartureInput> = {}) =>
    createDeparture(context, packageId, changes);
  let visitors = 0;
  /** A visitor's booking, from an address of its own unless given one. */
  const book = (body: object, address?: string) => {
    visitors += 1;
    return context.http
      .post('/api/bookings')
      .set('X-Forwarded-For', address ?? `203.0.113.${visitors}`)
      .send(body);
  };
  const departureNow = async (id: string) =>
    departureSchema.parse(
      (await context.http.get('/api/departures').set(admin())).body.find((d: { id: string }) => d.id === id),
    );

  describe('the operator’s departures', () => {
    it('are added with their rooms and deposit, the balance due 30 days before they leave', async () => {
      const departure = await newDeparture();
      expect(departure).toMatchObject({
        packageId,
        seats: 10,
        seatsBooked: 0,
        seatsLeft: 10,
        status: 'open',
        depositPerPerson: 2_000_000,
      });
      const leaves = new Date(`${departure.departsOn}T00:00:00Z`).getTime();
      expect(new Date(`${departure.balanceDueOn}T00:00:00Z`).getTime()).toBe(
        leaves - 30 * 24 * 60 * 60 * 1000,
      );
    });

    it.each<[Partial<DepartureInput>, string]>([
      [{ departsOn: dayFromNow(-1) }, 'The departure date must be after today.'],
      [{ depositPerPerson: 8_000_000 }, 'The deposit per person cannot be more than the lowest room price.'],
      [{ rooms: [] }, 'A departure needs at least one room type with its price.'],
      [
        {
          rooms: [
            { type: 'quad', price: 1 },
            { type: 'quad', price: 2 },
          ],
        },
        'Each room type may be priced once.',
      ],
      [{ seats: 0 }, 'A departure has at least 1 seat.'],
      [{ returnsOn: dayFromNow(100) }, 'The return date cannot be before the departure date.'],
      [{ rooms: [{ type: 'quad', price: 7_500_000.5 }] }, 'A room price must be a whole number of naira.'],
    ])('are refused with %j: "%s", nothing stored', async (changes, message) => {
      const before = await snapshotDatabase();
      const response = await context.http
        .post('/api/departures')
        .set(admin())
        .send(aDeparture(packageId, changes));
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
      expect(await snapshotDatabase()).toBe(before);
    });

    it('are listed to visitors while open and still to leave, soonest first', async () => {
      const later = await newDeparture({ departsOn: dayFromNow(200), returnsOn: dayFromNow(220) });
      const closed = await newDeparture();
      await context.http
        .put(`/api/departures/${closed.id}`)
        .set(admin())
        .send({ ...aDeparture(packageId), packageId: undefined, status: 'closed' });
      const listed = departureListSchema.parse(
        (await context.http.get(`/api/packages/${packageId}/departures`)).body,
      );
      expect(listed.map((departure) => departure.id)).toContain(later.id);
      expect(listed.map((departure) => departure.id)).not.toContain(closed.id);
      expect(listed.map((departure) => departure.departsOn)).toEqual(
        [...listed.map((departure) => departure.departsOn)].sort(),
      );
      expect((await context.http.get('/api/packages/0123456789abcdef01234567/departures')).status).toBe(404);
    });

    it('are deleted only while no one ever booked them, and never edited below the seats booked', async () => {
      const departure = await newDeparture();
      const unbooked = await newDeparture();
      expect((await book(aBooking(departure.id, { travellers: 3 }))).status).toBe(201);

      const fewer = await context.http
        .put(`/api/departures/${departure.id}`)
        .set(admin())
        .send({ ...aDeparture(packageId), packageId: undefined, seats: 2, status: 'open' });
      expect(fewer.status).toBe(400);
      expect(fewer.body.message).toBe('3 seats are booked on this departure: it needs at least 3.');

      const deleted = await context.http.delete(`/api/departures/${departure.id}`).set(admin());
      expect(deleted.status).toBe(409);
      expect(deleted.body.message).toBe('A departure with bookings cannot be deleted: archive it instead.');
      expect((await context.http.delete(`/api/departures/${unbooked.id}`).set(admin())).status).toBe(200);
      expect((await context.http.delete(`/api/packages/${packageId}`).set(admin())).status).toBe(409);
    });
  });

  describe('a visitor’s booking', () => {
    it('takes its seats, answers its reference, total, deposit, hold and private link', async () => {
      const departure = await newDeparture();
      const response = await book(aBooking(departure.id, { travellers: 2 }));
      expect(response.status).toBe(201);
      const created = bookingCreatedSchema.parse(response.body);
      expect(created.reference).toMatch(/^SAFA-[2-9A-HJKMNP-TW-Z]{5}$/);
      expect(created).toMatchObject({ status: 'held', total: 15_000_000, depositDue: 4_000_000 });
      const holdHours = (Date.parse(created.holdExpiresAt) - Date.now()) / 3_600_000;
      expect(holdHours).toBeGreaterThan(47.9);
      expect(holdHours).toBeLessThanOrEqual(48);
      expect(created.manageUrl).toMatch(/^http:\/\/localhost:3000\/booking\?token=[\w-]{43}$/);
      expect(await departureNow(departure.id)).toMatchObject({ seatsBooked: 2, seatsLeft: 8 });

      const token = new URL(created.manageUrl).searchParams.get('token') ?? '';
      const page = await context.http.get(`/api/bookings/by-link?token=${token}`);
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
      const view = bookingViewSchema.parse(page.body);
      expect(view).toMatchObject({
        reference: created.reference,
        room: 'quad',
        amounts: {
          total: 15_000_000,
          depositDue: 4_000_000,
          paid: 0,
          refunded: 0,
          balance: 15_000_000,
          dueNow: 4_000_000,
          toRefund: 0,
        },
        trip: { packageTitle: 'Hajj 2027 Premium Package', departsOn: departure.departsOn },
      });
      expect(view.travellers[0]?.passportNumber).toMatch(/^•+\d{2}$/);
    });

    it('keeps no passport number in clear, nor the private link', async () => {
      const departure = await newDeparture();
      const body = aBooking(departure.id, { travellers: 2 });
      const created = bookingCreatedSchema.parse((await book(body)).body);
      const raw = await BookingModel.collection.findOne({ reference: created.reference });
      const stored = JSON.stringify(raw);
      for (const traveller of body.travellers) expect(stored).not.toContain(traveller.passportNumber);
      expect(stored).not.toContain(new URL(created.manageUrl).searchParams.get('token'));
      expect(raw?.travellers[0].passportNumber).toMatch(/^v1\./);
    });

    it('is refused with the seats left when it wants more, and "sold out" when none are', async () => {
      const departure = await newDeparture({ seats: 3 });
      expect((await book(aBooking(departure.id, { travellers: 2 }))).status).toBe(201);
      const tooMany = await book(aBooking(departure.id, { travellers: 2 }));
      expect(tooMany.status).toBe(409);
      expect(tooMany.body.message).toBe('Only 1 seat left on this departure.');
      expect((await book(aBooking(departure.id))).status).toBe(201);
      const soldOut = await book(aBooking(departure.id));
      expect(soldOut.status).toBe(409);
      expect(soldOut.body.message).toBe('This departure is sold out.');
      expect(await departureNow(departure.id)).toMatchObject({ seatsBooked: 3, seatsLeft: 0 });
    });

    it.each([
      [{ consent: false }, 'Please agree to the privacy notice to book.'],
      [{ travellers: [] }, 'Add at least one traveller.'],
      [{ room: 'penthouse' }, 'Choose a room type.'],
      [
        { contact: { name: 'Amina', phone: 'call me', email: 'a@example.com' } },
        'Enter a phone number we can call or WhatsApp.',
      ],
    ])('is refused with %j: "%s", nothing stored', async (changes, message) => {
      const departure = await newDeparture();
      const before = await snapshotDatabase();
      const response = await book({ ...aBooking(departure.id), ...changes });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
      expect(await snapshotDatabase()).toBe(before);
    });

    it('is refused for a room the departure does not offer, a closed departure, and an unknown one', async () => {
      const departure = await newDeparture();
      const triple = await book(aBooking(departure.id, { room: 'triple' }));
      expect([triple.status, triple.body.message]).toEqual([409, 'This departure has no room of that type.']);
      await context.http
        .put(`/api/departures/${departure.id}`)
        .set(admin())
        .send({ ...aDeparture(packageId), packageId: undefined, status: 'closed' });
      const closed = await book(aBooking(departure.id));
      expect([closed.status, closed.body.message]).toEqual([409, 'This departure is not taking bookings.']);
      const unknown = await book(aBooking('0123456789abcdef01234567'));
      expect([unknown.status, unknown.body.message]).toEqual([404, 'This departure does not exist.']);
    });

    it('may not hold more seats than allowed per address or per phone at once', async () => {
      const departure = await newDeparture({ seats: 50 });
      const phone = '0803 777 1234';
      const first = aBooking(departure.id, { travellers: 4 });
      expect((await book({ ...first, contact: { ...first.contact, phone } }, '198.51.100.1')).status).toBe(
        201,
      );
      const second = aBooking(departure.id, { travellers: 3 });
      const samePhone = await book({ ...second, contact: { ...second.contact, phone } }, '198.51.100.2');
      expect(samePhone.status).toBe(429);
      expect(samePhone.body.message).toMatch(/^Unpaid bookings already hold 4 seats for you \(at most 6\)/);
      const sameAddress = await book(aBooking(departure.id, { travellers: 3 }), '198.51.100.1');
      expect(sameAddress.status).toBe(429);
      expect((await book(aBooking(departure.id, { travellers: 3 }), '198.51.100.3')).status).toBe(201);
      expect(await departureNow(departure.id)).toMatchObject({ seatsBooked: 7 });
    });

    it('filled in by a bot (the honeypot) is told it booked, and takes nothing', async () => {
      const departure = await newDeparture();
      const before = await snapshotDatabase();
      const response = await book({ ...aBooking(departure.id), website: 'https://spam.example' });
      expect(response.status).toBe(201);
      expect(bookingCreatedSchema.parse(response.body).reference).toMatch(/^SAFA-/);
      expect(await snapshotDatabase()).toBe(before);
    });

    it('through an unknown link is a 404 that names nothing', async () => {
      const response = await context.http.get(`/api/bookings/by-link?token=${'x'.repeat(43)}`);
      expect([response.status, response.body.message]).toEqual([404, 'This booking link is not valid.']);
    });
  });

  describe('the operator’s bookings', () => {
    it('are listed by departure and status with passports masked; a booking’s details show them whole', async () => {
      const departure = await newDeparture();
      const body = aBooking(departure.id, { travellers: 2 });
      const created = bookingCreatedSchema.parse((await book(body)).body);
      const listed = bookingListSchema.parse(
        (await context.http.get(`/api/bookings?departureId=${departure.id}&status=held`).set(admin())).body,
      );
      expect(listed.map((booking) => booking.reference)).toEqual([created.reference]);
      expect(listed[0]?.travellers[0]?.passportNumber).toMatch(/^•+/);

      const details = bookingSchema.parse(
        (await context.http.get(`/api/bookings/${listed[0]?.id}`).set(admin())).body,
      );
      expect(details.travellers.map((traveller) => traveller.passportNumber)).toEqual(
        body.travellers.map((traveller) => traveller.passportNumber),
      );
      expect(details.history).toEqual([
        { event: 'held', status: 'held', at: expect.any(String), by: 'customer' },
      ]);
      expect(Date.parse(details.consentAt)).toBeGreaterThan(Date.now() - 60_000);
    });

    it('are cancelled with their seats back, once', async () => {
      const departure = await newDeparture();
      const created = bookingCreatedSchema.parse(
        (await book(aBooking(departure.id, { travellers: 3 }))).body,
      );
      const { _id } = (await BookingModel.findOne({ reference: created.reference }).lean()) ?? {};
      const cancel = () => context.http.post(`/api/bookings/${_id?.toHexString()}/cancel`).set(admin());
      const cancelled = await cancel();
      expect(cancelled.status).toBe(200);
      expect(bookingSchema.parse(cancelled.body).history.map((entry) => entry.status)).toEqual([
        'held',
        'cancelled',
      ]);
      expect(await departureNow(departure.id)).toMatchObject({ seatsBooked: 0, seatsLeft: 10 });
      const again = await cancel();
      expect([again.status, again.body.message]).toEqual([409, 'This booking is already cancelled.']);
      expect(await departureNow(departure.id)).toMatchObject({ seatsBooked: 0 });
    });

    it('of a departure make its manifest: a traveller a row, passports whole, labels, a BOM, formulas defused, the export logged', async () => {
      const departure = await newDeparture();
      const first = aBooking(departure.id, { travellers: 2 });
      const second = aBooking(departure.id, { room: 'double' });
      second.travellers[0] = { fullName: '=HYPERLINK("http://evil.example")', passportNumber: 'B7654321' };
      await book(first);
      await book(second);
      logLines.length = 0;

      const response = await context.http.get(`/api/departures/${departure.id}/manifest`).set(admin());
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        new RegExp(
          `^attachment; filename="manifest-${departure.departsOn}-hajj-2027-premium-package\\.csv"$`,
        ),
      );
      expect(response.text.startsWith('\uFEFF')).toBe(true);
      const lines = response.text.slice(1).split('\r\n');
      expect(lines[0]).toBe(MANIFEST_COLUMNS.map((column) => `"${column}"`).join(','));
      expect(lines).toHaveLength(4);
      for (const traveller of first.travellers) {
        expect(response.text).toContain(
          `"${traveller.fullName}","","${traveller.dateOfBirth}","","${traveller.passportNumber}","","","Adult","${first.contact.phone}","Quad room (4 sharing)","","Not started",""`,
        );
      }
      expect(response.text).toContain(`"'=HYPERLINK(""http://evil.example"")","","","","B7654321"`);
      expect(response.text).not.toMatch(/"quad"|"held"/);
      const exported = logLines.filter((line) => line.msg === 'manifest exported');
      expect(exported).toEqual([
        expect.objectContaining({ departure: departure.id, rows: 3, admin: 'admin' }),
      ]);
      expect(JSON.stringify(logLines)).not.toMatch(/B7654321|A1\d{7}/);
    });
  });

  describe('the dashboard', () => {
    it('counts the bookings held awaiting payment, and shows the next departures with their seats left', async () => {
      const soon = await newDeparture({
        departsOn: dayFromNow(2),
        returnsOn: dayFromNow(10),
        depositPerPerson: 0,
      });
      const before = (await context.http.get('/api/dashboard/summary').set(admin())).body.bookings.held;
      expect((await book(aBooking(soon.id, { travellers: 3 }))).status).toBe(201);

      const summary = dashboardSummarySchema.parse(
        (await context.http.get('/api/dashboard/summary').set(admin())).body,
      );
      expect(summary.bookings.held).toBe(before + 1);
      expect(summary.bookings.nextDepartures[0]).toEqual({
        departureId: soon.id,
        packageTitle: 'Hajj 2027 Premium Package',
        departsOn: soon.departsOn,
        seats: 10,
        seatsLeft: 7,
      });
    });
  });

  describe('a hold that passes unpaid', () => {
    it('expires, its seats back once, whichever of two instances gets to it', async () => {
      const departure = await newDeparture();
      const created = bookingCreatedSchema.parse(
        (await book(aBooking(departure.id, { travellers: 2 }))).body,
      );
      await BookingModel.updateOne(
        { reference: created.reference },
        { $set: { holdExpiresAt: new Date(Date.now() - 1000) } },
      );
      const config = loadConfig({ NODE_ENV: 'test' });
      const versionsBefore = (await context.http.get('/api/content-versions')).body.departures;
      const instances = [1, 2].map(() =>
        startHoldExpiry(bookingLifeFor(config), {
          logger: pino({ level: 'silent' }),
          timing: { pollMs: 60_000, orphanAfterMs: 60_000 },
        }),
      );
      await Promise.all(instances.map((instance) => instance.runOnce()));
      await Promise.all(instances.map((instance) => instance.stop()));

      const stored = await BookingModel.findOne({ reference: created.reference }).lean();
      expect(stored?.status).toBe('expired');
      expect(stored?.history.map((entry) => entry.status)).toEqual(['held', 'expired']);
      expect(await departureNow(departure.id)).toMatchObject({ seatsBooked: 0, seatsLeft: 10 });
      expect((await context.http.get('/api/content-versions')).body.departures).toBe(versionsBefore + 1);
    });

    it('gives back the seats of a booking a stopped process never stored', async () => {
      const departure = await newDeparture();
      const { Types } = await import('mongoose');
      const lost = new Types.ObjectId();
      await DepartureModel.updateOne(
        { _id: departure.id },
        {
          $inc: { seatsBooked: 2 },
          $push: { holds: { bookingId: lost, seats: 2, at: new Date(Date.now() - 3_600_000) } },
        },
      );
      const sweeper = startHoldExpiry(bookingLifeFor(loadConfig({ NODE_ENV: 'test' })), {
        logger: pino({ level: 'silent' }),
        timing: { pollMs: 60_000, orphanAfterMs: 60_000 },
      });
      await sweeper.runOnce();
      await sweeper.stop();
      expect(await departureNow(departure.id)).toMatchObject({ seatsBooked: 0, seatsLeft: 10 });
    });
  });
});
