import type { BookingStatus, BookingView, PaymentKind } from '@safa/contract';

/** A payment or refund as far as money goes: whole naira in or out. */
export interface MoneyMovement {
  kind: PaymentKind;
  amount: number;
}

/** What a booking's total and deposit are. */
export interface BookingPrice {
  total: number;
  depositDue: number;
}

/** Naira paid so far: payments less refunds, worked out from them every time (never stored). */
export const paidOf = (movements: readonly MoneyMovement[]): number =>
  movements.reduce((paid, { kind, amount }) => paid + (kind === 'refund' ? -amount : amount), 0);

/** What a booking has paid and owes, in whole naira. */
export function amountsOf(
  price: BookingPrice,
  movements: readonly MoneyMovement[] = [],
): BookingView['amounts'] {
  const paid = paidOf(movements);
  const balance = Math.max(0, price.total - paid);
  const depositLeft = Math.max(0, price.depositDue - paid);
  return { total: price.total, depositDue: price.depositDue, paid, balance, dueNow: depositLeft || balance };
}

/** Statuses whose booking is over: money recorded on them changes no status. */
const ENDED: readonly BookingStatus[] = ['cancelled', 'expired'];

/**
 * The status a booking has once `paid` naira are in: `paid` for the whole total, `deposit_paid` for
 * the deposit, else `held`. A cancelled or expired booking stays so (a refund does not revive it).
 */
export function statusWhenPaid(status: BookingStatus, price: BookingPrice, paid: number): BookingStatus {
  if (ENDED.includes(status)) return status;
  if (paid >= price.total) return 'paid';
  if (paid > 0 && paid >= price.depositDue) return 'deposit_paid';
  return 'held';
}
