import {
  addDays,
  addMonths,
  type BookingInput,
  bookingSchema,
  bookingViewSchema,
  type DepartureInput,
  lagosToday,
  MANIFEST_COLUMNS,
  MONEY_EXPORT_COLUMNS,
  readinessBoardSchema,
  roomingSchema,
  travelRulesByKindSchema,
  writtenDay,
} from '@safa/contract';
import { passportPage } from '@safa/test-support/passport-page';
import mongoose from 'mongoose';
import Papa from 'papaparse';
import pino from 'pino';
import { BookingModel } from '../src/modules/bookings/booking.model';
import { bookingLifeFor } from '../src/modules/bookings/booking.service';
import { JOB_TIMING, startJobWorker } from '../src/modules/jobs/job-queue';
import { startDocumentRetention } from '../src/modules/pilgrims/document-retention';
import { PASSPORT_PAGE_JOB, passportPageHandler } from '../src/modules/pilgrims/passport-reading';
import { documentFiles } from '../src/modules/pilgrims/traveller-documents';
import { bookThroughApi } from './support/booked';
import { aBooking, aDeparture, aPackage, createDeparture, dayFromNow } from './support/bookings';
import { snapshotDatabase } from './support/db-snapshot';
import { JPEG } from './support/media-fixtures';
import {
  setUpTestApp,
  TEST_CIPHER,
  TEST_CONFIG,
  type TestContext,
  tearDownTestApp,
} from './support/test-app';

const silent = pino({ level: 'silent' });

/** A page of a passport numbered A12345678, of Ahmed Musa Bello, born 15 March 1985. */
const PASSPORT = {
  surname: 'BELLO',
  givenNames: 'AHMED MUSA',
  number: 'A12345678',
  nationality: 'NGA',
  born: '850315',
  sex: 'M' as const,
  expires: '310101',
};

describe('the pilgrim’s file', () => {
  let context: TestContext;
  let packageId: string;
  let page: Buffer;

  beforeAll(async () => {
    context = await setUpTestApp();
    packageId = await aPackage();
    page = await passportPage(PASSPORT);
  });
  afterAll(tearDownTestApp);

  const admin = () => ({ Authorization: context.adminAuth });
  const newDeparture = (changes: Partial<DepartureInput> = {}) =>
    createDeparture(context, packageId, changes);
  let visitors = 0;
  const book = async (body: BookingInput) => {
    visitors += 1;
    return bookThroughApi(context.http, body, `203.0.113.${visitors}`);
  };
  const view = async (token: string) => {
    const response = await context.http.get(`/api/bookings/by-link?token=${token}`);
    expect(response.status).toBe(200);
    return bookingViewSchema.parse(response.body);
  };
  const details = async (id: string) =>
    bookingSchema.parse((await context.http.get(`/api/bookings/${id}`).set(admin())).body);
  const completeByLink = (token: string, body: object) =>
    context.http.put(`/api/bookings/by-link/travellers?token=${token}`).send(body);
  const sendDocument = (token: string, query: Record<string, string>, file: Buffer, name = 'page.png') =>
    context.http
      .post(`/api/bookings/by-link/documents?${new URLSearchParams({ token, ...query })}`)
      .attach('document', file, name);
  const readPassportPages = async () => {
    const worker = startJobWorker(
      { [PASSPORT_PAGE_JOB]: passportPageHandler(bookingLifeFor(TEST_CONFIG), TEST_CIPHER) },
      { logger: silent, timing: { ...JOB_TIMING, pollMs: 60_000 } },
    );
    await worker.runOnce();
    await worker.stop();
  };
  const csvOf = (text: string) => {
    expect(text.startsWith('\uFEFF')).toBe(true);
    return Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true });
  };

  describe('travellers completed after booking', () => {
    it('are completed by the customer until the documents are due, then by the operator alone, each change in the history', async () => {
      const departure = await newDeparture();
      const booking = await book(aBooking(departure.id));
      const [traveller] = (await view(booking.token)).travellers;
      const travellerId = traveller?.id ?? '';
      expect(traveller?.readiness.missingDetails).toEqual([
        'sex',
        'nationality',
        'passport issue date',
        'passport expiry date',
      ]);

      const completed = await completeByLink(booking.token, {
        travellerId,
        sex: 'F',
        nationality: 'nga',
        passportNumber: 'b 0987 6543',
        passportIssuedOn: '2024-02-01',
        passportExpiresOn: '2034-01-31',
      });
      expect(completed.status).toBe(200);
      const seen = bookingViewSchema.parse(completed.body).travellers[0];
      expect(seen).toMatchObject({ sex: 'F', nationality: 'NGA', passportNumber: '•••••••43' });
      expect(seen?.readiness.missingDetails).toEqual([]);

      const history = (await details(booking.id)).history.at(-1);
      expect(history).toMatchObject({
        event: 'traveller_changed',
        by: 'customer',
        note: 'Traveller 1 Bello: sex, nationality, passport issue date, passport expiry date, passport number',
      });
      expect((await details(booking.id)).travellers[0]?.passportNumber).toBe('B09876543');

      const unchanged = await snapshotDatabase();
      expect(
        (await completeByLink(booking.token, { travellerId, sex: 'F', nationality: 'NGA' })).status,
      ).toBe(200);
      expect(await snapshotDatabase()).toBe(unchanged);

      const { packageId: _package, ...plan } = aDeparture(packageId, {
        departsOn: departure.departsOn,
        returnsOn: departure.returnsOn,
      });
      const dueYesterday = await context.http
        .put(`/api/departures/${departure.id}`)
        .set(admin())
        .send({ ...plan, documentsDueOn: dayFromNow(-1), status: 'open' });
      expect(dueYesterday.status).toBe(200);
      const late = await completeByLink(booking.token, { travellerId, dateOfBirth: '1980-04-02' });
      expect([late.status, late.body.message]).toEqual([
        409,
        `The travellers’ details and documents were due by ${writtenDay(lagosToday(new Date(Date.now() - 86_400_000)))}: send any change to the agency on WhatsApp.`,
      ]);
      expect((await view(booking.token)).travellersOpen).toBe(false);

      const byOperator = await context.http
        .put(`/api/bookings/${booking.id}/travellers`)
        .set(admin())
        .send({ travellerId, dateOfBirth: '1980-04-02' });
      expect(byOperator.status).toBe(200);
      expect(bookingSchema.parse(byOperator.body).history.at(-1)).toMatchObject({
        event: 'traveller_changed',
        by: 'admin',
        note: 'Traveller 1 Bello: date of birth',
      });
    });

    it('are refused a change for a traveller of another booking, or dates that do not hold, changing nothing', async () => {
      const departure = await newDeparture();
      const booking = await book(aBooking(departure.id));
      const other = await book(aBooking(departure.id));
      const otherTraveller = (await view(other.token)).travellers[0]?.id ?? '';
      const mine = (await view(booking.token)).travellers[0]?.id ?? '';
      await completeByLink(booking.token, { travellerId: mine, passportIssuedOn: '2024-02-01' });
      const before = await snapshotDatabase();
      const stranger = await completeByLink(booking.token, { travellerId: otherTraveller, sex: 'M' });
      expect([stranger.status, stranger.body.message]).toEqual([404, 'Traveller not found.']);
      const backwards = await completeByLink(booking.token, {
        travellerId: mine,
        passportExpiresOn: '2024-01-01',
      });
      expect([backwards.status, backwards.body.message]).toEqual([
        400,
        'A passport expires after it was issued.',
      ]);
      expect(await snapshotDatabase()).toBe(before);
    });
  });

  describe('documents', () => {
    it('flag a passport page whose zone says another number than the one typed, to the customer and the operator', async () => {
      const departure = await newDeparture();
      const input = aBooking(departure.id);
      input.travellers[0] = {
        fullName: 'Ahmed Musa Bello',
        passportNumber: 'A87654321',
        dateOfBirth: '1985-03-15',
      };
      const booking = await book(input);
      const travellerId = (await view(booking.token)).travellers[0]?.id ?? '';

      const sent = await sendDocument(booking.token, { traveller: travellerId, kind: 'passport_scan' }, page);
      expect(sent.status).toBe(201);
      expect(bookingViewSchema.parse(sent.body).travellers[0]?.documents).toEqual([
        expect.objectContaining({ kind: 'passport_scan', contentType: 'image/png', fileName: 'page.png' }),
      ]);
      await readPassportPages();

      const customer = (await view(booking.token)).travellers[0];
      expect(customer?.documents[0]?.mrz).toEqual({
        read: true,
        fields: {
          fullName: 'AHMED MUSA BELLO',
          passportNumber: '•••••••78',
          sex: 'M',
          nationality: 'NGA',
          dateOfBirth: '1985-03-15',
          passportExpiresOn: '2031-01-01',
        },
        mismatches: ['passport number'],
      });
      expect(customer?.readiness.problems).toContain(
        'The passport page does not match the passport number typed: check it.',
      );
      const operator = (await details(booking.id)).travellers[0];
      expect(operator?.documents[0]?.mrz?.fields?.passportNumber).toBe('A12345678');
      expect(operator?.documents[0]?.mrz?.mismatches).toEqual(['passport number']);

      // Corrected as the page says: the mismatch goes, nothing was corrected silently before.
      await completeByLink(booking.token, { travellerId, passportNumber: 'A12345678' });
      expect((await view(booking.token)).travellers[0]?.documents[0]?.mrz?.mismatches).toEqual([]);
    });

    it('are read only through their own booking’s link, or by the operator', async () => {
      const departure = await newDeparture();
      const booking = await book(aBooking(departure.id));
      const other = await book(aBooking(departure.id));
      const travellerId = (await view(booking.token)).travellers[0]?.id ?? '';
      const sent = bookingViewSchema.parse(
        (await sendDocument(booking.token, { traveller: travellerId, kind: 'photo' }, JPEG, 'me.jpg')).body,
      );
      const documentId = sent.travellers[0]?.documents[0]?.id ?? '';
      const own = await context.http.get(
        `/api/bookings/by-link/documents/${documentId}?token=${booking.token}`,
      );
      expect([own.status, own.headers['content-type']]).toEqual([200, 'image/jpeg']);
      expect(own.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(
        (await context.http.get(`/api/bookings/by-link/documents/${documentId}?token=${other.token}`)).status,
      ).toBe(404);
      expect((await context.http.get(`/api/documents/${documentId}`)).status).toBe(401);
      expect((await context.http.get(`/api/documents/${documentId}`).set(admin())).status).toBe(200);
      expect((await context.http.get(`/api/media/${documentId}`)).status).toBe(404);
    });

    it('are refused when they are no picture or PDF, or a vaccination the trip does not ask for', async () => {
      const departure = await newDeparture();
      const booking = await book(aBooking(departure.id));
      const traveller = (await view(booking.token)).travellers[0]?.id ?? '';
      const before = await snapshotDatabase();
      const text = await sendDocument(
        booking.token,
        { traveller, kind: 'photo' },
        Buffer.from('not a picture'),
        'a.txt',
      );
      expect([text.status, text.body.message]).toEqual([
        415,
        'A document must be a picture (JPEG, PNG, WebP) or a PDF.',
      ]);
      const yellow = await sendDocument(
        booking.token,
        { traveller, kind: 'vaccination', vaccine: 'Yellow fever', vaccinatedOn: dayFromNow(-30) },
        JPEG,
      );
      expect([yellow.status, yellow.body.message]).toEqual([
        400,
        'This trip asks for these vaccinations: Meningococcal ACWY.',
      ]);
      expect(await snapshotDatabase()).toBe(before);
    });

    it('are deleted a set time after the trip came back, and listed as removed', async () => {
      const departure = await newDeparture();
      const booking = await book(aBooking(departure.id));
      const traveller = (await view(booking.token)).travellers[0]?.id ?? '';
      await sendDocument(booking.token, { traveller, kind: 'photo' }, JPEG, 'me.jpg');
      const documentId = (await view(booking.token)).travellers[0]?.documents[0]?.id ?? '';
      const retention = startDocumentRetention(bookingLifeFor(TEST_CONFIG), {
        retentionMs: 60 * 86_400_000,
        logger: silent,
        pollMs: 3_600_000,
      });
      const back = new Date(`${departure.returnsOn}T12:00:00Z`);
      await retention.runOnce(new Date(back.getTime() + 59 * 86_400_000));
      expect(await documentFiles.find(new mongoose.Types.ObjectId(documentId))).toBeDefined();
      await retention.runOnce(new Date(back.getTime() + 62 * 86_400_000));
      await retention.stop();
      expect(await documentFiles.find(new mongoose.Types.ObjectId(documentId))).toBeUndefined();
      expect((await view(booking.token)).travellers[0]?.documents[0]?.removedAt).toBeDefined();
    });
  });

  /** Leaving in 5 days (its travellers vaccinated already), back 21 days later, documents due in 3. */
  const leavingSoon = {
    departsOn: dayFromNow(5),
    returnsOn: dayFromNow(26),
    balanceDueOn: dayFromNow(1),
    documentsDueOn: dayFromNow(3),
  };

  describe('the rules that block travel', () => {
    const soonDeparture = () => newDeparture(leavingSoon);

    it('want a passport valid six months after the return, to the day', async () => {
      const departure = await soonDeparture();
      const booking = await book(aBooking(departure.id));
      const travellerId = (await view(booking.token)).travellers[0]?.id ?? '';
      const limit = addMonths(departure.returnsOn ?? '', 6);
      await completeByLink(booking.token, {
        travellerId,
        passportIssuedOn: '2020-01-01',
        passportExpiresOn: addDays(limit, -1),
      });
      expect((await view(booking.token)).travellers[0]?.readiness.problems).toEqual([
        `The passport expires on ${writtenDay(addDays(limit, -1))}: it must be valid until ${writtenDay(limit)} at least, 6 months after the return.`,
      ]);
      await completeByLink(booking.token, { travellerId, passportExpiresOn: limit });
      expect((await view(booking.token)).travellers[0]?.readiness.problems).toEqual([]);
    });

    it('want the meningitis vaccination ten days before the departure at least, and valid on the return', async () => {
      const departure = await soonDeparture();
      const booking = await book(aBooking(departure.id));
      const traveller = (await view(booking.token)).travellers[0]?.id ?? '';
      const certificate = (vaccinatedOn: string) =>
        sendDocument(
          booking.token,
          { traveller, kind: 'vaccination', vaccine: 'Meningococcal ACWY', vaccinatedOn },
          JPEG,
          'card.jpg',
        );
      const problems = async () => (await view(booking.token)).travellers[0]?.readiness.problems;

      const latest = addDays(departure.departsOn, -10);
      expect((await certificate(addDays(latest, 1))).status).toBe(201);
      expect(await problems()).toEqual([
        `Meningococcal ACWY: given on ${writtenDay(addDays(latest, 1))}, less than 10 days before the departure (${writtenDay(latest)} at the latest).`,
      ]);
      const validFrom = addMonths(departure.returnsOn ?? '', -36);
      await certificate(addDays(validFrom, -1));
      expect(await problems()).toEqual([
        `Meningococcal ACWY: given on ${writtenDay(addDays(validFrom, -1))}, no longer valid on the return (${writtenDay(departure.returnsOn ?? '')}).`,
      ]);
      await certificate(validFrom);
      expect(await problems()).toEqual([]);
      expect((await view(booking.token)).travellers[0]?.readiness.missingDocuments).not.toContain(
        'Meningococcal ACWY vaccination certificate',
      );
    });

    it('are the operator’s to change for next year, every checklist following', async () => {
      const rules = travelRulesByKindSchema.parse(
        (await context.http.get('/api/travel-rules').set(admin())).body,
      );
      const departure = await newDeparture();
      const booking = await book(aBooking(departure.id));
      const missing = async () => (await view(booking.token)).travellers[0]?.readiness.missingDocuments;
      expect(await missing()).toContain('Meningococcal ACWY vaccination certificate');
      const saved = await context.http
        .put('/api/travel-rules')
        .set(admin())
        .send({
          ...rules,
          hajj: {
            passportValidMonthsAfterReturn: 6,
            vaccines: [...rules.hajj.vaccines, { name: 'Polio', validYears: 1, daysBeforeDeparture: 28 }],
          },
        });
      expect(saved.status).toBe(200);
      expect(await missing()).toContain('Polio vaccination certificate');
      await context.http.put('/api/travel-rules').set(admin()).send(rules);
      expect(await missing()).not.toContain('Polio vaccination certificate');
    });
  });

  describe('travellers’ types and rooms', () => {
    it('price a child with or without a bed and an infant as the room says', async () => {
      const departure = await newDeparture({
        rooms: [
          {
            type: 'double',
            price: 9_000_000,
            childBedPrice: 7_000_000,
            childNoBedPrice: 4_000_000,
            infantPrice: 500_000,
          },
        ],
        depositPerPerson: 2_000_000,
      });
      const input = aBooking(departure.id, { room: 'double', travellers: 4 });
      input.travellers = [
        { fullName: 'Amina Bello', type: 'adult' },
        { fullName: 'Musa Bello', type: 'adult' },
        { fullName: 'Zainab Bello', type: 'child_no_bed' },
        { fullName: 'Yusuf Bello', type: 'infant' },
      ];
      const booking = await book(input);
      expect([booking.total, booking.depositDue]).toEqual([22_500_000, 6_500_000]);
      expect(
        (await view(booking.token)).travellers.map((traveller) => [traveller.type, traveller.price]),
      ).toEqual([
        ['adult', 9_000_000],
        ['adult', 9_000_000],
        ['child_no_bed', 4_000_000],
        ['infant', 500_000],
      ]);
    });

    it('refuse a room type its travellers do not fit, at the room, taking no seat', async () => {
      const departure = await newDeparture();
      const before = await snapshotDatabase();
      const response = await context.http
        .post('/api/bookings')
        .set('X-Forwarded-For', '203.0.113.250')
        .send(aBooking(departure.id, { room: 'double', travellers: 3 }));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message:
          '3 travellers with a bed do not fill double rooms (2 sharing): choose quad rooms (4 sharing), or make two bookings (a double and a single, say).',
        issues: [
          {
            path: ['room'],
            message:
              '3 travellers with a bed do not fill double rooms (2 sharing): choose quad rooms (4 sharing), or make two bookings (a double and a single, say).',
          },
        ],
      });
      expect(await snapshotDatabase()).toBe(before);
    });

    it('are placed in numbered rooms within their beds, the list exported and shown', async () => {
      const departure = await newDeparture();
      const couple = await book(aBooking(departure.id, { room: 'double', travellers: 2 }));
      const single = await book(aBooking(departure.id, { room: 'quad' }));
      const [first, second] = (await view(couple.token)).travellers.map((traveller) => traveller.id);
      const alone = (await view(single.token)).travellers[0]?.id ?? '';
      const rooming = `/api/departures/${departure.id}/rooming`;

      const mixed = await context.http
        .put(rooming)
        .set(admin())
        .send({ rooms: [{ number: '12', travellerIds: [first, alone] }] });
      expect([mixed.status, mixed.body.message]).toEqual([
        409,
        'Room 12 mixes travellers who paid for different rooms (Double room (2 sharing), Quad room (4 sharing)).',
      ]);
      const saved = await context.http
        .put(rooming)
        .set(admin())
        .send({ rooms: [{ number: '12', travellerIds: [first, second] }] });
      expect(saved.status).toBe(200);
      expect(roomingSchema.parse(saved.body).rooms).toEqual([
        { number: '12', travellerIds: [first, second] },
      ]);
      expect((await view(couple.token)).travellers.map((traveller) => traveller.roomNumber)).toEqual([
        '12',
        '12',
      ]);

      const exported = await context.http.get(`${rooming}/export`).set(admin());
      expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="rooming-/);
      expect(csvOf(exported.text).data.map((row) => [row['Room number'], row['Room type']])).toEqual([
        ['12', 'Double room (2 sharing)'],
        ['12', 'Double room (2 sharing)'],
        ['', 'Quad room (4 sharing)'],
      ]);
    });
  });

  describe('a departure’s files', () => {
    it('are a manifest of travellers with no money, and a money export a booking a row that sums to the bookings', async () => {
      const departure = await newDeparture();
      const bookings = [
        await book(aBooking(departure.id, { travellers: 2 })),
        await book(aBooking(departure.id)),
        await book(aBooking(departure.id, { travellers: 3 })),
      ];
      const paid = await context.http
        .post('/api/payments')
        .set(admin())
        .send({ bookingId: bookings[0]?.id, amount: 4_000_000, method: 'transfer', paidOn: lagosToday() });
      expect(paid.status).toBe(201);

      const manifest = csvOf(
        (await context.http.get(`/api/departures/${departure.id}/manifest`).set(admin())).text,
      );
      expect(manifest.meta.fields).toEqual([...MANIFEST_COLUMNS]);
      expect(manifest.data).toHaveLength(6);
      expect(manifest.data[0]).toMatchObject({
        Traveller: 'Adult',
        'Room type': 'Quad room (4 sharing)',
        'Visa status': 'Not started',
      });

      const money = await context.http.get(`/api/departures/${departure.id}/money`).set(admin());
      expect(money.headers['content-disposition']).toMatch(/^attachment; filename="money-/);
      const rows = csvOf(money.text);
      expect(rows.meta.fields).toEqual([...MONEY_EXPORT_COLUMNS]);
      expect(rows.data).toHaveLength(3);
      const sum = (column: string) => rows.data.reduce((total, row) => total + Number(row[column]), 0);
      const answers = await Promise.all(bookings.map((booking) => details(booking.id)));
      expect(sum('Price')).toBe(answers.reduce((total, booking) => total + booking.amounts.total, 0));
      expect(sum('Paid')).toBe(4_000_000);
      expect(sum('Balance')).toBe(answers.reduce((total, booking) => total + booking.amounts.balance, 0));
      expect(rows.data.map((row) => row['Booking status']).sort()).toEqual(['Deposit paid', 'Held', 'Held']);
    });
  });

  describe('the readiness board', () => {
    it('goes from missing to ready as the file, the visa, the room and the money come in', async () => {
      const departure = await newDeparture(leavingSoon);
      const input = aBooking(departure.id, { room: 'double' });
      input.travellers[0] = {
        fullName: 'Ahmed Musa Bello',
        passportNumber: 'A12345678',
        dateOfBirth: '1985-03-15',
      };
      const booking = await book(input);
      const board = async () =>
        readinessBoardSchema.parse(
          (await context.http.get(`/api/departures/${departure.id}/readiness`).set(admin())).body,
        );
      const before = await board();
      expect(before.ready).toBe(0);
      expect(before.rows[0]).toMatchObject({
        bookingReference: booking.reference,
        fullName: 'Ahmed Musa Bello',
        paid: 0,
      });

      const travellerId = before.rows[0]?.travellerId ?? '';
      await completeByLink(booking.token, {
        travellerId,
        sex: 'M',
        nationality: 'NGA',
        passportIssuedOn: '2021-01-02',
        passportExpiresOn: '2031-01-01',
      });
      await sendDocument(booking.token, { traveller: travellerId, kind: 'passport_scan' }, page);
      await sendDocument(booking.token, { traveller: travellerId, kind: 'photo' }, JPEG, 'photo.jpg');
      await sendDocument(
        booking.token,
        {
          traveller: travellerId,
          kind: 'vaccination',
          vaccine: 'Meningococcal ACWY',
          vaccinatedOn: dayFromNow(-30),
        },
        JPEG,
        'card.jpg',
      );
      await readPassportPages();
      const visa = await context.http
        .put(`/api/bookings/${booking.id}/visa`)
        .set(admin())
        .send({ travellerId, status: 'issued', number: 'SA-778812', issuedOn: lagosToday() });
      expect(bookingSchema.parse(visa.body).history.at(-1)).toMatchObject({
        event: 'visa_changed',
        note: 'Ahmed Musa Bello: visa issued',
      });
      await context.http
        .put(`/api/departures/${departure.id}/rooming`)
        .set(admin())
        .send({ rooms: [{ number: '7', travellerIds: [travellerId] }] });
      expect((await board()).rows[0]?.readiness).toMatchObject({
        missingDetails: [],
        missingDocuments: [],
        problems: [],
        paid: false,
        ready: false,
      });

      await context.http
        .post('/api/payments')
        .set(admin())
        .send({ bookingId: booking.id, amount: booking.total, method: 'transfer', paidOn: lagosToday() });
      const after = await board();
      expect(after.ready).toBe(1);
      expect(after.rows[0]).toMatchObject({
        paid: booking.total,
        balance: 0,
        readiness: { ready: true, roomNumber: '7', visa: 'issued' },
      });
      expect((await view(booking.token)).travellers[0]?.readiness.ready).toBe(true);
    });
  });

  it('keeps no passport number in clear, typed later or read from a page', async () => {
    const departure = await newDeparture();
    const booking = await book(aBooking(departure.id));
    const travellerId = (await view(booking.token)).travellers[0]?.id ?? '';
    await completeByLink(booking.token, { travellerId, passportNumber: 'C55501234' });
    await sendDocument(booking.token, { traveller: travellerId, kind: 'passport_scan' }, page);
    await readPassportPages();
    const stored = JSON.stringify(await BookingModel.findById(booking.id).lean());
    expect(stored).not.toContain('C55501234');
    expect(stored).not.toContain('A12345678');
    const files = JSON.stringify(await documentFiles.files().find().toArray());
    expect(files).not.toMatch(/C55501234|A12345678/);
  });
});
