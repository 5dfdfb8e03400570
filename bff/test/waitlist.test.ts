import { bookingCreatedSchema, departureSchema, waitlistSchema } from '@safa/contract';
import { BookingModel } from '../src/modules/bookings/booking.model';
import { WaitlistModel } from '../src/modules/waitlist/waitlist.model';
import { aBooking, aDeparture, aPackage } from './support/bookings';
import { setUpTestApp, type TestContext, tearDownTestApp } from './support/test-app';

/** A sold-out departure keeps a waitlist, told in its order as seats come back. */
describe('a departure’s waitlist', () => {
  let context: TestContext;
  const admin = () => ({ Authorization: context.adminAuth });

  beforeAll(async () => {
    context = await setUpTestApp({
      env: { SMTP_URL: 'smtp://127.0.0.1:9', NOTIFY_EMAIL: 'office@safa.example' },
    });
  });
  afterAll(tearDownTestApp);

  const join = (departureId: string, name: string, email: string, seats: number) =>
    context.http
      .post(`/api/departures/${departureId}/waitlist`)
      .set('X-Forwarded-For', '203.0.113.80')
      .send({ name, phone: '0803 555 0001', email, seats, consent: true });

  it('is told in the order people asked, those whose seats fit what came back, each once; the operator sees it', async () => {
    const created = await context.http
      .post('/api/departures')
      .set(admin())
      .send(aDeparture(await aPackage(), { seats: 4 }));
    const departure = departureSchema.parse(created.body);
    const bookings = await Promise.all(
      ['192.0.2.1', '192.0.2.2'].map(async (address) =>
        bookingCreatedSchema.parse(
          (
            await context.http
              .post('/api/bookings')
              .set('X-Forwarded-For', address)
              .send(aBooking(departure.id, { travellers: 2 }))
          ).body,
        ),
      ),
    );
    expect((await join(departure.id, 'Ade First', 'ade@example.com', 2)).body).toEqual({
      message: 'You are on the waitlist: we tell you as soon as seats free up, in the order people asked.',
    });
    await join(departure.id, 'Bisi Second', 'bisi@example.com', 3);
    await join(departure.id, 'Chidi Third', 'chidi@example.com', 1);
    await join(departure.id, 'Chidi Third', 'Chidi@Example.com', 2);
    const idOf = async (reference: string) => String((await BookingModel.findOne({ reference }).lean())?._id);

    await context.http.post(`/api/bookings/${await idOf(bookings[0]?.reference ?? '')}/cancel`).set(admin());
    const told = async () =>
      waitlistSchema
        .parse((await context.http.get(`/api/departures/${departure.id}/waitlist`).set(admin())).body)
        .map((entry) => [entry.name, entry.seats, entry.toldAt !== undefined]);
    expect(await told()).toEqual([
      ['Ade First', 2, true],
      ['Bisi Second', 3, false],
      ['Chidi Third', 2, false],
    ]);

    await context.http.post(`/api/bookings/${await idOf(bookings[1]?.reference ?? '')}/cancel`).set(admin());
    expect(await told()).toEqual([
      ['Ade First', 2, true],
      ['Bisi Second', 3, true],
      ['Chidi Third', 2, false],
    ]);
    const mails = await WaitlistModel.find({ departureId: departure.id })
      .select('+mails')
      .sort({ createdAt: 1 })
      .lean();
    expect(mails.map((entry) => entry.mails?.map((mail) => mail.kind))).toEqual([
      ['seatsFree'],
      ['seatsFree'],
      undefined,
    ]);
    expect((await context.http.get(`/api/departures/${departure.id}/waitlist`)).status).toBe(401);
  });
});
