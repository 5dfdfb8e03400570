import { addDays, bookingSchema, departureSchema, lagosToday, messageListSchema } from '@safa/contract';
import {
  type SmsStandIn,
  signedWhatsAppEvent,
  startSmsStandIn,
  startWhatsAppStandIn,
  type WhatsAppStandIn,
  whatsAppReplyEvent,
  whatsAppStatusEvent,
} from '@safa/test-support/phone-stand-ins';
import { type SmtpInbox, startSmtpInbox } from '@safa/test-support/smtp-inbox';
import pino from 'pino';
import { mailSources } from '../src/mail-sources';
import { BookingModel } from '../src/modules/bookings/booking.model';
import { bookingLifeFor } from '../src/modules/bookings/booking.service';
import { BOOKING_PHONE_TEXTS } from '../src/modules/bookings/booking-phone-texts';
import { startBookingReminders } from '../src/modules/bookings/booking-reminders';
import { DepartureModel } from '../src/modules/departures/departure.model';
import { channelStops } from '../src/modules/notifications/channel-stops';
import {
  type NotificationWorker,
  startNotificationWorker,
  WORKER_TIMING,
} from '../src/modules/notifications/notification-worker';
import { phoneMessages } from '../src/modules/notifications/phone-messages';
import { bookThroughApi } from './support/booked';
import { aBooking, aDeparture, aPackage } from './support/bookings';
import { snapshotDatabase } from './support/db-snapshot';
import { eventually } from './support/eventually';
import { setUpTestApp, TEST_CIPHER, type TestContext, tearDownTestApp } from './support/test-app';

const ACCESS_TOKEN = 'EAAG-stand-in-access-token-0123456789';
const APP_SECRET = 'stand-in-app-secret-0123456789';
const OPERATOR = '2348099990000';
const AGENCY = 'bookings@safatravels.example';
const logger = pino({ level: 'silent' });
const FAST = { ...WORKER_TIMING, pollMs: 60_000, backoffMs: 10, maxBackoffMs: 20, leaseMs: 5000 };

describe('messages on WhatsApp, SMS and e-mail', () => {
  let context: TestContext;
  let whatsapp: WhatsAppStandIn;
  let sms: SmsStandIn;
  let inbox: SmtpInbox;
  let departureId: string;
  const workers: NotificationWorker[] = [];

  beforeAll(async () => {
    [whatsapp, sms, inbox] = await Promise.all([
      startWhatsAppStandIn({ accessToken: ACCESS_TOKEN }),
      startSmsStandIn(),
      startSmtpInbox(),
    ]);
    context = await setUpTestApp({
      env: {
        SMTP_URL: inbox.url,
        NOTIFY_EMAIL: AGENCY,
        SITE_URL: 'https://safa.example',
        WHATSAPP_API_URL: whatsapp.url,
        WHATSAPP_PHONE_NUMBER_ID: '1098765432',
        WHATSAPP_ACCESS_TOKEN: ACCESS_TOKEN,
        WHATSAPP_APP_SECRET: APP_SECRET,
        WHATSAPP_VERIFY_TOKEN: 'stand-in-verify-token',
        OPERATOR_WHATSAPP: `+${OPERATOR}`,
        WHATSAPP_FALLBACK_MINUTES: '30',
        SMS_API_URL: sms.url,
        SMS_API_KEY: 'TLstand-in-api-key',
        SMS_SENDER_ID: 'SafaTravel',
        // Any hour: the Lagos daytime is tested apart.
        MESSAGE_HOURS: '0-24',
      },
    });
    const created = await context.http
      .post('/api/departures')
      .set('Authorization', context.adminAuth)
      .send(aDeparture(await aPackage(), { seats: 100 }));
    departureId = departureSchema.parse(created.body).id;
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    whatsapp.sent.length = 0;
    sms.sent.length = 0;
    inbox.mails.length = 0;
    whatsapp.delayMs = 0;
  });
  afterAll(async () => {
    await Promise.all([whatsapp.stop(), sms.stop(), inbox.stop()]);
    await tearDownTestApp();
  });

  const admin = () => ({ Authorization: context.adminAuth });
  const newWorker = () => {
    const { config } = context;
    const worker = startNotificationWorker(config.notifications, {
      siteUrl: config.siteUrl,
      logger,
      timing: FAST,
      sources: mailSources(TEST_CIPHER, config),
      phones: phoneMessages(config.channels, { stops: channelStops(TEST_CIPHER), siteUrl: config.siteUrl }),
    });
    workers.push(worker);
    return worker;
  };
  /** Sends what is due, the worker's own poll included: it may claim a message this run then waits for. */
  const sendAll = async () => {
    const worker = newWorker();
    await worker.runOnce();
    await worker.stop();
  };
  let visitors = 0;
  /** A booking by a customer of their own mobile number (`0803 555 nnnn`). */
  const book = async (changes: Parameters<typeof aBooking>[1] = {}) => {
    visitors += 1;
    const input = aBooking(departureId, changes);
    return {
      ...(await bookThroughApi(context.http, input, `198.51.100.${visitors}`)),
      phone: `234${input.contact.phone.replace(/\D/g, '').slice(1)}`,
      input,
    };
  };
  const sentTo = (phone: string) => whatsapp.sent.filter((message) => message.to === phone);
  const templatesTo = (phone: string) => sentTo(phone).map((message) => message.template);
  const pay = (bookingId: string, amount: number) =>
    context.http
      .post('/api/payments')
      .set(admin())
      .send({ bookingId, amount, method: 'transfer', paidOn: lagosToday() });
  const postEvent = (event: unknown, secret = APP_SECRET) => {
    const { body, signature } = signedWhatsAppEvent(event, secret);
    return context.http
      .post('/api/whatsapp/webhook')
      .set('Content-Type', 'application/json')
      .set('X-Hub-Signature-256', signature)
      .send(body);
  };

  it('tells each event with its template and parameters, the customer and the operator, and e-mails as ever', async () => {
    const booking = await book({ travellers: 2 });
    await sendAll();
    const [received] = sentTo(booking.phone);
    expect(received).toMatchObject({ template: 'safa_booking_received', language: 'en' });
    expect(received?.parameters).toEqual([
      'Amina',
      'Hajj 2027 Premium Package',
      expect.stringMatching(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/),
      booking.reference,
      '₦4,000,000',
      expect.stringMatching(/\d{4}/),
      booking.manageUrl,
    ]);
    expect(sentTo(OPERATOR)).toEqual([
      expect.objectContaining({
        template: 'safa_booking_to_agency',
        parameters: expect.arrayContaining([booking.reference]),
      }),
    ]);
    await eventually(() => inbox.mails.length >= 2);
    expect(inbox.mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`Your booking ${booking.reference}`),
        expect.stringContaining('New booking'),
      ]),
    );

    await pay(booking.id, 4_000_000);
    await sendAll();
    const receipt = sentTo(booking.phone).at(-1);
    expect(receipt).toMatchObject({
      template: 'safa_receipt',
      document: { filename: expect.stringMatching(/^receipt-SAFA-\d{4}-\d{6}\.pdf$/) },
    });
    expect(whatsapp.media.get(receipt?.document?.id ?? '')).toMatchObject({ type: 'application/pdf' });

    await context.http
      .put(`/api/bookings/${booking.id}/visa`)
      .set(admin())
      .send({
        travellerId: bookingSchema.parse(
          (await context.http.get(`/api/bookings/${booking.id}`).set(admin())).body,
        ).travellers[0]?.id,
        status: 'issued',
        number: 'SA-1',
        issuedOn: lagosToday(),
      });
    await context.http.post(`/api/bookings/${booking.id}/cancel`).set(admin());
    await sendAll();
    expect(templatesTo(booking.phone)).toEqual([
      'safa_booking_received',
      'safa_receipt',
      'safa_visa_issued',
      'safa_cancelled',
    ]);
    expect(templatesTo(OPERATOR)).toEqual(['safa_booking_to_agency', 'safa_refund_to_agency']);

    // Every parameter a template has, and no more.
    for (const message of whatsapp.sent) {
      const kind = Object.keys(BOOKING_PHONE_TEXTS).find(
        (name) => `safa_${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}` === message.template,
      );
      const texts = BOOKING_PHONE_TEXTS[kind as keyof typeof BOOKING_PHONE_TEXTS];
      expect(message.parameters).toHaveLength(new Set(texts.template.match(/\{\{\d+\}\}/g)).size);
    }
    // The admin shows each message with how it went.
    const { messages } = bookingSchema.parse(
      (await context.http.get(`/api/bookings/${booking.id}`).set(admin())).body,
    );
    expect(messages.filter((message) => message.channel === 'whatsapp')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'receipt', state: 'sent', delivery: 'sent', to: 'customer' }),
      ]),
    );
  });

  it('reminds of the balance overdue, the documents missing and the trip near, each once', async () => {
    const own = departureSchema.parse(
      (
        await context.http
          .post('/api/departures')
          .set(admin())
          .send(aDeparture(await aPackage()))
      ).body,
    );
    const booking = await book({ departureId: own.id });
    await BookingModel.collection.updateOne(
      { reference: booking.reference },
      { $set: { createdAt: new Date(Date.now() - 90 * 86_400_000) } },
    );
    await sendAll();
    whatsapp.sent.length = 0;
    const reminders = startBookingReminders(bookingLifeFor(context.config), {
      reminderDays: [14, 7, 2],
      cipher: TEST_CIPHER,
      logger,
      pollMs: 3_600_000,
    });
    const today = lagosToday();
    const dates = async (departsIn: number, balanceIn: number, documentsIn: number) => {
      await DepartureModel.updateOne(
        { _id: own.id },
        {
          $set: {
            departsOn: addDays(today, departsIn),
            returnsOn: addDays(today, departsIn + 21),
            balanceDueOn: addDays(today, balanceIn),
            documentsDueOn: addDays(today, documentsIn),
          },
        },
      );
      await reminders.runOnce();
    };
    // The balance two days late; then the documents due in ten days; then the trip three days away, twice.
    await dates(60, -2, 30);
    await dates(60, -2, 10);
    await dates(3, -2, -1);
    await dates(3, -2, -1);
    await reminders.stop();
    await sendAll();
    expect(templatesTo(booking.phone)).toEqual([
      'safa_balance_overdue',
      'safa_documents_missing',
      'safa_departure_reminder',
    ]);
    const documents = sentTo(booking.phone).find((message) => message.template === 'safa_documents_missing');
    expect(documents?.parameters[3]).toBe('Traveller 1 Bello (7 items)');
  });

  it('gives a WhatsApp message Meta refuses to SMS, once', async () => {
    const booking = await book();
    whatsapp.refuse(booking.phone);
    await sendAll();
    await sendAll();
    expect(sentTo(booking.phone)).toEqual([]);
    expect(sms.sent.filter((message) => message.to === booking.phone)).toEqual([
      expect.objectContaining({
        channel: 'dnd',
        type: 'plain',
        from: 'SafaTravel',
        text: expect.stringContaining(booking.reference),
      }),
    ]);
    const [text] = sms.sent;
    expect(text?.text).toMatch(/Stop SMS: https:\/\/safa\.example\/stop\?token=sms\.[\w-]{43}$/);
    const { messages } = bookingSchema.parse(
      (await context.http.get(`/api/bookings/${booking.id}`).set(admin())).body,
    );
    expect(
      messages.find((message) => message.kind === 'bookingReceived' && message.channel === 'whatsapp'),
    ).toMatchObject({
      state: 'dropped',
      fellBackToSms: true,
    });
  });

  it('gives a WhatsApp message not delivered in time to SMS once, and a delivered one never', async () => {
    const late = await book();
    const delivered = await book();
    await sendAll();
    const [deliveredId] = sentTo(delivered.phone).map((message) => message.id);
    expect(
      (
        await postEvent(
          whatsAppStatusEvent([{ id: deliveredId ?? '', status: 'delivered', recipient: delivered.phone }]),
        )
      ).status,
    ).toBe(200);
    // Half an hour on: the sends moved back rather than the clock on.
    await BookingModel.collection.updateMany(
      { reference: { $in: [late.reference, delivered.reference] } },
      { $set: { 'mails.$[sent].sentAt': new Date(Date.now() - 31 * 60_000) } },
      { arrayFilters: [{ 'sent.channel': 'whatsapp', 'sent.to': 'customer' }] },
    );
    await sendAll();
    await sendAll();
    const textedTo = sms.sent.map((message) => message.to);
    expect(textedTo.filter((to) => to === late.phone)).toHaveLength(1);
    expect(textedTo).not.toContain(delivered.phone);
    const { messages } = bookingSchema.parse(
      (await context.http.get(`/api/bookings/${delivered.id}`).set(admin())).body,
    );
    expect(
      messages.find((message) => message.channel === 'whatsapp' && message.to === 'customer'),
    ).toMatchObject({
      delivery: 'delivered',
      deliveredAt: expect.any(String),
    });
  });

  it('gives a WhatsApp message Meta says failed to SMS once, however often it says so', async () => {
    const booking = await book();
    await sendAll();
    const [sent] = sentTo(booking.phone);
    const failed = whatsAppStatusEvent([{ id: sent?.id ?? '', status: 'failed', recipient: booking.phone }]);
    await postEvent(failed);
    await postEvent(failed);
    await sendAll();
    expect(sms.sent.map((message) => message.to)).toEqual([booking.phone]);
  });

  it('checks the webhook’s signature: a wrong one is refused, nothing recorded', async () => {
    const booking = await book();
    await sendAll();
    const [sent] = sentTo(booking.phone);
    const before = await snapshotDatabase();
    const event = whatsAppStatusEvent([{ id: sent?.id ?? '', status: 'failed', recipient: booking.phone }]);
    const forged = await postEvent(event, 'not-the-app-secret-at-all');
    expect([forged.status, forged.body.message]).toEqual([401, 'The signature is not valid.']);
    const unsigned = await context.http
      .post('/api/whatsapp/webhook')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(event));
    expect(unsigned.status).toBe(401);
    expect(await snapshotDatabase()).toBe(before);
    const handshake = await context.http.get(
      '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=stand-in-verify-token&hub.challenge=1158201444',
    );
    expect([handshake.status, handshake.text]).toEqual([200, '1158201444']);
    const wrongToken = await context.http.get(
      '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1',
    );
    expect(wrongToken.status).toBe(403);
  });

  it('puts a customer’s WhatsApp reply in the admin’s messages, linked to their booking, once', async () => {
    const booking = await book();
    const reply = whatsAppReplyEvent({
      id: 'wamid.REPLY1',
      from: booking.phone,
      name: 'Amina B',
      text: 'Can I pay the rest in March?',
    });
    await postEvent(reply);
    await postEvent(reply);
    const messages = messageListSchema.parse((await context.http.get('/api/messages').set(admin())).body);
    expect(messages.filter((message) => message.via === 'whatsapp')).toEqual([
      expect.objectContaining({
        name: 'Amina B',
        phone: `+${booking.phone}`,
        message: 'Can I pay the rest in March?',
        status: 'Unresponded',
        category: 'hajjmessage',
        bookingId: booking.id,
        bookingReference: booking.reference,
      }),
    ]);
  });

  it('honours a stop: "STOP" on WhatsApp, and an SMS’s stop link', async () => {
    const booking = await book();
    await postEvent(
      whatsAppReplyEvent({ id: 'wamid.STOP1', from: booking.phone, name: 'Amina', text: ' stop ' }),
    );
    await sendAll();
    expect(sentTo(booking.phone)).toEqual([]);
    const [fallback] = sms.sent.filter((message) => message.to === booking.phone);
    expect(fallback).toBeDefined();
    const token = /token=([\w.-]+)$/.exec(fallback?.text ?? '')?.[1] ?? '';
    const stopped = await context.http.post('/api/notifications/stops').send({ token });
    expect(stopped.body).toEqual({
      message: 'You will get no more text messages from Safa Travels & Tours about your bookings.',
    });
    sms.sent.length = 0;
    await pay(booking.id, 4_000_000);
    await sendAll();
    expect(sentTo(booking.phone)).toEqual([]);
    expect(sms.sent).toEqual([]);
    await eventually(() => inbox.mails.some((mail) => mail.subject?.startsWith('Payment receipt')));
    expect(
      (await context.http.post('/api/notifications/stops').send({ token: 'sms.not-a-real-token' })).status,
    ).toBe(400);
  });

  it('loses and duplicates nothing when the BFF stops in the middle of sending', async () => {
    const bookings = await Promise.all([book(), book(), book()]);
    whatsapp.delayMs = 150;
    const first = newWorker();
    const sending = first.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await first.stop();
    await sending.catch(() => undefined);
    whatsapp.delayMs = 0;
    await sendAll();
    for (const booking of bookings) {
      expect(templatesTo(booking.phone)).toEqual(['safa_booking_received']);
    }
    expect(templatesTo(OPERATOR)).toEqual(bookings.map(() => 'safa_booking_to_agency'));
  });

  it('holds no words a visitor typed but names, on WhatsApp or SMS', async () => {
    const booking = await book({
      contact: {
        name: 'Amina Bello',
        phone: '0803 555 7000',
        email: 'attacker+http://evil.example@example.com',
      },
    });
    whatsapp.refuse(booking.phone);
    await sendAll();
    const texts = [
      ...whatsapp.sent.flatMap((message) => message.parameters),
      ...sms.sent.map((message) => message.text),
    ];
    expect(texts.join(' ')).not.toContain('evil.example');
  });
});
