import { randomBytes } from 'node:crypto';
import { departureListSchema, loginResponseSchema, SEAT_HOLDING_STATUSES } from '@safa/contract';
import mongoose, { type Connection, Types } from 'mongoose';
import {
  databaseUri,
  PRODUCTION_ADMIN,
  productionEnv,
  type RunningBff,
  startBff,
} from './support/bff-process';
import { aBooking, aDeparture, dayFromNow } from './support/bookings';
import { type Answer, sendFrom } from './support/send-from';

/** The proxy in front of both BFFs (the shell, in production): the one address they trust. */
const PROXY = '127.0.0.1';

describe('seats on one departure, booked at once through two BFF processes on one database', () => {
  const databaseName = `test_booking_race_${randomBytes(3).toString('hex')}`;
  /** One environment for both: the same keys, as instances of one deployment share them. */
  const env = { ...productionEnv(databaseName), TRUSTED_PROXIES: PROXY, BOOKING_UNPAID_SHARE: '1' };
  const bffs: RunningBff[] = [];
  const ports: number[] = [];
  let database: Connection;
  let departureId: string;
  let packageId: string;
  let operatorAuth: string;

  /** A departure of the package, open with `seats` seats and none booked, leaving in `days` days. */
  async function insertDeparture(seats: number, days = 120): Promise<string> {
    const { rooms, depositPerPerson } = aDeparture(packageId);
    const { insertedId } = await database.collection('departures').insertOne({
      packageId: new Types.ObjectId(packageId),
      departsOn: dayFromNow(days),
      returnsOn: dayFromNow(days + 14),
      seats,
      rooms,
      depositPerPerson,
      status: 'open',
      seatsBooked: 0,
      holds: [],
      everBooked: false,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    return insertedId.toHexString();
  }

  /** The `index`th of calls sent at once: to either BFF in turn. */
  const send = (index: number, call: Parameters<typeof sendFrom>[2]) =>
    sendFrom(PROXY, ports[index % 2] ?? 0, call);
  const bookPublicly = (index: number, body: object) =>
    send(index, {
      method: 'POST',
      path: '/api/bookings',
      headers: { 'X-Forwarded-For': `198.51.100.${(index % 250) + 1}` },
      body,
    });
  const asOperator = (index: number, path: string, body: object) =>
    send(index, { method: 'POST', path, headers: { Authorization: operatorAuth }, body });

  /**
   * The departure's seats as it counts them, and as its bookings holding seats add them up: the
   * same whatever ran at once, and never beyond its seats.
   */
  async function seatsCounted(id: string) {
    const departure = await database.collection('departures').findOne({ _id: new Types.ObjectId(id) });
    const bookings = await database
      .collection('bookings')
      .find({ departureId: new Types.ObjectId(id), status: { $in: SEAT_HOLDING_STATUSES } })
      .toArray();
    return {
      seats: departure?.seats,
      seatsBooked: departure?.seatsBooked,
      travellers: bookings.reduce((sum, booking) => sum + booking.travellers.length, 0),
    };
  }
  const statusesOf = (answers: Answer[]) => answers.map((answer) => answer.status);

  beforeAll(async () => {
    for (let instance = 0; instance < 2; instance += 1) {
      const bff = startBff(env);
      bffs.push(bff);
      ports.push(Number((await bff.waitFor((line) => line.msg === 'BFF listening')).port));
    }
    database = await mongoose.createConnection(databaseUri(databaseName)).asPromise();
    const { insertedId } = await database.collection('packages').insertOne({
      title: 'Umrah Ramadan 2027',
      name: 'Umrah Ramadan 2027',
      description: 'The last ten nights in Makkah.',
      category: 'umrah',
      images: [],
      inclusions: ['Flights'],
      price: 3_000_000,
      numberOfPeople: 1,
      days: '14',
    });
    packageId = insertedId.toHexString();
    departureId = await insertDeparture(10);
    const login = await send(0, { method: 'POST', path: '/api/users/login', body: PRODUCTION_ADMIN });
    operatorAuth = `Bearer ${loginResponseSchema.parse(login.body).token}`;
  }, 60_000);
  afterAll(async () => {
    for (const bff of bffs) bff.child.kill('SIGTERM');
    await Promise.all(bffs.map((bff) => bff.exited));
    await database.dropDatabase();
    await database.close();
  });

  it('take exactly the ten seats of 40 parallel bookings from 40 addresses; the rest are told it is sold out', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => bookPublicly(index, aBooking(departureId))),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(30);
    const refusals = new Set(
      answers
        .filter((answer) => answer.status === 409)
        .map((answer) => (answer.body as { message: string }).message),
    );
    expect([...refusals]).toEqual(['This departure is sold out.']);

    const listed = await sendFrom(PROXY, ports[0] ?? 0, {
      method: 'GET',
      path: `/api/packages/${packageId}/departures`,
    });
    const [departure] = departureListSchema.parse(listed.body);
    expect(departure).toMatchObject({ id: departureId, seats: 10, seatsBooked: 10, seatsLeft: 0 });
    expect(await database.collection('bookings').countDocuments()).toBe(10);
    expect(dayFromNow(0) < (departure?.departsOn ?? '')).toBe(true);
  }, 60_000);

  it('take exactly the twelve seats of 20 operator and 20 public bookings made at once; the rest are told it is sold out', async () => {
    const raced = await insertDeparture(12);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        index % 2 === 0
          ? asOperator(index, '/api/bookings/by-operator', aBooking(raced))
          : bookPublicly(index, aBooking(raced)),
      ),
    );
    const statuses = statusesOf(answers);
    expect(statuses.filter((status) => status === 201)).toHaveLength(12);
    expect(statuses.filter((status) => status === 409)).toHaveLength(28);
    const refusals = answers.filter((answer) => answer.status === 409).map((answer) => answer.body);
    expect(new Set(refusals.map((refusal) => (refusal as { message: string }).message))).toEqual(
      new Set(['This departure is sold out.']),
    );
    expect(await seatsCounted(raced)).toEqual({ seats: 12, seatsBooked: 12, travellers: 12 });
  }, 60_000);

  it('keep both departures’ counts exact when bookings are moved at once to one with fewer seats, while others book it', async () => {
    const from = await insertDeparture(20, 100);
    const to = await insertDeparture(6, 140);
    const moving = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        asOperator(index, '/api/bookings/by-operator', aBooking(from, { travellers: (index % 2) + 1 })),
      ),
    );
    expect(statusesOf(moving)).toEqual(Array(8).fill(201));
    const answers = await Promise.all([
      ...moving.map((booked, index) =>
        asOperator(index, `/api/bookings/${(booked.body as { id: string }).id}/move`, { departureId: to }),
      ),
      ...Array.from({ length: 4 }, (_, index) => bookPublicly(index + 100, aBooking(to))),
    ]);
    expect([200, 201, 409]).toEqual(expect.arrayContaining([...new Set(statusesOf(answers))]));
    const [left, arrived] = [await seatsCounted(from), await seatsCounted(to)];
    expect(left).toEqual({ seats: 20, seatsBooked: left.travellers, travellers: left.travellers });
    expect(arrived).toEqual({ seats: 6, seatsBooked: arrived.travellers, travellers: arrived.travellers });
    // Never over its seats, and filled but for a seat no booking left fitted (all moving 1 or 2).
    expect(arrived.travellers).toBeLessThanOrEqual(6);
    expect(arrived.travellers).toBeGreaterThanOrEqual(5);
    expect(
      left.travellers +
        arrived.travellers -
        answers.slice(8).filter((answer) => answer.status === 201).length,
    ).toBe(12);
  }, 60_000);
});
