import { z } from 'zod';

/**
 * Where a booking stands. `held`: its seats are kept unpaid until its hold ends; `checking`: a
 * transfer proof waits for the operator, and the hold does not end meanwhile; `deposit_paid` and
 * `paid` follow from its ledger; `cancelled` (by the operator) and `expired` (unpaid in time) have
 * given their seats back. The status always follows from the ledger and the proofs, never from the
 * last entry alone.
 */
export const BOOKING_STATUSES = ['held', 'checking', 'deposit_paid', 'paid', 'cancelled', 'expired'] as const;
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

/** A status as the operator and the agency's files name it. */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  held: 'Held',
  checking: 'Payment being checked',
  deposit_paid: 'Deposit paid',
  paid: 'Paid',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** The statuses that hold seats on their departure. */
export const SEAT_HOLDING_STATUSES: readonly BookingStatus[] = ['held', 'checking', 'deposit_paid', 'paid'];

/** Statuses a booking can still be paid on: its seats are held and something may be due. */
export const PAYABLE_STATUSES: readonly BookingStatus[] = ['held', 'checking', 'deposit_paid'];

/** Statuses of a booking that is over: its seats are back; what it paid is to refund (or to reinstate it). */
export const ENDED_STATUSES: readonly BookingStatus[] = ['cancelled', 'expired'];

/** Statuses whose seats are held with nothing paid: what the caps on unpaid seats count. */
export const UNPAID_HOLD_STATUSES: readonly BookingStatus[] = ['held', 'checking'];

/** What happened to a booking, as its history tells it. */
export const HISTORY_EVENTS = [
  'held',
  'proof_sent',
  'proof_checked',
  'proof_refused',
  'payment',
  'refund',
  'adjustment',
  'expired',
  'cancelled',
  'reinstated',
  'link_sent',
  'traveller_changed',
  'document_sent',
  'visa_changed',
  'plan_chosen',
  'details_changed',
  'moved',
] as const;
export const historyEventSchema = z.enum(HISTORY_EVENTS);
export type HistoryEvent = z.infer<typeof historyEventSchema>;
