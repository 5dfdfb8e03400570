import { randomUUID } from 'node:crypto';
import { bookingCreatedSchema, bookingSchema, departureSchema } from '@safa/contract';
import { BookingModel } from '../src/modules/bookings/booking.model';
import { DepartureModel } from '../src/modules/departures/departure.model';
import { aBooking, aDeparture, aPackage } from './support/bookings';
import { setUpTestApp, type TestContext, tearDownTestApp } from './support/test-app';

/**
 * Who may hold seats unpaid (bookings/hold-policy.ts): no script holds a departure empty, no family
 * behind a shared address is refused, a customer who paid is never refused, and a form sent twice
 * makes one booking.
 */
describe('holding seats unpaid', () => {
  let context: TestContext;
  const admin = () => ({ Authorization: context.adminAuth });

  beforeAll(async () => {
    context = await setUpTestApp({ env: { BOOKING_UNPAID_SHARE: '0.25' } });
  });
  afterAll(tearDownTestApp);

  const departureOf = async (seats: number) =>
    departureSchema.parse(
      (
        await context.http
          .post('/api/departures')
          .set(admin())
          .send(aDeparture(await aPackage(), { seats }))
      ).body,
    );
  const book = (body: object, address: string) =>
    context.http.post('/api/bookings').set('X-Forwarded-For', address).send(body);
  const unpaidSeatsOn = async (departureId: string) =>
    (await BookingModel.find({ departureId, status: 'held' }).lean()).reduce(
      (seats, booking) => seats + booking.travellers.length,
      0,
    );

  it('lets a script of 40 addresses and invented contacts hold at most a quarter of a departure unpaid; then a booking pays now or waits', async () => {
    const departure = await departureOf(40);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        book(
          {
            ...aBooking(departure.id, { travellers: 2 }),
            contact: {
              name: `Bot ${index}`,
              phone: `0803 900 ${String(1000 + index)}`,
              email: `bot${index}@spam.example`,
            },
          },
          `203.0.113.${index + 1}`,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(
      new Set(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.message)),
    ).toEqual(
      new Set([
        'Unpaid bookings hold most of the seats of this departure just now: pay the deposit by card as you book to take one, or join the waitlist to hear when seats free up.',
      ]),
    );
    expect(await unpaidSeatsOn(departure.id)).toBe(10);

    const payingNow = await book(
      { ...aBooking(departure.id, { travellers: 2 }), payNow: true },
      '198.51.100.200',
    );
    expect(payingNow.status).toBe(201);
    const created = bookingCreatedSchema.parse(payingNow.body);
    expect(created.payNow).toBe(true);
    const minutes = (Date.parse(created.holdExpiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('lets three families behind one address book ten seats each, with their own phones and e-mails', async () => {
    const departure = await departureOf(120);
    for (const family of ['Bello', 'Okafor', 'Adeyemi']) {
      const booking = aBooking(departure.id, { travellers: 10 });
      const answer = await book(
        {
          ...booking,
          contact: {
            ...booking.contact,
            name: `${family} family`,
            email: `${family.toLowerCase()}@example.com`,
          },
        },
        '102.89.40.7',
      );
      expect(answer.status).toBe(201);
    }
    const fourth = await book(aBooking(departure.id, { travellers: 1 }), '102.89.40.7');
    expect([fourth.status, fourth.body.message]).toEqual([
      429,
      'Unpaid bookings made from your network already hold 30 seats (at most 30): pay for them, or call us, before booking more.',
    ]);
  });

  it('never refuses a customer who has paid, whatever their holds', async () => {
    const departure = await departureOf(200);
    const first = aBooking(departure.id, { travellers: 10 });
    const created = bookingCreatedSchema.parse((await book(first, '192.0.2.30')).body);
    const again = await book(
      { ...aBooking(departure.id, { travellers: 4 }), contact: first.contact },
      '192.0.2.31',
    );
    expect(again.status).toBe(429);
    const stored = await BookingModel.findOne({ reference: created.reference }).lean();
    await context.http
      .post('/api/payments')
      .set(admin())
      .send({
        bookingId: String(stored?._id),
        amount: 500_000,
        method: 'transfer',
        paidOn: new Date().toISOString().slice(0, 10),
      });
    const paidCustomer = await book(
      {
        ...aBooking(departure.id, { travellers: 10 }),
        contact: { ...first.contact, phone: '+234 (0) 803 555 0000' },
      },
      '192.0.2.31',
    );
    expect(paidCustomer.status).toBe(201);
  });

  it('makes one booking of a form sent twice (one key), and answers both with it', async () => {
    const departure = await departureOf(20);
    const form = { ...aBooking(departure.id, { travellers: 2 }), submission: randomUUID() };
    const [first, second] = await Promise.all([book(form, '192.0.2.40'), book(form, '192.0.2.40')]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    const third = await book(form, '192.0.2.41');
    expect(third.body).toEqual(first.body);
    expect(await BookingModel.countDocuments({ departureId: departure.id })).toBe(1);
    expect((await DepartureModel.findById(departure.id).lean())?.seatsBooked).toBe(2);
    const stale = await book({ ...form, submission: 'x' }, '192.0.2.40');
    expect([stale.status, stale.body.message]).toEqual([
      400,
      'This form is out of date: reload the page and book again.',
    ]);
  });

  it('cleans a passport number typed with spaces and dashes, and refuses a mobile number missing digits', async () => {
    const departure = await departureOf(20);
    const booking = aBooking(departure.id);
    const cleaned = await book(
      { ...booking, travellers: [{ fullName: 'Amina Bello', passportNumber: 'a1234 5678' }] },
      '192.0.2.50',
    );
    expect(cleaned.status).toBe(201);
    const { _id } = (await BookingModel.findOne({ reference: cleaned.body.reference }).lean()) ?? {};
    const details = bookingSchema.parse((await context.http.get(`/api/bookings/${_id}`).set(admin())).body);
    expect(details.travellers[0]?.passportNumber).toBe('A12345678');
    const shortNumber = await book(
      { ...booking, contact: { ...booking.contact, phone: '0803 123 45' } },
      '192.0.2.51',
    );
    expect([shortNumber.status, shortNumber.body.message]).toEqual([
      400,
      'Enter a phone number we can call or WhatsApp.',
    ]);
  });
});
