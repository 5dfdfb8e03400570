import { randomUUID } from 'node:crypto';
import { DELIVERY_STATUSES, MESSAGE_CHANNELS, type MessageChannel } from '@safa/contract';
import { z } from 'zod';

/**
 * A message to send (an e-mail, a WhatsApp message, an SMS), stored inside the document of the fact it
 * tells of (an enquiry, a booking), in its `mails` list, so that the fact and the duty to tell of it are
 * written by one write: atomic on any MongoDB, without a transaction. A worker claims it, sends it and
 * marks it (see outbox-store.ts).
 */
export const outboxEntrySchema = z.object({
  /** Names the entry among its document's. */
  id: z.string().min(1),
  /** Which message it is, for the document's kind of messages to compose (see notifications/mail-sources.ts). */
  kind: z.string().min(1),
  /** How it goes; an entry queued before messages had channels is an e-mail. */
  channel: z.enum(MESSAGE_CHANNELS).optional(),
  /** Whom it tells: the customer, or the agency (NOTIFY_EMAIL, OPERATOR_WHATSAPP). */
  to: z.enum(['customer', 'agency']).optional(),
  /** The provider's id of a message to a phone (a WhatsApp `wamid`, a Termii `message_id`). */
  providerId: z.string().optional(),
  /** What the provider last said of it once sent, and when it said delivered (or read). */
  delivery: z.enum(DELIVERY_STATUSES).optional(),
  deliveredAt: z.date().optional(),
  /** An SMS sent for a WhatsApp message that failed or was not delivered: that message's id. */
  fallbackFor: z.string().optional(),
  /** When a WhatsApp message was given to SMS instead (once). */
  fellBackAt: z.date().optional(),
  queuedAt: z.date().optional(),
  /** Dropped: not to be sent (see `droppedReason`); the fact itself is kept all the same. */
  state: z.enum(['pending', 'sent', 'dropped']),
  /** For a summary of a flood of enquiries: the sender they name. */
  senderKey: z.string().optional(),
  /** What within the document it tells of: a payment's receipt number, a reminder's day. */
  about: z.string().optional(),
  attempts: z.int().min(0).default(0),
  /**
   * Not sent after then: dropped, as not worth sending any more (each kind has its own time, counted
   * from when it was queued). An entry queued before entries had one is sent however late.
   */
  expiresAt: z.date().optional(),
  /** Not before then: the next try after a failure. */
  nextAttemptAt: z.date(),
  /** The instance sending it, and until when it holds it (a crashed sender's hold runs out). */
  lease: z.object({ by: z.string(), until: z.date() }).optional(),
  sentAt: z.date().optional(),
  lastError: z.string().optional(),
  droppedAt: z.date().optional(),
  droppedReason: z.string().optional(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/** A new message of `kind`, due at `dueAt` (at once by default), worth sending until `expiresAt`. */
export const newOutboxEntry = (
  kind: string,
  {
    dueAt = new Date(),
    queuedAt = new Date(),
    ...details
  }: {
    dueAt?: Date;
    queuedAt?: Date;
    expiresAt: Date;
    senderKey?: string;
    about?: string;
    channel?: MessageChannel;
    to?: 'customer' | 'agency';
    fallbackFor?: string;
  },
): OutboxEntry => ({
  id: randomUUID(),
  kind,
  state: 'pending',
  attempts: 0,
  nextAttemptAt: dueAt,
  queuedAt,
  ...details,
});

/** How an entry goes: one queued before channels were named is an e-mail. */
export const channelOf = (entry: Pick<OutboxEntry, 'channel'>): MessageChannel => entry.channel ?? 'email';

/** An e-mail that will not be sent, and why: stored so the admin sees what was dropped. */
export const droppedOutboxEntry = (kind: string, reason: string, now = new Date()): OutboxEntry => ({
  id: randomUUID(),
  kind,
  state: 'dropped',
  attempts: 0,
  nextAttemptAt: now,
  droppedAt: now,
  droppedReason: reason,
});
