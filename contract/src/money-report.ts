import { z } from 'zod';
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES, bookingStatusSchema } from './booking-status';
import { calendarDay, objectIdSchema } from './common';
import { paymentMethodSchema } from './payment';

/**
 * The money of the agency's bookings, per departure and in total, as its accountant reads it: for one
 * departure, or for the bookings made between two days (Lagos days, both included). Whole naira.
 */

export const MONEY_REPORT_MESSAGES = {
  missing: 'Choose a departure, or a start and an end date.',
  both: 'Choose a departure or dates, not both.',
  halfRange: 'Give both a start and an end date.',
  reversed: 'The end date cannot be before the start date.',
} as const;

export const moneyReportQuerySchema = z
  .strictObject({
    departureId: objectIdSchema.optional(),
    from: calendarDay('The start date').optional(),
    to: calendarDay('The end date').optional(),
  })
  .superRefine(({ departureId, from, to }, ctx) => {
    const dated = from !== undefined || to !== undefined;
    if (departureId !== undefined && dated)
      ctx.addIssue({ code: 'custom', message: MONEY_REPORT_MESSAGES.both });
    else if (departureId === undefined && !dated) {
      ctx.addIssue({ code: 'custom', message: MONEY_REPORT_MESSAGES.missing });
    } else if (dated && (from === undefined || to === undefined)) {
      ctx.addIssue({
        code: 'custom',
        message: MONEY_REPORT_MESSAGES.halfRange,
        path: [from ? 'to' : 'from'],
      });
    } else if (from !== undefined && to !== undefined && to < from) {
      ctx.addIssue({ code: 'custom', message: MONEY_REPORT_MESSAGES.reversed, path: ['to'] });
    }
  });
export type MoneyReportQuery = z.input<typeof moneyReportQuerySchema>;

const count = z.number().int().min(0);
const naira = z.number().int().min(0);

/** What a set of bookings sold, received, gave back and is owed. */
export const moneyFiguresSchema = z.object({
  /** How many bookings are in each status. */
  bookings: z.record(bookingStatusSchema, count),
  /** The prices of the bookings going ahead (their adjustments in; cancelled and expired ones out). */
  sold: naira,
  /** Every payment, by how it was paid (refunds not taken off: see `refunded`). */
  received: z.record(paymentMethodSchema, naira),
  refunded: naira,
  /** The balances of the bookings still to be paid. */
  outstanding: naira,
  /** What of those balances is past its day, as the dashboard counts it. */
  overdue: naira,
  /** Paid beyond the price, or on a booking that ended, and not given back yet. */
  toRefund: naira,
});
export type MoneyFigures = z.infer<typeof moneyFiguresSchema>;

export const moneyReportSchema = z.object({
  /** Each departure with bookings in the report, soonest first. */
  departures: z.array(
    moneyFiguresSchema.extend({ departureId: z.string(), packageTitle: z.string(), departsOn: z.string() }),
  ),
  total: moneyFiguresSchema,
});
export type MoneyReport = z.infer<typeof moneyReportSchema>;
export type DepartureMoney = MoneyReport['departures'][number];

/** A figure of the report with its name: the CSV's columns and the admin's table, in this order. */
export interface MoneyColumn {
  label: string;
  of: (figures: MoneyFigures) => number;
  /** A count of bookings, or an amount of naira. */
  unit: 'bookings' | 'naira';
}

export const MONEY_REPORT_COLUMNS: readonly MoneyColumn[] = [
  ...BOOKING_STATUSES.map(
    (status): MoneyColumn => ({
      label: BOOKING_STATUS_LABELS[status],
      of: (figures) => figures.bookings[status],
      unit: 'bookings',
    }),
  ),
  { label: 'Sold', of: (figures) => figures.sold, unit: 'naira' },
  { label: 'Received by bank transfer', of: (figures) => figures.received.transfer, unit: 'naira' },
  { label: 'Received by card', of: (figures) => figures.received.card, unit: 'naira' },
  { label: 'Received in cash', of: (figures) => figures.received.cash, unit: 'naira' },
  { label: 'Refunded', of: (figures) => figures.refunded, unit: 'naira' },
  { label: 'Outstanding', of: (figures) => figures.outstanding, unit: 'naira' },
  { label: 'Overdue', of: (figures) => figures.overdue, unit: 'naira' },
  { label: 'To refund', of: (figures) => figures.toRefund, unit: 'naira' },
];

/** The CSV's first columns, before the figures; the last row is the total's. */
export const MONEY_REPORT_CSV_COLUMNS = [
  'Package',
  'Departs on',
  ...MONEY_REPORT_COLUMNS.map(({ label, unit }) => (unit === 'bookings' ? `${label} (bookings)` : label)),
] as const;
export const MONEY_REPORT_TOTAL_LABEL = 'Total';
