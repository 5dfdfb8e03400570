import { randomUUID } from 'node:crypto';
import { z } from 'zod';

/**
 * An e-mail to send, stored inside the document of the fact it tells of (an enquiry, a booking), in
 * its `mails` list, so that the fact and the duty to tell of it are written by one write: atomic on any
 * MongoDB, without a transaction. A worker claims it, sends it and marks it (see outbox-store.ts).
 */
export const outboxEntrySchema = z.object({
  /** Names the entry among its document's. */
  id: z.string().min(1),
  /** Which e-mail it is, for the document's kind of mails to compose (see notifications/mail-sources.ts). */
  kind: z.string().min(1),
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

/** A new e-mail of `kind`, due at `dueAt` (at once by default), worth sending until `expiresAt`. */
export const newOutboxEntry = (
  kind: string,
  { dueAt = new Date(), ...details }: { dueAt?: Date; expiresAt: Date; senderKey?: string; about?: string },
): OutboxEntry => ({
  id: randomUUID(),
  kind,
  state: 'pending',
  attempts: 0,
  nextAttemptAt: dueAt,
  ...details,
});

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
