import {
  MONEY_REPORT_COLUMNS,
  MONEY_REPORT_CSV_COLUMNS,
  MONEY_REPORT_MESSAGES,
  type MoneyFigures,
  moneyReportQuerySchema,
} from '../src';
import { problemsOf } from './issues';

const DEPARTURE = '65a1f0c2e4b0a1b2c3d4e5f6';

describe('the money report asked for', () => {
  it('is of one departure, or of the bookings made between two days (the same day twice for one day)', () => {
    expect(problemsOf(moneyReportQuerySchema, { departureId: DEPARTURE })).toEqual([]);
    expect(problemsOf(moneyReportQuerySchema, { from: '2026-11-01', to: '2026-11-30' })).toEqual([]);
    expect(problemsOf(moneyReportQuerySchema, { from: '2026-11-05', to: '2026-11-05' })).toEqual([]);
  });

  it('says what is missing or wrong, in words', () => {
    expect(problemsOf(moneyReportQuerySchema, {})).toEqual([MONEY_REPORT_MESSAGES.missing]);
    expect(problemsOf(moneyReportQuerySchema, { from: '2026-11-01' })).toEqual([
      MONEY_REPORT_MESSAGES.halfRange,
    ]);
    expect(
      problemsOf(moneyReportQuerySchema, { departureId: DEPARTURE, from: '2026-11-01', to: '2026-11-02' }),
    ).toEqual([MONEY_REPORT_MESSAGES.both]);
    expect(problemsOf(moneyReportQuerySchema, { from: '2026-11-30', to: '2026-11-01' })).toEqual([
      MONEY_REPORT_MESSAGES.reversed,
    ]);
    expect(problemsOf(moneyReportQuerySchema, { from: '2026-02-30', to: '2026-03-01' })).toEqual([
      'The start date must be a date (YYYY-MM-DD).',
    ]);
    expect(problemsOf(moneyReportQuerySchema, { from: '1/11/2026', to: '2026-11-31' })).toEqual([
      'The start date must be a date (YYYY-MM-DD).',
      'The end date must be a date (YYYY-MM-DD).',
    ]);
    expect(problemsOf(moneyReportQuerySchema, { departureId: 'abc' })).toEqual(['Invalid id.']);
  });
});

describe("the money report's columns", () => {
  const figures: MoneyFigures = {
    bookings: { held: 1, checking: 2, deposit_paid: 3, paid: 4, cancelled: 5, expired: 6 },
    sold: 700,
    received: { transfer: 80, card: 90, cash: 100 },
    refunded: 11,
    outstanding: 12,
    overdue: 13,
    toRefund: 14,
  };

  it('read every figure once, counts of bookings first, then naira', () => {
    expect(MONEY_REPORT_COLUMNS.map((column) => column.of(figures))).toEqual([
      1, 2, 3, 4, 5, 6, 700, 80, 90, 100, 11, 12, 13, 14,
    ]);
  });

  it('name the CSV’s columns, a count of bookings said as one', () => {
    expect(MONEY_REPORT_CSV_COLUMNS).toEqual([
      'Package',
      'Departs on',
      'Held (bookings)',
      'Payment being checked (bookings)',
      'Deposit paid (bookings)',
      'Paid (bookings)',
      'Cancelled (bookings)',
      'Expired (bookings)',
      'Sold',
      'Received by bank transfer',
      'Received by card',
      'Received in cash',
      'Refunded',
      'Outstanding',
      'Overdue',
      'To refund',
    ]);
  });
});
