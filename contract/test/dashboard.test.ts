import { dashboardSummarySchema, healthResponseSchema } from '../src';

describe("the admin's dashboard as answered", () => {
  const summary = {
    unresponded: 4,
    oldestUnrespondedAt: '2026-11-20T08:00:00.000Z',
    mailsNotSent: 1,
    week: {
      since: '2026-11-17T12:00:00.000Z',
      enquiries: 9,
      byCategory: [
        { category: 'hajjmessage', count: 6 },
        { category: 'flightmessage', count: 3 },
      ],
      byPackage: [{ packageId: '65a1f0c2e4b0a1b2c3d4e5f6', packageTitle: 'Ramadan Umrah', count: 2 }],
      subscribers: 12,
    },
    bookings: {
      held: 2,
      nextDepartures: [
        {
          departureId: '65a1f0c2e4b0a1b2c3d4e5f7',
          packageTitle: 'Ramadan Umrah',
          departsOn: '2027-03-01',
          seats: 40,
          seatsLeft: 37,
        },
      ],
    },
    payments: {
      proofsToCheck: 1,
      proofStorage: { usedBytes: 52_428_800, maxBytes: 2_147_483_648 },
      toRefund: [
        {
          bookingId: 'b2',
          reference: 'SAFA-2CD3E',
          name: 'Musa Bello',
          status: 'cancelled',
          amount: 5_200_000,
        },
      ],
      overdueBalances: [
        {
          bookingId: 'b1',
          reference: 'SAFA-7K3Q9',
          name: 'Amina Bello',
          phone: '0803 123 4567',
          balance: 3_000_000,
          overdue: 1_000_000,
          dueOn: '2026-11-01',
          whatsApp: 'https://wa.me/2348031234567',
        },
      ],
    },
    messages: {
      enabled: true,
      pending: 2,
      failing: 1,
      oldestPendingAt: '2026-11-20T10:00:00.000Z',
      lastError: 'WhatsApp answered 500',
      dropped: 0,
      lastDropped: null,
      channels: { email: true, whatsapp: true, sms: false },
    },
  };

  it('is taken whole', () => {
    expect(dashboardSummarySchema.parse(summary)).toEqual(summary);
  });

  it('may have nothing waiting', () => {
    const quiet = {
      ...summary,
      unresponded: 0,
      oldestUnrespondedAt: null,
      mailsNotSent: 0,
      week: { ...summary.week, enquiries: 0, byCategory: [], byPackage: [], subscribers: 0 },
      bookings: { held: 0, nextDepartures: [] },
      payments: {
        proofsToCheck: 0,
        proofStorage: { usedBytes: 0, maxBytes: 2_147_483_648 },
        toRefund: [],
        overdueBalances: [],
      },
    };
    expect(dashboardSummarySchema.parse(quiet)).toEqual(quiet);
  });

  it.each([
    ['a negative count of enquiries waiting', { unresponded: -1 }],
    ['a negative count of e-mails not sent', { mailsNotSent: -1 }],
    [
      'a category counted 0 times',
      { week: { ...summary.week, byCategory: [{ category: 'hajjmessage', count: 0 }] } },
    ],
    ['a negative count of bookings held', { bookings: { ...summary.bookings, held: -1 } }],
    ['a negative count of proofs to check', { payments: { ...summary.payments, proofsToCheck: -1 } }],
    [
      'nothing to refund listed',
      { payments: { ...summary.payments, toRefund: [{ ...summary.payments.toRefund[0], amount: 0 }] } },
    ],
  ])('is refused with %s', (_what, change) => {
    expect(dashboardSummarySchema.safeParse({ ...summary, ...change }).success).toBe(false);
  });
});

describe('the health of the BFF as answered', () => {
  it('says whether it and MongoDB are up, and, to the admin, how the e-mails fare', () => {
    const health = {
      status: 'ok',
      mongo: 'up',
      notifications: {
        enabled: true,
        pending: 2,
        failing: 1,
        oldestPendingAt: '2026-11-24T08:00:00.000Z',
        lastError: 'connect ECONNREFUSED',
        dropped: 1,
        lastDropped: { at: '2026-11-23T10:00:00.000Z', reason: 'the outbox was full' },
      },
    };
    expect(healthResponseSchema.parse(health)).toEqual(health);
    expect(healthResponseSchema.parse({ status: 'unavailable', mongo: 'down' })).toEqual({
      status: 'unavailable',
      mongo: 'down',
    });
    expect(
      healthResponseSchema.safeParse({ ...health, notifications: { ...health.notifications, pending: -1 } })
        .success,
    ).toBe(false);
  });
});
