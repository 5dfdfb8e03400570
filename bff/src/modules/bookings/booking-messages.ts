import { type ChannelChoice, isMobileNumber } from '@safa/contract';
import { nextDaytime } from '../notifications/daytime';
import { newOutboxEntry, type OutboxEntry } from '../outbox/outbox-entry';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

interface KindOfMessage {
  /** How long it is worth sending after it is due (a receipt still is after a week of trouble). */
  keepMs: number;
  to: 'customer' | 'agency';
  /** Sent at night too (on phones, the others wait for the Lagos morning). */
  urgent?: true;
}

/**
 * Every message a booking's life causes, to the customer or to the agency, with how long it is worth
 * sending after it was queued (a reminder that the hold ends, not once it has). The owner of the
 * booking's life queues them with the change that causes them, on the channels they go by; the
 * notification worker sends them (see booking-mails.ts and booking-phone-texts.ts for their words).
 */
export const BOOKING_MESSAGE_KINDS = {
  bookingReceived: { keepMs: 2 * DAY_MS, to: 'customer' },
  bookingToAgency: { keepMs: 7 * DAY_MS, to: 'agency' },
  proofReceived: { keepMs: 2 * DAY_MS, to: 'customer' },
  proofToAgency: { keepMs: 7 * DAY_MS, to: 'agency' },
  proofRefused: { keepMs: 2 * DAY_MS, to: 'customer' },
  receipt: { keepMs: 90 * DAY_MS, to: 'customer' },
  cardPaymentToAgency: { keepMs: 7 * DAY_MS, to: 'agency' },
  /** A booking that ended with money paid: the operator has it to refund. */
  refundToAgency: { keepMs: 7 * DAY_MS, to: 'agency' },
  balanceReminder: { keepMs: 3 * DAY_MS, to: 'customer' },
  balanceOverdue: { keepMs: 3 * DAY_MS, to: 'customer' },
  /** Until the hold ends: the owner gives each its own end (see `queued`). */
  holdEnding: { keepMs: 12 * HOUR_MS, to: 'customer', urgent: true },
  cancelled: { keepMs: 7 * DAY_MS, to: 'customer' },
  expired: { keepMs: 7 * DAY_MS, to: 'customer' },
  reinstated: { keepMs: 7 * DAY_MS, to: 'customer' },
  /** The operator changed the booking's travellers, room or contact, or moved it to another departure. */
  bookingChanged: { keepMs: 7 * DAY_MS, to: 'customer' },
  linkSent: { keepMs: DAY_MS, to: 'customer' },
  documentsMissing: { keepMs: 3 * DAY_MS, to: 'customer' },
  visaIssued: { keepMs: 14 * DAY_MS, to: 'customer' },
  departureReminder: { keepMs: 2 * DAY_MS, to: 'customer' },
  /** The booking's own account number, once Paystack made it. */
  accountReady: { keepMs: 7 * DAY_MS, to: 'customer' },
  /** An instalment of a monthly plan due soon (its due day in `about`). */
  instalmentReminder: { keepMs: 3 * DAY_MS, to: 'customer' },
} as const satisfies Record<string, KindOfMessage>;

export type BookingMessageKind = keyof typeof BOOKING_MESSAGE_KINDS;

/** A message to queue: its kind, and what within the booking it tells of (a receipt's number, a proof). */
export interface BookingMessage {
  kind: BookingMessageKind;
  about?: string;
  /** Sooner than its kind's time, when what it tells of ends sooner (a hold). */
  expiresAt?: Date;
}

/** The channels that are on (set up with their credentials), and the Lagos hours phones are written to. */
export interface MessagePlan {
  email: boolean;
  whatsapp: boolean;
  sms: boolean;
  /** OPERATOR_WHATSAPP is set: the agency's events go to the operator's WhatsApp too. */
  operatorWhatsApp: boolean;
  daytime: readonly [number, number];
}

/** No channel: nothing is queued (tests of the booking's life alone, a BFF with nothing set up). */
export const NO_MESSAGES: MessagePlan = {
  email: false,
  whatsapp: false,
  sms: false,
  operatorWhatsApp: false,
  daytime: [0, 24],
};

/** The channels a customer wants besides e-mail: as chosen at booking, else both for a mobile number. */
export const channelsOf = (booking: {
  channels?: ChannelChoice;
  contact: { phone: string };
}): ChannelChoice =>
  booking.channels ?? {
    whatsapp: isMobileNumber(booking.contact.phone),
    sms: isMobileNumber(booking.contact.phone),
  };

/**
 * The outbox entries of `message`, queued `now`: an e-mail always (when e-mail is on); to the customer's
 * phone, WhatsApp if they kept it, else SMS if they kept that (WhatsApp falls back to SMS later, when it
 * fails or is not delivered); to the agency, the operator's WhatsApp too. Messages to phones wait for
 * the Lagos daytime unless urgent.
 */
export function queued(
  { kind, about, expiresAt }: BookingMessage,
  { plan, choice }: { plan: MessagePlan; choice: ChannelChoice },
  now: Date,
): OutboxEntry[] {
  const { keepMs, to, ...rest } = BOOKING_MESSAGE_KINDS[kind] as KindOfMessage;
  const entry = (channel: 'email' | 'whatsapp' | 'sms') => {
    const dueAt = channel === 'email' || rest.urgent ? now : nextDaytime(now, plan.daytime);
    return newOutboxEntry(kind, {
      channel,
      to,
      queuedAt: now,
      dueAt,
      expiresAt: expiresAt ?? new Date(dueAt.getTime() + keepMs),
      ...(about !== undefined && { about }),
    });
  };
  const phone =
    to === 'agency'
      ? plan.whatsapp && plan.operatorWhatsApp
        ? 'whatsapp'
        : undefined
      : plan.whatsapp && choice.whatsapp
        ? 'whatsapp'
        : plan.sms && choice.sms
          ? 'sms'
          : undefined;
  return [...(plan.email ? [entry('email')] : []), ...(phone ? [entry(phone)] : [])];
}
