import type { BookingMessageView, ChannelChoice, DeliveryStatus } from '@safa/contract';
import { formatDate } from '@safa/shared-ui';
import { plural } from '../../../common/plural';

/** The events a booking's messages tell of, as the BFF names them (`booking-messages.ts`). */
const KIND_LABELS: Readonly<Record<string, string>> = {
  bookingReceived: 'Booking received',
  bookingToAgency: 'New booking (agency)',
  proofReceived: 'Proof received',
  proofToAgency: 'Proof to check (agency)',
  proofRefused: 'Proof refused',
  receipt: 'Receipt',
  cardPaymentToAgency: 'Card payment (agency)',
  refundToAgency: 'Money to refund (agency)',
  balanceReminder: 'Balance reminder',
  balanceOverdue: 'Balance overdue',
  holdEnding: 'Hold ending',
  cancelled: 'Cancelled',
  expired: 'Expired',
  reinstated: 'Reinstated',
  bookingChanged: 'Booking changed',
  linkSent: 'Link sent again',
  documentsMissing: 'Documents missing',
  visaIssued: 'Visa issued',
  departureReminder: 'Departure reminder',
};

/**
 * 'Proof to check (agency)', as the operator reads what a message tells of; a kind the BFF added since
 * reads as its words ('seatsReleased' → 'Seats released').
 */
export function kindLabel(kind: string): string {
  const known = KIND_LABELS[kind];
  if (known) return known;
  const words = kind.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`).trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const recipientLabel = (to: BookingMessageView['to']): string =>
  to === 'agency' ? 'Agency' : 'Customer';

/** What the provider last said of a message sent to a phone. */
const DELIVERY_LABELS: Record<DeliveryStatus, string> = {
  sent: 'Sent, not delivered yet',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Failed',
};

const SENT_BY_SMS = 'sent by SMS instead';

/**
 * A message sent: a WhatsApp message as far as Meta said ('Read'); of an e-mail or an SMS no more is
 * known than when it was sent.
 */
function sentText(message: BookingMessageView): string {
  if (message.fellBackToSms) {
    return message.delivery === 'failed'
      ? `Failed — ${SENT_BY_SMS}`
      : `Not delivered in time — ${SENT_BY_SMS}`;
  }
  if (message.channel === 'whatsapp') return DELIVERY_LABELS[message.delivery ?? 'sent'];
  return message.sentAt ? `Sent ${formatDate(message.sentAt, true)}` : 'Sent';
}

/** A message not sent yet: waiting for its time (the Lagos morning, a retry) or its turn. */
function pendingText(message: BookingMessageView, now: Date): string {
  const due = Date.parse(message.dueAt) > now.getTime();
  if (message.attempts > 0) {
    return due ? `Failed; tried again ${formatDate(message.dueAt, true)}` : 'Failed; being tried again';
  }
  if (!due) return 'Waiting to be sent';
  return message.channel === 'email'
    ? `Due ${formatDate(message.dueAt, true)}`
    : `Waiting for the morning (Lagos): ${formatDate(message.dueAt, true)}`;
}

/**
 * Where a message stands, in words: 'Delivered', 'Read', 'Failed — sent by SMS instead', 'Waiting for
 * the morning (Lagos): …' when it is due later, 'Not sent: <why>'.
 */
export function deliveryText(message: BookingMessageView, now = new Date()): string {
  switch (message.state) {
    case 'sent':
      return sentText(message);
    case 'pending':
      return pendingText(message, now);
    default:
      return message.fellBackToSms
        ? `Failed — ${SENT_BY_SMS}`
        : `Not sent: ${message.droppedReason ?? 'given up'}`;
  }
}

/**
 * What else is worth knowing of how it went, when there is something: when a WhatsApp message was
 * sent and delivered, why one went by SMS, the failed tries and the last error (not said twice when it
 * is why the message was given up).
 */
export function deliveryDetails(message: BookingMessageView): string[] {
  const details: string[] = [];
  if (message.channel === 'whatsapp' && message.sentAt) {
    details.push(`Sent ${formatDate(message.sentAt, true)}`);
    if (message.deliveredAt) details.push(`Delivered ${formatDate(message.deliveredAt, true)}`);
  }
  if (message.state === 'dropped' && message.fellBackToSms && message.droppedReason) {
    details.push(message.droppedReason);
  }
  const error = message.lastError !== message.droppedReason ? message.lastError : undefined;
  if (message.attempts > 0) {
    details.push(`${plural(message.attempts, 'try', 'tries')} failed${error ? `: ${error}` : ''}`);
  } else if (error) {
    details.push(error);
  }
  return details;
}

/**
 * The channels a booking's messages reach the customer on: e-mail always, WhatsApp or SMS as they
 * chose (SMS, beside WhatsApp, for a WhatsApp message that fails).
 */
export function channelsText({ whatsapp, sms }: ChannelChoice): string {
  if (whatsapp && sms) return 'E-mail and WhatsApp; SMS when WhatsApp fails';
  if (whatsapp) return 'E-mail and WhatsApp (no SMS)';
  if (sms) return 'E-mail and SMS (no WhatsApp)';
  return 'E-mail only (no WhatsApp, no SMS)';
}
