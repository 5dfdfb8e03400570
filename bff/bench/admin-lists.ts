/**
 * `MONGODB_URI=… npm run bench:lists -w bff`: the admin's lists at an agency's size after a few
 * years. Seeds 100,000 enquiries, 100,000 newsletter subscribers and 20,000 bookings in a scratch
 * database (in bulk, straight into MongoDB), then asks the whole app (logging, headers, the admin
 * guard, MongoDB) for the first page, a search and the last page of each list, 50 times each, one
 * after the other, and prints each answer's size and p50/p99. Exits 1 when a target is missed.
 */
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADMIN_PAGE_SIZE, type Page } from '@safa/contract';
import mongoose, { Types } from 'mongoose';
import pino from 'pino';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDataCipher } from '../src/data-cipher';
import { connectDatabase, ensureIndexes } from '../src/db/connection';
import { BookingModel } from '../src/modules/bookings/booking.model';
import { MessageModel } from '../src/modules/messages/message.model';
import { SubscriberModel } from '../src/modules/newsletter/subscriber.model';
import { AdminUserModel } from '../src/modules/users/admin-user.model';
import { createSessionService } from '../src/modules/users/session-service';
import { createTokenService } from '../src/modules/users/token-service';
import { aBooking, aDeparture, aPackage } from '../test/support/bookings';

const SIZES = { messages: 100_000, subscribers: 100_000, bookings: 20_000 };
const INSERT_BATCH = 10_000;
const REQUESTS = 50;
const TARGETS = { maxAnswerBytes: 20 * 1024, p99Ms: 150 };
/** What the mongo-sim stand-in answers `explain` with: it plans nothing, and reads every row. */
const COMMAND_NOT_SUPPORTED = 115;

const FIRST_NAMES = [
  'Amina',
  'Chukwuemeka',
  'Ngozi',
  'Tunde',
  'Fatima',
  'Ifeoma',
  'Musa',
  'Kemi',
  'Emeka',
  'Zainab',
];
const SURNAMES = [
  'Bello',
  'Okafor',
  'Adeyemi',
  'Eze',
  'Sule',
  'Nwosu',
  'Balogun',
  'Ibrahim',
  'Okonkwo',
  'Lawal',
];
const DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'mail.ng'];
const ENQUIRY =
  'Salaam, we are a family of four planning Umrah during the Easter holiday. Please send the price for a ' +
  'quad room close to the Haram, what the visa needs, and whether you fly from Abuja as well as Lagos. ';

const nameOf = (n: number) => `${FIRST_NAMES[n % 10]} ${SURNAMES[Math.floor(n / 10) % 10]}`;
const emailOf = (n: number) => `${nameOf(n).toLowerCase().replace(' ', '.')}${n}@${DOMAINS[n % 4]}`;
/** Spread over three years, newest last. */
const createdAt = (n: number, of: number) =>
  new Date(Date.UTC(2024, 0, 1) + Math.floor((n / of) * 3 * 365 * 86_400_000));

async function insertInBatches(
  insert: (documents: object[]) => Promise<unknown>,
  count: number,
  make: (n: number) => object,
) {
  for (let first = 0; first < count; first += INSERT_BATCH) {
    await insert(
      Array.from({ length: Math.min(INSERT_BATCH, count - first) }, (_, index) => make(first + index)),
    );
  }
}

/** Bookings as the app stores them: one made through the API, copied with other people, dates and references. */
async function seedBookings(http: Http, cipher: ReturnType<typeof createDataCipher>): Promise<void> {
  const packageId = await aPackage();
  const departures: string[] = [];
  for (let index = 0; index < 4; index += 1) {
    const made = await http.send('POST', '/api/departures', aDeparture(packageId, { seats: 1000 }));
    if (made.status !== 201) throw new Error(`A departure was refused: ${made.status} ${made.body}`);
    departures.push((JSON.parse(made.body) as { id: string }).id);
  }
  const made = await http.send('POST', '/api/bookings', aBooking(departures[0] ?? '', { travellers: 2 }));
  if (made.status !== 201) throw new Error(`The template booking was refused: ${made.status} ${made.body}`);
  const template = await BookingModel.collection.findOne({});
  if (!template) throw new Error('The template booking is not stored.');
  await BookingModel.collection.deleteMany({});
  const { _id, submission, mails, travellers, ...fields } = template;
  // Each copy's travellers keep the template's fields (type, price, visa, documents) under their own names.
  const templateTravellers = travellers as object[];
  await insertInBatches(
    (documents) => BookingModel.collection.insertMany(documents),
    SIZES.bookings,
    (n) => {
      const id = new Types.ObjectId();
      return {
        ...fields,
        _id: id,
        reference: `SAFA-${n.toString(36).toUpperCase().padStart(5, '0')}`,
        linkHash: randomBytes(32).toString('hex'),
        departureId: new Types.ObjectId(departures[n % departures.length]),
        contact: { name: nameOf(n), phone: `0803 ${String(1_000_000 + n).slice(-7)}`, email: emailOf(n) },
        travellers: templateTravellers.map((traveller, index) => ({
          ...traveller,
          id: new Types.ObjectId(),
          fullName: nameOf(n + index * 7),
          passportNumber: cipher.encrypt(`A${String(10_000_000 + n * 2 + index)}`, id.toHexString()),
          dateOfBirth: `1984-05-0${1 + index}`,
        })),
        createdAt: createdAt(n, SIZES.bookings),
      };
    },
  );
}

interface Answer {
  status: number;
  body: string;
}

interface Http {
  send(method: string, path: string, body?: object): Promise<Answer>;
}

/** The app's HTTP, as the admin calls it: its token, keep-alive, no compression (answers measured as sent whole). */
function httpTo(port: number, authorization: string): Http {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return {
    send: (method, path, body) =>
      new Promise((resolve, reject) => {
        const payload = body === undefined ? undefined : JSON.stringify(body);
        const sent = request(
          {
            host: '127.0.0.1',
            port,
            path,
            method,
            agent,
            headers: {
              authorization,
              ...(payload && { 'content-type': 'application/json' }),
              'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
            },
          },
          (answer) => {
            const chunks: Buffer[] = [];
            answer.on('data', (chunk: Buffer) => chunks.push(chunk));
            answer.on('end', () =>
              resolve({ status: answer.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
            );
          },
        );
        sent.on('error', reject);
        sent.end(payload);
      }),
  };
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;

interface Measured {
  name: string;
  bytes: number;
  p50: number;
  p99: number;
}

async function measure(http: Http, name: string, path: string): Promise<Measured> {
  const times: number[] = [];
  let bytes = 0;
  for (let index = 0; index < REQUESTS; index += 1) {
    const started = performance.now();
    const { status, body } = await http.send('GET', path);
    times.push(performance.now() - started);
    if (status !== 200) throw new Error(`${path} answered ${status}: ${body.slice(0, 200)}`);
    bytes = Buffer.byteLength(body);
  }
  times.sort((a, b) => a - b);
  const figures = { name, bytes, p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
  console.log(
    `${name.padEnd(36)} ${String(bytes).padStart(7)} bytes   p50 ${figures.p50.toFixed(0).padStart(4)} ms   p99 ${figures.p99.toFixed(0).padStart(4)} ms`,
  );
  return figures;
}

/** Whether the server plans queries (a MongoDB) or reads every row (the stand-in, which cannot explain). */
async function explainsPlans(): Promise<boolean> {
  try {
    await MessageModel.find({}).sort({ createdAt: -1 }).limit(1).explain('queryPlanner');
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === COMMAND_NOT_SUPPORTED) return false;
    throw error;
  }
}

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, BOOKING_UNPAID_SHARE: '1' });
  if (!config.mongodbUri) {
    console.error(
      'MONGODB_URI is not set: the benchmark needs a MongoDB, e.g. MONGODB_URI=mongodb://127.0.0.1:27017',
    );
    process.exit(1);
  }
  await connectDatabase(config.mongodbUri, {
    dbName: `bench_lists_${randomBytes(3).toString('hex')}`,
    writeConcern: config.writeConcern,
  });
  try {
    await ensureIndexes();
    const tokens = createTokenService(config.jwt);
    const cipher = createDataCipher(randomBytes(32));
    const logger = pino({ level: 'info' }, pino.destination({ dest: '/dev/null', sync: false }));
    const server = createApp({ config, logger, tokens, cipher }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    await AdminUserModel.create({ username: 'admin', passwordHash: 'not a password hash' });
    const { token } = await createSessionService(tokens).start('admin');
    const http = httpTo((server.address() as AddressInfo).port, `Bearer ${token}`);

    const seeding = performance.now();
    await insertInBatches(
      (documents) => MessageModel.collection.insertMany(documents),
      SIZES.messages,
      (n) => ({
        name: nameOf(n),
        email: emailOf(n),
        phone: `0803 ${String(2_000_000 + n).slice(-7)}`,
        category: ['contactmessage', 'hajjmessage', 'umrahmessage', 'flightmessage'][n % 4],
        message: ENQUIRY.repeat(1 + (n % 3)),
        status: n % 7 === 0 ? 'Unresponded' : 'Responded',
        senderKeys: [],
        createdAt: createdAt(n, SIZES.messages),
      }),
    );
    await insertInBatches(
      (documents) => SubscriberModel.collection.insertMany(documents),
      SIZES.subscribers,
      (n) => ({
        email: emailOf(n),
        createdAt: createdAt(n, SIZES.subscribers),
      }),
    );
    await seedBookings(http, cipher);
    const planned = await explainsPlans();
    console.log(
      `Seeded ${SIZES.messages} enquiries, ${SIZES.subscribers} subscribers and ${SIZES.bookings} bookings in ${((performance.now() - seeding) / 1000).toFixed(1)} s.`,
    );
    console.log(
      `MongoDB ${config.mongodbUri.replace(/\/\/[^@]*@/, '//')}${planned ? '' : ' (a stand-in that cannot explain plans: its non-unique indexes serve no query, each page reads every row)'}; ${REQUESTS} requests each, one at a time.\n`,
    );

    const lastPage = async (path: string) => {
      const { body } = await http.send('GET', `${path}?page=1&pageSize=${ADMIN_PAGE_SIZE}`);
      return (JSON.parse(body) as Page<unknown>).pageCount;
    };
    const lists = [
      { name: 'messages', path: '/api/messages', search: 'okafor' },
      { name: 'newsletter', path: '/api/newsletter', search: 'bello99' },
      { name: 'bookings', path: '/api/bookings', search: 'ngozi eze' },
    ];
    const figures: Measured[] = [];
    for (const { name, path, search } of lists) {
      const last = await lastPage(path);
      figures.push(await measure(http, `${name}: first page`, `${path}?page=1&pageSize=${ADMIN_PAGE_SIZE}`));
      figures.push(
        await measure(
          http,
          `${name}: search "${search}"`,
          `${path}?search=${encodeURIComponent(search)}&page=1&pageSize=${ADMIN_PAGE_SIZE}`,
        ),
      );
      figures.push(
        await measure(
          http,
          `${name}: last page (${last})`,
          `${path}?page=${last}&pageSize=${ADMIN_PAGE_SIZE}`,
        ),
      );
    }
    const whole = await http.send('GET', '/api/messages');
    console.log(
      `\nfor comparison, the whole list (spec §7's GET /api/messages, once): ${Buffer.byteLength(whole.body)} bytes`,
    );

    const misses = figures.flatMap(({ name, bytes, p99 }) => [
      ...(bytes > TARGETS.maxAnswerBytes ? [`${name}: ${bytes} bytes > ${TARGETS.maxAnswerBytes}`] : []),
      ...(p99 > TARGETS.p99Ms ? [`${name}: p99 ${p99.toFixed(0)} ms > ${TARGETS.p99Ms} ms`] : []),
    ]);
    console.log(
      misses.length === 0
        ? `\nall targets met (answers ≤ ${TARGETS.maxAnswerBytes} bytes, p99 ≤ ${TARGETS.p99Ms} ms)`
        : `\ntargets missed:\n  ${misses.join('\n  ')}`,
    );
    process.exitCode = misses.length === 0 ? 0 : 1;
    await new Promise((resolve) => server.close(resolve));
  } finally {
    await mongoose.connection.dropDatabase();
    await mongoose.disconnect();
  }
}

await main();
