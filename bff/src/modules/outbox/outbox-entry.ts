import { randomUUID } from 'node:crypto';
import { Schema } from 'mongoose';

/**
 * An e-mail to send, stored inside the document of the fact it tells of (an enquiry, a booking), in
 * its `mails` list, so that the fact and the duty to tell of it are written by one write: atomic on any
 * MongoDB, without a transaction. A worker claims it, sends it and marks it (see outbox-store.ts).
 */
export interface OutboxEntry {
  /** Names the entry among its document's. */
  id: string;
  /** Which e-mail it is, for the document's kind of mails to compose (see notifications/mail-sources.ts). */
  kind: string;
  /** Dropped: not to be sent (see `droppedReason`); the fact itself is kept all the same. */
  state: 'pending' | 'sent' | 'dropped';
  /** For a summary of a flood of enquiries: the sender they name. */
  senderKey?: string;
  /** What within the document it tells of: a payment's receipt number, a reminder's day. */
  about?: string;
  attempts: number;
  /** Not before then: the next try after a failure. */
  nextAttemptAt: Date;
  /** The instance sending it, and until when it holds it (a crashed sender's hold runs out). */
  lease?: { by: string; until: Date };
  sentAt?: Date;
  lastError?: string;
  droppedAt?: Date;
  droppedReason?: string;
}

export const outboxEntrySchema = new Schema<OutboxEntry>(
  {
    id: { type: String, required: true },
    kind: { type: String, required: true },
    state: { type: String, required: true, enum: ['pending', 'sent', 'dropped'] },
    senderKey: { type: String },
    about: { type: String },
    attempts: { type: Number, required: true, default: 0 },
    nextAttemptAt: { type: Date, required: true },
    lease: { type: new Schema({ by: String, until: Date }, { _id: false }) },
    sentAt: { type: Date },
    lastError: { type: String },
    droppedAt: { type: Date },
    droppedReason: { type: String },
  },
  { _id: false },
);

/** A new e-mail of `kind`, due at `dueAt` (at once by default). */
export const newOutboxEntry = (
  kind: string,
  { dueAt = new Date(), ...details }: { dueAt?: Date; senderKey?: string; about?: string } = {},
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
