import { randomBytes } from 'node:crypto';
import { departureListSchema } from '@safa/contract';
import mongoose, { type Connection } from 'mongoose';
import { databaseUri, productionEnv, type RunningBff, startBff } from './support/bff-process';
import { aBooking, aDeparture, dayFromNow } from './support/bookings';
import { sendFrom } from './support/send-from';

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
    const { departsOn, returnsOn, rooms, depositPerPerson } = aDeparture(packageId);
    const departure = await database.collection('departures').insertOne({
      packageId: insertedId,
      departsOn,
      returnsOn,
      seats: 10,
      rooms,
      depositPerPerson,
      status: 'open',
      seatsBooked: 0,
      holds: [],
      everBooked: false,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    departureId = departure.insertedId.toHexString();
  }, 60_000);
  afterAll(async () => {
    for (const bff of bffs) bff.child.kill('SIGTERM');
    await Promise.all(bffs.map((bff) => bff.exited));
    await database.dropDatabase();
    await database.close();
  });

  it('take exactly the ten seats of 40 parallel bookings from 40 addresses; the rest are told it is sold out', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        sendFrom(PROXY, ports[index % 2] ?? 0, {
          method: 'POST',
          path: '/api/bookings',
          headers: { 'X-Forwarded-For': `198.51.100.${index + 1}` },
          body: aBooking(departureId),
        }),
      ),
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
});
