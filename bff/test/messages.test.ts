import { earliestTodayOnEarth, messageListSchema, messageSchema } from '@safa/contract';
import { MessageModel } from '../src/modules/messages/message.model';
import { snapshotDatabase } from './support/db-snapshot';
import { setUpTestApp, type TestContext, tearDownTestApp } from './support/test-app';

const enquiry = {
  name: 'Aisha Bello',
  phone: '+234 803 000 1111',
  email: 'aisha@example.com',
  message: 'Is there a family discount for Umrah in March?',
  category: 'umrahmessage',
};

/** The day `days` after the earliest today on Earth (the server's today), as YYYY-MM-DD. */
const dayAfterToday = (days: number) => {
  const day = new Date(`${earliestTodayOnEarth()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

const trip = { from: 'Lagos', to: 'Jeddah', departure: dayAfterToday(30), travellers: 2 };
const flightRequest = { ...enquiry, category: 'flightmessage', trip };

describe('enquiry messages', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await setUpTestApp();
  });
  afterAll(tearDownTestApp);
  beforeEach(() => MessageModel.deleteMany({}));

  const send = (body: object) => context.http.post('/api/messages').send(body);

  it('stores an enquiry as Unresponded and answers 201 with it, trimmed', async () => {
    const response = await send({ ...enquiry, name: `  ${enquiry.name} ` });
    expect(response.status).toBe(201);
    expect(messageSchema.parse(response.body)).toMatchObject({ ...enquiry, status: 'Unresponded' });
    expect(await MessageModel.countDocuments()).toBe(1);
  });

  it.each(['contactmessage', 'hajjmessage', 'umrahmessage', 'flightmessage'])(
    'accepts the category %s',
    async (category) => {
      const body = category === 'flightmessage' ? flightRequest : { ...enquiry, category };
      expect((await send(body)).status).toBe(201);
    },
  );

  it("accepts a flight request leaving today (anyone's today) and returning the same day", async () => {
    const today = dayAfterToday(0);
    const response = await send({ ...flightRequest, trip: { ...trip, departure: today, returnDate: today } });
    expect(response.status).toBe(201);
  });

  it.each([
    [{ ...trip, departure: dayAfterToday(-1) }, 'departure', 'The departure date cannot be in the past.'],
    [
      { ...trip, returnDate: dayAfterToday(29) },
      'returnDate',
      'The return date cannot be before the departure date.',
    ],
    [{ ...trip, departure: '01/12/2030' }, 'departure', 'Departure date must be a date (YYYY-MM-DD).'],
    [{ ...trip, travellers: 0 }, 'travellers', 'At least one traveller is required.'],
  ])('refuses the flight request trip %j: %s "%s", and stores nothing', async (badTrip, field, message) => {
    const before = await snapshotDatabase();
    const response = await send({ ...flightRequest, trip: badTrip });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message, issues: [{ path: ['trip', field], message }] });
    expect(await snapshotDatabase()).toBe(before);
  });

  it('refuses a flight request without its trip, and a trip on any other message', async () => {
    const without = await send({ ...enquiry, category: 'flightmessage' });
    expect(without.status).toBe(400);
    expect(without.body.issues).toEqual([{ path: ['trip'], message: 'A flight request needs its trip.' }]);
    const misplaced = await send({ ...enquiry, trip });
    expect(misplaced.status).toBe(400);
    expect(misplaced.body.message).toBe('Only a flight request has a trip.');
  });

  it('keeps the package a single-package enquiry is about', async () => {
    const packageId = '0123456789abcdef01234567';
    const response = await send({
      ...enquiry,
      category: 'contactmessage',
      packageId,
      packageTitle: 'Dubai City Break',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ packageId, packageTitle: 'Dubai City Break' });
  });

  it.each([
    [{ ...enquiry, name: ' ' }, 'Name is required.'],
    [{ ...enquiry, phone: undefined }, 'Phone is required.'],
    [{ ...enquiry, email: '' }, 'Email is required.'],
    [{ ...enquiry, email: 'aisha at example' }, 'Enter a valid email address.'],
    [{ ...enquiry, message: '' }, 'Message is required.'],
    [{ ...enquiry, category: 'spam' }, 'Choose what the message is about.'],
    [{ ...enquiry, name: 'x'.repeat(121) }, 'Name is too long (at most 120 characters).'],
    [{ ...enquiry, message: 'x'.repeat(5001) }, 'Message is too long (at most 5000 characters).'],
    [{ ...enquiry, packageId: 'not-an-id' }, 'Invalid id.'],
    [{ ...enquiry, status: 'Responded' }, 'Unrecognized key: "status"'],
  ])('refuses %j with 400 "%s" and stores nothing', async (body, message) => {
    const before = await snapshotDatabase();
    const response = await send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await snapshotDatabase()).toBe(before);
  });

  it('answers a bot that fills the honeypot as if its message was sent, and stores nothing', async () => {
    const response = await send({ ...enquiry, website: 'https://spam.example' });
    expect(response.status).toBe(201);
    expect(messageSchema.parse(response.body)).toMatchObject({ ...enquiry, status: 'Unresponded' });
    expect(await MessageModel.countDocuments()).toBe(0);
  });

  it('lists messages for the admin, newest first', async () => {
    await send({ ...enquiry, name: 'First' });
    await send({ ...enquiry, name: 'Second' });
    const response = await context.http.get('/api/messages').set('Authorization', context.adminAuth);
    expect(response.status).toBe(200);
    expect(messageListSchema.parse(response.body).map((message) => message.name)).toEqual([
      'Second',
      'First',
    ]);
  });

  it('marks a message Responded, and marking it again keeps it Responded (one way)', async () => {
    const { body: message } = await send(enquiry);
    const respond = () =>
      context.http.patch(`/api/messages/${message.id}/respond`).set('Authorization', context.adminAuth);

    const first = await respond();
    expect(first.status).toBe(200);
    expect(messageSchema.parse(first.body)).toMatchObject({ id: message.id, status: 'Responded' });
    const second = await respond();
    expect(second.status).toBe(200);
    expect(second.body.status).toBe('Responded');
    expect((await MessageModel.findById(message.id).lean())?.status).toBe('Responded');
  });

  it('answers 404 when marking an unknown message and 400 for a malformed id', async () => {
    const unknown = await context.http
      .patch('/api/messages/0123456789abcdef01234567/respond')
      .set('Authorization', context.adminAuth);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Message not found.' });
    const malformed = await context.http
      .patch('/api/messages/nope/respond')
      .set('Authorization', context.adminAuth);
    expect(malformed.status).toBe(400);
  });
});

describe('enquiry rate limit', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await setUpTestApp({ env: { PUBLIC_POST_LIMIT: '3' } });
  });
  afterAll(tearDownTestApp);

  it('answers 429 with Retry-After after the limit from one address, while another address may still send', async () => {
    const from = (address: string) =>
      context.http.post('/api/messages').set('X-Forwarded-For', address).send(enquiry);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await from('203.0.113.7')).status).toBe(201);

    const refused = await from('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(refused.body.message).toBe('Too many requests. Please try again later.');
    expect((await from('198.51.100.4')).status).toBe(201);
    expect(await MessageModel.countDocuments()).toBe(4);
  });

  it('counts by the address the proxy saw, not by what the client wrote in X-Forwarded-For', async () => {
    const spoofed = (fake: string) =>
      context.http.post('/api/messages').set('X-Forwarded-For', `${fake}, 192.0.2.9`).send(enquiry);
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await spoofed(`10.0.0.${attempt}`)).status).toBe(201);
    expect((await spoofed('10.0.0.99')).status).toBe(429);
  });
});

describe('enquiries naming one sender', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await setUpTestApp({ env: { ENQUIRY_MAILS_PER_SENDER: '2' } });
  });
  afterAll(tearDownTestApp);
  beforeEach(() => MessageModel.deleteMany({}));

  const from = (address: string, body: object) =>
    context.http.post('/api/messages').set('X-Forwarded-For', address).send(body);

  it("stores a customer's own enquiry, whatever others sent in their name", async () => {
    for (let index = 0; index < 5; index += 1) {
      const impostor = await from(`203.0.113.${50 + index}`, {
        ...enquiry,
        email: `someone.${index}@example.com`,
        phone: '0803 999 0000',
      });
      expect(impostor.status).toBe(201);
    }

    const own = await from('198.51.100.77', {
      ...enquiry,
      email: 'real.customer@example.com',
      phone: '+234 803 999 0000',
    });
    expect(own.status).toBe(201);
    expect(await MessageModel.countDocuments({ email: 'real.customer@example.com' })).toBe(1);
    expect(await MessageModel.countDocuments()).toBe(6);
  });
});
