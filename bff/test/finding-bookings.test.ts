import { bookingSchema } from '@safa/contract';
import { type SmtpInbox, startSmtpInbox } from '@safa/test-support/smtp-inbox';
import pino from 'pino';
import { loadConfig } from '../src/config';
import { mailSources } from '../src/mail-sources';
import { startNotificationWorker, WORKER_TIMING } from '../src/modules/notifications/notification-worker';
import { type PaymentsTestApp, setUpPaymentsApp } from './support/payments-app';
import { TEST_CIPHER } from './support/test-app';

const AGENCY = 'office@safa.example';
const ANSWER =
  'If the reference and the phone number or e-mail match a booking, we have sent its link to the contact we have for it.';

/** A lost link is not lost: "find my booking" sends it again, and the operator can too; receipts come through it. */
describe('a booking’s private link, found again', () => {
  let app: PaymentsTestApp;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await setUpPaymentsApp({ env: { SMTP_URL: inbox.url, NOTIFY_EMAIL: AGENCY } });
  });
  afterAll(async () => {
    await inbox.stop();
    await app.tearDown();
  });

  async function sendMail() {
    const config = loadConfig({ NODE_ENV: 'test', SMTP_URL: inbox.url, NOTIFY_EMAIL: AGENCY });
    const worker = startNotificationWorker(
      config.notifications ?? {
        smtpUrl: inbox.url,
        to: [AGENCY],
        from: AGENCY,
        digestHour: 23,
        enquiryMails: { perSender: { max: 99, windowMs: 1 }, outbox: 99 },
      },
      {
        siteUrl: 'https://safa.example',
        logger: pino({ level: 'silent' }),
        timing: { ...WORKER_TIMING, pollMs: 60_000 },
        sources: mailSources(TEST_CIPHER, config),
      },
    );
    await worker.runOnce();
    await worker.stop();
  }
  const linksSentTo = (email: string, reference: string) =>
    inbox.mails.filter(
      (mail) =>
        JSON.stringify(mail.to).includes(email) && mail.subject === `The link to your booking ${reference}`,
    );
  const find = (reference: string, contact: string) =>
    app.context.http
      .post('/api/bookings/find')
      .set('X-Forwarded-For', '203.0.113.66')
      .send({ reference, contact });

  it('is sent again to the contact on file when the reference and the phone, in any spelling, or the e-mail match; the answer is the same either way', async () => {
    const booking = await app.aHeldBooking();
    const stored = bookingSchema.parse(
      (await app.context.http.get(`/api/bookings/${booking.id}`).set(app.admin())).body,
    );
    const international = `+234 (0) ${stored.contact.phone.replace(/^0/, '')}`;

    const byPhone = await find(booking.reference.toLowerCase(), international);
    const byEmail = await find(` ${booking.reference} `, booking.email.toUpperCase());
    const wrong = await find(booking.reference, 'someone.else@example.com');
    const unknown = await find('SAFA-22222', booking.email);
    for (const answer of [byPhone, byEmail, wrong, unknown])
      expect([answer.status, answer.body]).toEqual([200, { message: ANSWER }]);

    await sendMail();
    const sent = linksSentTo(booking.email, booking.reference);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.text).toContain(stored.manageUrl);
    expect(stored.manageUrl).toBe(`https://safa.example/booking?token=${booking.token}`);
  });

  it('is sent at most three times an hour through "find my booking", and always by the operator', async () => {
    const booking = await app.aHeldBooking();
    for (let ask = 0; ask < 5; ask += 1)
      expect((await find(booking.reference, booking.email)).body).toEqual({ message: ANSWER });
    const byOperator = await app.context.http.post(`/api/bookings/${booking.id}/link`).set(app.admin());
    expect([byOperator.status, byOperator.body]).toEqual([
      200,
      { message: `The link was sent again to ${booking.email}.` },
    ]);
    await sendMail();
    expect(linksSentTo(booking.email, booking.reference)).toHaveLength(4);
    const history = bookingSchema.parse(
      (await app.context.http.get(`/api/bookings/${booking.id}`).set(app.admin())).body,
    ).history;
    expect(history.filter((entry) => entry.event === 'link_sent').map((entry) => entry.by)).toEqual([
      'customer',
      'customer',
      'customer',
      'admin',
    ]);
  });

  it('gives the customer each receipt as a PDF, through the link alone', async () => {
    const booking = await app.aHeldBooking();
    const other = await app.aHeldBooking();
    const paid = await app.context.http
      .post('/api/payments')
      .set(app.admin())
      .send({
        bookingId: booking.id,
        amount: 4_000_000,
        method: 'transfer',
        paidOn: new Date().toISOString().slice(0, 10),
      });
    const entry = bookingSchema.parse(paid.body).ledger[0];
    const number = entry && entry.kind !== 'adjustment' ? entry.receiptNumber : '';
    const receipt = await app.context.http
      .get('/api/bookings/by-link/receipt')
      .query({ token: booking.token, number })
      .responseType('blob');
    expect([receipt.status, receipt.headers['content-type'], receipt.headers['cache-control']]).toEqual([
      200,
      'application/pdf',
      'no-store',
    ]);
    expect(receipt.headers['content-disposition']).toBe(`attachment; filename="receipt-${number}.pdf"`);
    const notTheirs = await app.context.http
      .get('/api/bookings/by-link/receipt')
      .query({ token: other.token, number });
    expect(notTheirs.status).toBe(404);
  });
});
