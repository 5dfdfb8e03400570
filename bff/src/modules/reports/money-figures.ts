import { BOOKING_STATUSES, type MoneyFigures, PAYABLE_STATUSES, PAYMENT_METHODS } from '@safa/contract';
import type { LeanBooking } from '../bookings/booking-answers';
import { hasEnded } from '../bookings/booking-ledger';

/** What the report reads of a booking: its status, its amounts and its ledger's payments. */
export type ReportedBooking = Pick<LeanBooking, 'status' | 'amounts' | 'ledger'>;

/** The figures of no booking at all. */
export const noMoney = (): MoneyFigures => ({
  bookings: Object.fromEntries(BOOKING_STATUSES.map((status) => [status, 0])) as MoneyFigures['bookings'],
  sold: 0,
  received: Object.fromEntries(PAYMENT_METHODS.map((method) => [method, 0])) as MoneyFigures['received'],
  refunded: 0,
  outstanding: 0,
  overdue: 0,
  toRefund: 0,
});

/**
 * `figures` with one more booking, read from its amounts (which its ledger decides) and its ledger's
 * payments; `overdue` is what of its balance is past its day (see overdueOfBooking).
 */
export function withBooking(figures: MoneyFigures, booking: ReportedBooking, overdue: number): MoneyFigures {
  const received = { ...figures.received };
  for (const entry of booking.ledger) {
    if (entry.kind === 'payment') received[entry.method] += entry.amount;
  }
  const { amounts, status } = booking;
  return {
    bookings: { ...figures.bookings, [status]: figures.bookings[status] + 1 },
    sold: figures.sold + (hasEnded(status) ? 0 : amounts.total),
    received,
    refunded: figures.refunded + amounts.refunded,
    outstanding: figures.outstanding + (PAYABLE_STATUSES.includes(status) ? amounts.balance : 0),
    overdue: figures.overdue + overdue,
    toRefund: figures.toRefund + amounts.toRefund,
  };
}

/** The figures of two sets of bookings together. */
export function sumOf(a: MoneyFigures, b: MoneyFigures): MoneyFigures {
  const add = <Key extends string>(x: Record<Key, number>, y: Record<Key, number>) =>
    Object.fromEntries(
      Object.entries<number>(x).map(([key, value]) => [key, value + y[key as Key]]),
    ) as Record<Key, number>;
  return {
    bookings: add(a.bookings, b.bookings),
    sold: a.sold + b.sold,
    received: add(a.received, b.received),
    refunded: a.refunded + b.refunded,
    outstanding: a.outstanding + b.outstanding,
    overdue: a.overdue + b.overdue,
    toRefund: a.toRefund + b.toRefund,
  };
}
