import {
  type BookingAmounts,
  type BookingStatus,
  ENDED_STATUSES,
  type LedgerEntry,
  PAYMENT_MESSAGES,
  type RefundReason,
  refundReasonsFor,
} from '@safa/contract';
import type { StoredLedgerEntry } from './booking.model';

/**
 * A booking's money, worked out from its ledger and nothing else: pure, for the owner of its life and
 * its tests. Balance = price + adjustments − payments + refunds; what was paid beyond the price (or
 * anything paid on a booking that ended) is money to refund, never a negative balance.
 */

/** The price of a booking as it was booked. */
export interface BookedPrice {
  total: number;
  depositDue: number;
}

/** Whether a booking is going ahead, or ended (its seats back). */
export type Phase = 'active' | 'cancelled' | 'expired';

export const phaseOf = (status: BookingStatus): Phase =>
  status === 'cancelled' || status === 'expired' ? status : 'active';

export const hasEnded = (status: BookingStatus): boolean => ENDED_STATUSES.includes(status);

const sumOf = (ledger: readonly StoredLedgerEntry[], kind: StoredLedgerEntry['kind']) =>
  ledger.filter((entry) => entry.kind === kind).reduce((sum, entry) => sum + entry.amount, 0);

/** The money a price reduction gave back: it comes off the deposit too, so nothing becomes due by it. */
const reducedBy = (ledger: readonly StoredLedgerEntry[]) =>
  ledger.reduce(
    (sum, entry) => sum + (entry.kind === 'refund' && entry.reason === 'price_reduction' ? entry.amount : 0),
    0,
  );

/** What a booking in `phase` has paid and owes, in whole naira. */
export function amountsOf(
  booked: BookedPrice,
  ledger: readonly StoredLedgerEntry[],
  phase: Phase,
): BookingAmounts {
  const total = Math.max(0, booked.total + sumOf(ledger, 'adjustment'));
  const refunded = sumOf(ledger, 'refund');
  const paid = sumOf(ledger, 'payment') - refunded;
  const depositDue = Math.min(Math.max(0, booked.depositDue - reducedBy(ledger)), total);
  if (phase !== 'active') {
    return { total, depositDue, paid, refunded, balance: 0, dueNow: 0, toRefund: Math.max(0, paid) };
  }
  const balance = Math.max(0, total - paid);
  const depositLeft = Math.max(0, depositDue - paid);
  return {
    total,
    depositDue,
    paid,
    refunded,
    balance,
    dueNow: depositLeft || balance,
    toRefund: Math.max(0, paid - total),
  };
}

/**
 * The status of a booking in `phase` with these amounts: `paid` once nothing is left, `deposit_paid`
 * once the deposit is in, else `checking` while a transfer proof waits, else `held`.
 */
export function statusOf(phase: Phase, amounts: BookingAmounts, proofWaiting: boolean): BookingStatus {
  if (phase !== 'active') return phase;
  if (amounts.paid >= amounts.total) return 'paid';
  if (amounts.paid > 0 && amounts.paid >= amounts.depositDue) return 'deposit_paid';
  return proofWaiting ? 'checking' : 'held';
}

/**
 * Why money may not go back from this booking for `reason`, if it may not: the reason must fit
 * whether the booking has ended; an over-payment goes back up to what was paid beyond the price, a
 * reduction up to what is paid and what the price is, an ended booking's money up to what is paid.
 */
export function refundRefusal(
  status: BookingStatus,
  amounts: BookingAmounts,
  { amount, reason }: { amount: number; reason: RefundReason },
): string | undefined {
  if (!refundReasonsFor(status).includes(reason)) {
    return hasEnded(status) ? PAYMENT_MESSAGES.refundReasonEnded : PAYMENT_MESSAGES.refundReasonActive;
  }
  if (reason === 'overpayment') {
    return amount > amounts.toRefund ? PAYMENT_MESSAGES.overpaymentTooLarge(amounts.toRefund) : undefined;
  }
  if (reason === 'price_reduction') {
    const limit = Math.min(amounts.paid, amounts.total);
    return amount > limit ? PAYMENT_MESSAGES.reductionTooLarge(limit) : undefined;
  }
  return amount > amounts.paid ? PAYMENT_MESSAGES.refundTooLarge(amounts.paid) : undefined;
}

/** Why the price may not change by `amount`, if it may not: it never goes below nothing. */
export const adjustmentRefusal = (amounts: BookingAmounts, amount: number): string | undefined =>
  amounts.total + amount < 0 ? PAYMENT_MESSAGES.priceBelowZero(amounts.total) : undefined;

/** A stored entry as the contract describes it. */
export function ledgerEntryOf({
  recordedAt,
  paystackReference: _reference,
  ...entry
}: StoredLedgerEntry): LedgerEntry {
  return { ...entry, recordedAt: recordedAt.toISOString() };
}
