import type { DepartureInput } from '@safa/contract';
import { aBooking, aDeparture, aPackage, createDeparture, dayFromNow } from './support/bookings';
import { snapshotDatabase } from './support/db-snapshot';
import { setUpTestApp, type TestContext, tearDownTestApp } from './support/test-app';

describe('the operator’s departures', () => {
  let context: TestContext;
  let packageId: string;

  beforeAll(async () => {
    context = await setUpTestApp();
    packageId = await aPackage();
  });
  afterAll(tearDownTestApp);

  const admin = () => ({ Authorization: context.adminAuth });
  const newDeparture = (changes: Partial<DepartureInput> = {}) =>
    createDeparture(context, packageId, changes);
  const book = (departureId: string, travellers: number) =>
    context.http
      .post('/api/bookings')
      .set('X-Forwarded-For', '203.0.113.7')
      .send(aBooking(departureId, { travellers }));

  it('are refused with every problem of an edit in one 400, seats below those booked among them, nothing stored', async () => {
    const departure = await newDeparture();
    expect((await book(departure.id, 3)).status).toBe(201);
    const before = await snapshotDatabase();

    const response = await context.http
      .put(`/api/departures/${departure.id}`)
      .set(admin())
      .send({
        ...aDeparture(packageId),
        packageId: undefined,
        status: 'open',
        departsOn: dayFromNow(-1),
        returnsOn: dayFromNow(-3),
        balanceDueOn: dayFromNow(5),
        seats: 2,
        depositPerPerson: 8_000_000,
      });

    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([
      { path: ['returnsOn'], message: 'The return date cannot be before the departure date.' },
      { path: ['balanceDueOn'], message: 'The balance is due by the departure date.' },
      {
        path: ['depositPerPerson'],
        message: 'The deposit per person cannot be more than the lowest room price.',
      },
      { path: ['departsOn'], message: 'The departure date must be after today.' },
      { path: ['seats'], message: '3 seats are booked on this departure: it needs at least 3.' },
    ]);
    expect(await snapshotDatabase()).toBe(before);
  });

  it('keep a date that has passed when an edit leaves it as it is', async () => {
    const departure = await newDeparture();
    const { DepartureModel } = await import('../src/modules/departures/departure.model');
    await DepartureModel.updateOne(
      { _id: departure.id },
      { departsOn: dayFromNow(-2), returnsOn: dayFromNow(5) },
    );
    const closed = await context.http
      .put(`/api/departures/${departure.id}`)
      .set(admin())
      .send({
        ...aDeparture(packageId),
        packageId: undefined,
        departsOn: dayFromNow(-2),
        returnsOn: dayFromNow(5),
        balanceDueOn: dayFromNow(-20),
        documentsDueOn: dayFromNow(-20),
        status: 'closed',
      });
    expect(closed.status).toBe(200);
  });
});
