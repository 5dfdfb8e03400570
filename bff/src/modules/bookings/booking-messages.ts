import { newOutboxEntry, type OutboxEntry } from '../outbox/outbox-entry';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Every message a booking's life causes, to the customer or to the agency, with how long it is worth
 * sending after it was queued (a receipt still is after a week of mail-server trouble; a reminder
 * that the hold ends, not once it has). The owner of the booking's life queues them with the change
 * that causes them; the notification worker sends them (see booking-mails.ts for their words).
 */
export const BOOKING_MESSAGES_KEPT = {
  bookingReceived: 2 * DAY_MS,
  bookingToAgency: 7 * DAY_MS,
  proofReceived: 2 * DAY_MS,
  proofToAgency: 7 * DAY_MS,
  proofRefused: 2 * DAY_MS,
  receipt: 90 * DAY_MS,
  cardPaymentToAgency: 7 * DAY_MS,
  balanceReminder: 3 * DAY_MS,
  /** Until the hold ends: the owner gives each its own end (see `queued`). */
  holdEnding: 12 * HOUR_MS,
  cancelled: 7 * DAY_MS,
  expired: 7 * DAY_MS,
  reinstated: 7 * DAY_MS,
  linkSent: DAY_MS,
} as const;

export type BookingMessageKind = keyof typeof BOOKING_MESSAGES_KEPT;

/** A message to queue: its kind, and what within the booking it tells of (a receipt's number, a proof). */
export interface BookingMessage {
  kind: BookingMessageKind;
  about?: string;
  /** Sooner than its kind's time, when what it tells of ends sooner (a hold). */
  expiresAt?: Date;
}

/** The outbox entry of `message`, queued `now`. */
export const queued = ({ kind, about, expiresAt }: BookingMessage, now: Date): OutboxEntry =>
  newOutboxEntry(kind, {
    dueAt: now,
    expiresAt: expiresAt ?? new Date(now.getTime() + BOOKING_MESSAGES_KEPT[kind]),
    ...(about !== undefined && { about }),
  });
