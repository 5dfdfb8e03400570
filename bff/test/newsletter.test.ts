import { NEWSLETTER_DUPLICATE_ERROR, subscriberListSchema, subscriberSchema } from '@safa/contract';
import { SubscriberModel } from '../src/modules/newsletter/subscriber.model';
import { snapshotDatabase } from './support/db-snapshot';
import { setUpTestApp, type TestContext, tearDownTestApp } from './support/test-app';

describe('newsletter', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await setUpTestApp();
  });
  afterAll(tearDownTestApp);
  beforeEach(() => SubscriberModel.deleteMany({}));

  const subscribe = (body: object) => context.http.post('/api/newsletter').send(body);

  it('subscribes an address trimmed and in lower case, answering 201 with the subscriber', async () => {
    const response = await subscribe({ email: '  Aisha.Bello@Example.COM ' });
    expect(response.status).toBe(201);
    expect(subscriberSchema.parse(response.body).email).toBe('aisha.bello@example.com');
  });

  it('answers 409 {message, error} for an address already subscribed, in any case', async () => {
    await subscribe({ email: 'aisha@example.com' });
    const before = await snapshotDatabase();
    const response = await subscribe({ email: 'AISHA@example.com' });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      message: NEWSLETTER_DUPLICATE_ERROR,
      error: 'This email is already subscribed.',
    });
    expect(await snapshotDatabase()).toBe(before);
  });

  it('lets exactly one of two parallel subscriptions of one address in (the unique index decides)', async () => {
    const answers = await Promise.all([
      subscribe({ email: 'twin@example.com' }),
      subscribe({ email: 'twin@example.com' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await SubscriberModel.countDocuments()).toBe(1);
  });

  it.each([
    {},
    { email: '' },
    { email: 'no-at-sign.example.com' },
    { email: 'a@b' },
    { email: 'a b@c.de' },
    { email: 42 },
  ])('refuses %j with 400 "Please enter a valid address."', async (body) => {
    const response = await subscribe(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please enter a valid address.');
    expect(await SubscriberModel.countDocuments()).toBe(0);
  });

  it('answers a bot that fills the honeypot as if subscribed, and stores nothing', async () => {
    const response = await subscribe({ email: 'bot@example.com', website: 'x' });
    expect(response.status).toBe(201);
    expect(response.body.email).toBe('bot@example.com');
    expect(await SubscriberModel.countDocuments()).toBe(0);
  });

  it('lists subscribers for the admin, newest first, and deletes one with {id, message}', async () => {
    await subscribe({ email: 'first@example.com' });
    const { body: second } = await subscribe({ email: 'second@example.com' });

    const list = await context.http.get('/api/newsletter').set('Authorization', context.adminAuth);
    expect(list.status).toBe(200);
    expect(subscriberListSchema.parse(list.body).map((subscriber) => subscriber.email)).toEqual([
      'second@example.com',
      'first@example.com',
    ]);

    const removed = await context.http
      .delete(`/api/newsletter/${second.id}`)
      .set('Authorization', context.adminAuth);
    expect(removed.body).toEqual({ id: second.id, message: 'Subscriber removed.' });
    expect(await SubscriberModel.countDocuments()).toBe(1);
    const again = await context.http
      .delete(`/api/newsletter/${second.id}`)
      .set('Authorization', context.adminAuth);
    expect(again.status).toBe(404);
  });
});

describe('newsletter rate limit', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await setUpTestApp({ env: { PUBLIC_POST_LIMIT: '2' } });
  });
  afterAll(tearDownTestApp);

  it('answers 429 with Retry-After once an address has used its subscriptions, bots included', async () => {
    const from = (email: string, extra: object = {}) =>
      context.http
        .post('/api/newsletter')
        .set('X-Forwarded-For', '203.0.113.8')
        .send({ email, ...extra });
    expect((await from('one@example.com')).status).toBe(201);
    expect((await from('two@example.com', { website: 'bot' })).status).toBe(201);
    const refused = await from('three@example.com');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(await SubscriberModel.countDocuments()).toBe(1);
  });
});

describe('sign-ups naming one e-mail address', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await setUpTestApp();
  });
  afterAll(tearDownTestApp);

  it('are never refused for what others sent: a repeat is only ever "already subscribed"', async () => {
    const from = (address: string, email: string) =>
      context.http.post('/api/newsletter').set('X-Forwarded-For', address).send({ email });
    expect((await from('203.0.113.41', 'Ada@Example.com')).status).toBe(201);
    for (let index = 0; index < 6; index += 1) {
      expect((await from(`203.0.113.${42 + index}`, 'ada@example.com')).status).toBe(409);
    }
    expect((await from('198.51.100.43', 'ada@example.com')).status).toBe(409);
    expect(await SubscriberModel.countDocuments()).toBe(1);
  });
});
