import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { healthResponseSchema, messageSchema } from '@safa/contract';
import { type SmtpInbox, startSmtpInbox } from '@safa/test-support/smtp-inbox';
import pino from 'pino';
import type { NotificationSettings } from '../src/config';
import { mailSources } from '../src/mail-sources';
import { MessageModel } from '../src/modules/messages/message.model';
import { SubscriberModel } from '../src/modules/newsletter/subscriber.model';
import { DigestModel } from '../src/modules/notifications/digest.model';
import { moveNotificationsIntoMails } from '../src/modules/notifications/enquiry-mails-migration';
import {
  type NotificationWorker,
  startNotificationWorker,
  WORKER_TIMING,
  type WorkerTiming,
} from '../src/modules/notifications/notification-worker';
import { aBooking, aDeparture, aPackage } from './support/bookings';
import { eventually } from './support/eventually';
import {
  setUpTestApp,
  TEST_CIPHER,
  TEST_CONFIG,
  type TestContext,
  tearDownTestApp,
} from './support/test-app';

const FAST: WorkerTiming = {
  ...WORKER_TIMING,
  pollMs: 50,
  backoffMs: 100,
  maxBackoffMs: 400,
  leaseMs: 5000,
};
const AGENCY = 'bookings@safatravels.example';
const logger = pino({ level: process.env.TEST_LOG ?? 'silent' });

const enquiry = {
  name: 'Amina Bello',
  phone: '0803 123 4567',
  email: 'amina@example.com',
  message: 'Is there space for four in March?\nWe would like a Makkah hotel close to the Haram.',
  category: 'umrahmessage',
  packageId: '65a1b2c3d4e5f60718293a4b',
  packageTitle: 'Ramadan Umrah Package',
};

const UNBOUNDED = { perSender: { max: 100_000, windowMs: 60_000 }, outbox: 100_000 };

describe('enquiry e-mails', () => {
  let context: TestContext;
  let inbox: SmtpInbox;
  let settings: NotificationSettings;
  const workers: NotificationWorker[] = [];
  const startWorker = (timing = FAST) => {
    const worker = startNotificationWorker(settings, {
      siteUrl: 'https://safa.example',
      logger,
      timing,
      sources: mailSources(TEST_CIPHER, TEST_CONFIG),
    });
    workers.push(worker);
    return worker;
  };

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    settings = { smtpUrl: inbox.url, to: [AGENCY], from: AGENCY, digestHour: 0, enquiryMails: UNBOUNDED };
    context = await setUpTestApp({ env: { SMTP_URL: inbox.url, NOTIFY_EMAIL: AGENCY } });
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await inbox.start();
    inbox.mails.length = 0;
    await Promise.all([
      MessageModel.deleteMany({}),
      SubscriberModel.deleteMany({}),
      DigestModel.deleteMany({}),
    ]);
  });
  afterAll(async () => {
    await inbox.stop();
    await tearDownTestApp();
  });

  const send = async () => {
    const response = await context.http.post('/api/messages').send(enquiry);
    expect(response.status).toBe(201);
    return messageSchema.parse(response.body);
  };

  it('mails the agency each enquiry with its package, sender, whole message and reply links', async () => {
    const sent = await send();
    expect(sent).not.toHaveProperty('mails');
    startWorker();
    await eventually(() => inbox.mails.length === 1);

    const [mail] = inbox.mails;
    expect(mail?.subject).toBe('New Umrah enquiry from Amina Bello about Ramadan Umrah Package');
    expect(mail?.to).toMatchObject({ text: AGENCY });
    const text = mail?.text ?? '';
    for (const line of [
      'Category: Umrah',
      'Package: Ramadan Umrah Package',
      `Package page: https://safa.example/eachpackage?id=${enquiry.packageId}`,
      'Name: Amina Bello',
      'Phone: 0803 123 4567',
      'E-mail: amina@example.com',
      enquiry.message,
      'Reply on WhatsApp: https://wa.me/2348031234567?text=Hello%20Amina',
      'Reply by e-mail: mailto:amina%40example.com?subject=Re%3A%20your%20enquiry%20about%20our%20Ramadan%20Umrah%20Package',
      'Call: tel:+2348031234567',
    ]) {
      expect(text).toContain(line);
    }
    expect(mail?.html).toContain('<a href="https://wa.me/2348031234567?text=');
  });

  it('takes an enquiry at once while the mail server is down, and mails it once the server is back', async () => {
    await inbox.stop();
    const started = Date.now();
    await send();
    expect(Date.now() - started).toBeLessThan(1000);

    startWorker();
    await eventually(async () => {
      const stored = await MessageModel.findOne().select('+mails').lean();
      return (stored?.mails?.[0]?.attempts ?? 0) >= 2;
    });
    const health = healthResponseSchema.parse(
      (await context.http.get('/api/health').set('Authorization', context.adminAuth)).body,
    );
    expect(health.notifications).toMatchObject({ enabled: true, pending: 1, failing: 1 });
    expect(health.notifications?.lastError).toMatch(/ECONNREFUSED/);
    expect((await context.http.get('/api/health')).body).toEqual({ status: 'ok', mongo: 'up' });

    await inbox.start();
    await eventually(() => inbox.mails.length === 1);
    const stored = await MessageModel.findOne().select('+mails').lean();
    expect(stored?.mails?.[0]).toMatchObject({ state: 'sent' });
    await new Promise((resolve) => setTimeout(resolve, 3 * FAST.maxBackoffMs));
    expect(inbox.mails).toHaveLength(1);
  });

  it('sends each e-mail once with two BFF instances sending', async () => {
    for (let index = 0; index < 10; index += 1) await send();
    startWorker();
    startWorker();
    await eventually(() => inbox.mails.length >= 10);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(inbox.mails).toHaveLength(10);
    expect(await MessageModel.countDocuments({ 'mails.state': 'sent' })).toBe(10);
  });

  it('collects the day’s newsletter sign-ups in one digest, sent once', async () => {
    for (const email of ['one@example.com', 'two@example.com']) {
      expect((await context.http.post('/api/newsletter').send({ email })).status).toBe(201);
    }
    startWorker();
    startWorker();
    await eventually(() => inbox.mails.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(inbox.mails).toHaveLength(1);
    const [digest] = inbox.mails;
    expect(digest?.subject).toMatch(/^2 new newsletter subscribers \(\d{4}-\d{2}-\d{2}\)$/);
    expect(digest?.text).toContain('one@example.com');
    expect(digest?.text).toContain('two@example.com');
    expect(await DigestModel.findOne().lean()).toMatchObject({ state: 'sent', subscribers: 2 });
  });

  it('sends the e-mail of an enquiry stored before e-mails were a list, once moved into it at start', async () => {
    const { insertedId } = await MessageModel.collection.insertOne({
      ...enquiry,
      status: 'Unresponded',
      senderKeys: [],
      createdAt: new Date(),
      notification: {
        state: 'pending',
        attempts: 1,
        nextAttemptAt: new Date(),
        claimedBy: 'an instance of the old code',
        leaseUntil: new Date(Date.now() + 60_000),
      },
    });
    await moveNotificationsIntoMails(logger);
    await moveNotificationsIntoMails(logger);
    const moved = await MessageModel.collection.findOne({ _id: insertedId });
    expect(moved).not.toHaveProperty('notification');
    expect(moved?.mails).toEqual([
      expect.objectContaining({ kind: 'enquiry', state: 'pending', attempts: 1 }),
    ]);

    startWorker();
    await eventually(() => inbox.mails.length === 1);
    expect(inbox.mails[0]?.subject).toContain('from Amina Bello');
  });

  it('stops within a few seconds while a mail server keeps it waiting, leaving the e-mail to be sent later', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentUrl = `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    try {
      await send();
      const worker = startNotificationWorker(
        { ...settings, smtpUrl: silentUrl },
        {
          siteUrl: 'https://safa.example',
          logger,
          timing: FAST,
          sources: mailSources(TEST_CIPHER, TEST_CONFIG),
        },
      );
      await eventually(async () => {
        const stored = await MessageModel.findOne().select('+mails').lean();
        return stored?.mails?.[0]?.lease !== undefined;
      });

      const stopping = Date.now();
      await worker.stop();
      expect(Date.now() - stopping).toBeLessThan(4000);
      const stored = await MessageModel.findOne().select('+mails').lean();
      expect(stored?.mails?.[0]).toMatchObject({ state: 'pending' });
      expect(stored?.mails?.[0]?.lease).toBeUndefined();
    } finally {
      silent.close();
    }
  });
});

describe('a flood, a backlog and a mail server that never answers', () => {
  const WINDOW_SECONDS = 2;
  let context: TestContext;
  let inbox: SmtpInbox;
  let settings: NotificationSettings;
  const workers: NotificationWorker[] = [];
  const startWorker = (timing = FAST) => {
    const worker = startNotificationWorker(settings, {
      siteUrl: 'https://safa.example',
      logger,
      timing,
      sources: mailSources(TEST_CIPHER, TEST_CONFIG),
    });
    workers.push(worker);
    return worker;
  };

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    context = await setUpTestApp({
      env: {
        SMTP_URL: inbox.url,
        NOTIFY_EMAIL: AGENCY,
        ENQUIRY_MAILS_PER_SENDER: '2',
        PUBLIC_POST_WINDOW_SECONDS: String(WINDOW_SECONDS),
        OUTBOX_LIMIT: '4',
      },
    });
    settings = { smtpUrl: inbox.url, to: [AGENCY], from: AGENCY, digestHour: 23, enquiryMails: UNBOUNDED };
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await inbox.start();
    inbox.mails.length = 0;
    await MessageModel.deleteMany({});
    // Each test starts a sender window of its own.
    await new Promise((resolve) => setTimeout(resolve, WINDOW_SECONDS * 1000));
  });
  afterAll(async () => {
    await inbox.stop();
    await tearDownTestApp();
  });

  const send = async (index: number, sender: { email?: string; phone?: string } = {}) => {
    const response = await context.http
      .post('/api/messages')
      .set('X-Forwarded-For', `203.0.113.${index + 1}`)
      .send({
        ...enquiry,
        email: `visitor.${index}@example.com`,
        phone: `0803 000 ${1000 + index}`,
        ...sender,
      });
    expect(response.status).toBe(201);
  };
  const health = async () =>
    healthResponseSchema.parse(
      (await context.http.get('/api/health').set('Authorization', context.adminAuth)).body,
    ).notifications;

  it('mails the first enquiries naming a sender one by one, and sums the rest up in one e-mail', async () => {
    const started = new Date();
    for (let index = 0; index < 6; index += 1) await send(index, { phone: '0803 999 0000' });
    startWorker();

    await eventually(() => inbox.mails.length === 3, (WINDOW_SECONDS + 5) * 1000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(inbox.mails).toHaveLength(3);
    const subjects = inbox.mails.map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject?.startsWith('New Umrah enquiry'))).toHaveLength(2);
    const summary = inbox.mails.find((mail) => mail.subject === '4 more enquiries naming +2348039990000');
    expect(summary?.text).toContain('Read them in the admin: https://safa.example/admin/messages?since=');
    expect(Date.now() - started.getTime()).toBeGreaterThanOrEqual(WINDOW_SECONDS * 1000 - 100);
    expect(await MessageModel.countDocuments()).toBe(6);
  });

  it('drops the e-mail of an enquiry the outbox has no room for, keeps the enquiry and shows what was dropped', async () => {
    await inbox.stop();
    for (let index = 0; index < 6; index += 1) await send(index);

    expect(await MessageModel.countDocuments()).toBe(6);
    expect(await health()).toMatchObject({
      pending: 4,
      dropped: 2,
      lastDropped: { reason: 'the outbox was full' },
    });
  });

  it('gives an e-mail up after its last attempt', async () => {
    await inbox.stop();
    await send(0);
    startWorker({ ...FAST, maxAttempts: 3 });

    await eventually(async () => (await health())?.dropped === 1);
    const stored = await MessageModel.findOne().select('+mails').lean();
    expect(stored?.mails?.[0]).toMatchObject({
      state: 'dropped',
      attempts: 2,
      droppedReason: 'the mail server refused it 3 times',
    });
    expect(stored?.mails?.[0]?.lastError).toMatch(/ECONNREFUSED/);
  });

  it('never sends an e-mail past the end it was queued with (an enquiry’s: a day)', async () => {
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    const dayAfter = new Date(twoDaysAgo.getTime() + 24 * 60 * 60 * 1000);
    await MessageModel.collection.insertOne({
      ...enquiry,
      status: 'Unresponded',
      senderKeys: [],
      createdAt: twoDaysAgo,
      mails: [
        {
          id: 'old',
          kind: 'enquiry',
          state: 'pending',
          attempts: 0,
          nextAttemptAt: twoDaysAgo,
          expiresAt: dayAfter,
        },
      ],
    });
    startWorker();

    await eventually(async () => (await health())?.dropped === 1);
    expect(inbox.mails).toHaveLength(0);
    expect((await health())?.lastDropped?.reason).toBe(
      `not sent in time: it was worth sending until ${dayAfter.toISOString()}`,
    );
  });
});

describe('a booking’s e-mails', () => {
  let context: TestContext;
  let inbox: SmtpInbox;
  let worker: NotificationWorker | undefined;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    context = await setUpTestApp({
      env: { SMTP_URL: inbox.url, NOTIFY_EMAIL: AGENCY, SITE_URL: 'https://safa.example' },
    });
  });
  afterAll(async () => {
    await worker?.stop();
    await inbox.stop();
    await tearDownTestApp();
  });

  it('tell the customer what is due by when, with their private link, and the agency who booked what', async () => {
    const packageId = await aPackage('Umrah Ramadan 2027');
    const departure = await context.http
      .post('/api/departures')
      .set('Authorization', context.adminAuth)
      .send(aDeparture(packageId));
    const booking = aBooking(departure.body.id, { travellers: 2 });
    const created = await context.http.post('/api/bookings').send(booking);
    expect(created.status).toBe(201);
    worker = startNotificationWorker(
      { smtpUrl: inbox.url, to: [AGENCY], from: AGENCY, digestHour: 23, enquiryMails: UNBOUNDED },
      {
        siteUrl: 'https://safa.example',
        logger,
        timing: FAST,
        sources: mailSources(TEST_CIPHER, TEST_CONFIG),
      },
    );
    await eventually(() => inbox.mails.length === 2);

    const toCustomer = inbox.mails.find(
      (mail) => mail.to && JSON.stringify(mail.to).includes(booking.contact.email),
    );
    expect(toCustomer?.subject).toMatch(
      new RegExp(`^Your booking ${created.body.reference}: Umrah Ramadan 2027, `),
    );
    expect(toCustomer?.text).toContain('Total: ₦15,000,000');
    expect(toCustomer?.text).toContain('Deposit due: ₦4,000,000');
    expect(toCustomer?.text).toContain(created.body.manageUrl);
    const toAgency = inbox.mails.find((mail) => mail !== toCustomer);
    expect(toAgency?.to).toMatchObject({ text: AGENCY });
    expect(toAgency?.subject).toMatch(
      new RegExp(`^New booking ${created.body.reference}: 2 on Umrah Ramadan 2027`),
    );
    expect(toAgency?.text).toContain('Reply on WhatsApp: https://wa.me/234803555');
    expect(toAgency?.text).not.toContain(created.body.manageUrl);
    for (const mail of inbox.mails) {
      for (const traveller of booking.travellers) expect(mail.text).not.toContain(traveller.passportNumber);
    }
  });
});
