import { dashboardSummarySchema } from '@safa/contract';
import { MessageModel } from '../src/modules/messages/message.model';
import { SubscriberModel } from '../src/modules/newsletter/subscriber.model';
import { setUpTestApp, type TestContext, tearDownTestApp } from './support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

describe('the dashboard summary', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await setUpTestApp();
  });
  afterAll(tearDownTestApp);

  const message = (fields: Record<string, unknown>) => ({
    name: 'Amina Bello',
    email: 'amina@example.com',
    phone: '0803 123 4567',
    message: 'Hello',
    category: 'hajjmessage',
    status: 'Unresponded',
    ...fields,
  });

  it('counts the unresponded enquiries, the oldest one, and this week’s enquiries and sign-ups', async () => {
    await MessageModel.insertMany([
      message({ createdAt: daysAgo(20) }),
      message({ createdAt: daysAgo(10), status: 'Responded' }),
      message({
        createdAt: daysAgo(3),
        category: 'umrahmessage',
        packageId: 'p1',
        packageTitle: 'Ramadan Umrah',
      }),
      message({
        createdAt: daysAgo(2),
        category: 'umrahmessage',
        packageId: 'p1',
        packageTitle: 'Ramadan Umrah',
      }),
      message({
        createdAt: daysAgo(1),
        category: 'contactmessage',
        status: 'Responded',
        mails: [{ id: 'a', kind: 'enquiry', state: 'dropped', attempts: 0, nextAttemptAt: daysAgo(1) }],
      }),
      message({
        createdAt: daysAgo(12),
        mails: [{ id: 'b', kind: 'enquiry', state: 'dropped', attempts: 0, nextAttemptAt: daysAgo(12) }],
      }),
    ]);
    await SubscriberModel.insertMany([
      { email: 'old@example.com', createdAt: daysAgo(9) },
      { email: 'new@example.com', createdAt: daysAgo(1) },
    ]);

    const response = await context.http.get('/api/dashboard/summary').set('Authorization', context.adminAuth);
    expect(response.status).toBe(200);
    const summary = dashboardSummarySchema.parse(response.body);
    expect(summary.unresponded).toBe(4);
    expect(summary.mailsNotSent).toBe(1);
    expect(summary.bookings).toEqual({ held: 0, nextDepartures: [] });
    expect(Date.parse(summary.oldestUnrespondedAt ?? '')).toBeCloseTo(daysAgo(20).getTime(), -4);
    expect(summary.week).toMatchObject({
      enquiries: 3,
      byCategory: [
        { category: 'umrahmessage', count: 2 },
        { category: 'contactmessage', count: 1 },
      ],
      byPackage: [{ packageId: 'p1', packageTitle: 'Ramadan Umrah', count: 2 }],
      subscribers: 1,
    });
  });

  it('is for the admin only', async () => {
    expect((await context.http.get('/api/dashboard/summary')).status).toBe(401);
  });
});
